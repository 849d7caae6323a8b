import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { serverSecrets } from '../../db/schema/index.ts'

/** Stores the candidate unless the secret exists; answers the stored one, so instances starting at once agree. */
export async function keepSecret(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing()
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`server secret ${name} not stored`)
  return row.value
}
