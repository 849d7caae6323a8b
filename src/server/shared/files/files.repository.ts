import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { files } from '../../db/schema/index.ts'

export async function insertFile(db: Executor, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning()
  return row!
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id))
  return row ?? null
}
