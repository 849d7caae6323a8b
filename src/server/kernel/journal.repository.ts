import { sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { preparedStatement } from '../db/prepared.ts'
import { journal } from '../db/schema/index.ts'

export type JournalEntry = {
  actorKind: 'employee' | 'worker' | 'system' | 'anonymous'
  actorId?: number | null
  action: string
  entity: string
  entityId?: string | number | null
  details?: Record<string, unknown>
  at: Date
}

/** Keys of a worker's personal data (product decisions section 7): never written into the journal. */
const personalDataKey = /inn|snils|passport|card/i

/**
 * Drops personal data from a record's details at any depth. Names of changed fields (values of a `fields`
 * list) are kept: they say what changed without saying what it is.
 */
function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !personalDataKey.test(key))
        .map(([key, inner]) => [key, withoutPersonalData(inner)]),
    )
  }
  return value
}

/**
 * Every action of the product writes one entry, most of them in transactions: prepared once (decision 048). The
 * values go as PostgreSQL reads them (an instant's ISO text, the details' JSON text), so that a missing one is
 * NULL rather than what a column's encoder makes of null.
 */
const insertEntry = preparedStatement('journal_insert', (db) =>
  db.insert(journal).values({
    at: sql`${sql.placeholder('at')}::timestamptz`,
    actorKind: sql`${sql.placeholder('actorKind')}`,
    actorId: sql`${sql.placeholder('actorId')}::int`,
    action: sql`${sql.placeholder('action')}`,
    entity: sql`${sql.placeholder('entity')}`,
    entityId: sql`${sql.placeholder('entityId')}`,
    details: sql`${sql.placeholder('details')}::jsonb`,
  }),
)

/** Written in the same transaction as the change it records. */
export async function recordJournal(db: Executor, entry: JournalEntry): Promise<void> {
  await insertEntry(db).execute({
    at: entry.at.toISOString(),
    actorKind: entry.actorKind,
    actorId: entry.actorId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ? JSON.stringify(withoutPersonalData(entry.details)) : null,
  })
}

/** Many entries in multi-row INSERTs (a batch of orders writes one each), in the same transaction as the change. */
export async function recordJournalEntries(db: Executor, entries: readonly JournalEntry[]): Promise<void> {
  const rowsPerInsert = 2000
  for (let start = 0; start < entries.length; start += rowsPerInsert) {
    const rows = entries.slice(start, start + rowsPerInsert).map((entry) => ({
      at: entry.at,
      actorKind: entry.actorKind,
      actorId: entry.actorId ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ? withoutPersonalData(entry.details) : null,
    }))
    await db.insert(journal).values(rows)
  }
}
