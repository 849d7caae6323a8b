import { and, desc, eq, isNull, lt, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { apiKeys, employees } from '../../db/schema/index.ts'

export async function insertApiKey(
  db: Executor,
  values: {
    name: string
    secretHash: string
    scopes: string[]
    allowedAddresses: string[]
    issuedBy: number
    at: Date
  },
): Promise<number> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, createdAt: values.at })
    .returning({ id: apiKeys.id })
  return row!.id
}

export function liveApiKeys(db: Executor) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      allowedAddresses: apiKeys.allowedAddresses,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(isNull(apiKeys.revokedAt))
    .orderBy(desc(apiKeys.id))
}

export async function revokeApiKey(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
  return rows.length > 0
}

/** A live key whose issuer is still staff: what a call with it may do. */
export async function findLiveApiKey(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      allowedAddresses: apiKeys.allowedAddresses,
      issuedBy: apiKeys.issuedBy,
    })
    .from(apiKeys)
    .innerJoin(employees, eq(employees.id, apiKeys.issuedBy))
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), isNull(employees.deletedAt)))
  return row ?? null
}

/** Notes the key's use at most once a minute, so a busy system does not write on every call. */
export async function noteApiKeyUse(db: Executor, id: number, at: Date): Promise<void> {
  const minuteAgo = new Date(at.getTime() - 60_000)
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))))
}
