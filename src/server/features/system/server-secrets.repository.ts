import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { serverSecrets } from '../../db/schema/index.ts'

async function storedSecret(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  return row?.value
}

/**
 * The stored secret; on the first start, one made by `make` and stored unless another instance starting at once
 * stored its own first, so instances agree. A start that finds it stored makes nothing and writes nothing.
 */
export async function keepSecret(db: Executor, name: string, make: () => string): Promise<string> {
  const stored = await storedSecret(db, name)
  if (stored !== undefined) return stored
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing()
  const kept = await storedSecret(db, name)
  if (kept === undefined) throw new Error(`server secret ${name} not stored`)
  return kept
}
