import type { Executor } from '../../db/client.ts'
import { journal } from '../../db/schema/index.ts'

export type JournalEntry = {
  actorKind: 'employee' | 'worker' | 'system' | 'anonymous'
  actorId?: number | null
  action: string
  entity: string
  entityId?: string | number | null
  details?: Record<string, unknown>
  at: Date
}

/** Written in the same transaction as the change it records. */
export async function recordJournal(db: Executor, entry: JournalEntry): Promise<void> {
  await db.insert(journal).values({
    at: entry.at,
    actorKind: entry.actorKind,
    actorId: entry.actorId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
  })
}
