import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { employees } from '../../db/schema/index.ts'

export async function findEmployee(db: Executor, id: number) {
  const [row] = await db.select().from(employees).where(eq(employees.id, id))
  return row ?? null
}

export async function updateEmployee(
  db: Executor,
  id: number,
  values: Partial<typeof employees.$inferInsert>,
) {
  await db.update(employees).set(values).where(eq(employees.id, id))
}
