import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ActorKind } from '#contract/journals/journal-list-search.ts'
import type { JournalKind } from '#contract/journals/journals.ts'
import type { Executor } from '../../db/client.ts'
import { employees, journal, workers } from '../../db/schema/index.ts'

export type JournalConditions = {
  entities: readonly string[]
  kinds: readonly JournalKind[]
  who?: string | undefined
  actorKind?: ActorKind | undefined
  entityId?: string | undefined
  from?: Date | undefined
  before?: Date | undefined
}

const employeeName = sql<
  string | null
>`concat_ws(' ', ${employees.lastName}, ${employees.firstName}, ${employees.patronymic})`
const workerName = sql<
  string | null
>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (char) => `\\${char}`)

function kindCondition(kind: JournalKind): SQL {
  const entity = eq(journal.entity, kind.entity)
  return kind.actions ? and(entity, inArray(journal.action, [...kind.actions]))! : entity
}

/** Who did it is matched by the actor's name or phone, an employee's or a worker's. */
function whoCondition(who: string): SQL {
  const text = `%${escapeLike(who)}%`
  const digits = who.replace(/\D/g, '')
  const phones =
    digits.length >= 3 ? [ilike(employees.phone, `%${digits}%`), ilike(workers.phone, `%${digits}%`)] : []
  return or(ilike(employeeName, text), ilike(workerName, text), ...phones)!
}

export function journalWhere(conditions: JournalConditions): SQL {
  return and(
    inArray(journal.entity, [...conditions.entities]),
    conditions.kinds.length ? or(...conditions.kinds.map(kindCondition)) : undefined,
    conditions.who ? whoCondition(conditions.who) : undefined,
    conditions.actorKind ? eq(journal.actorKind, conditions.actorKind) : undefined,
    conditions.entityId ? eq(journal.entityId, conditions.entityId) : undefined,
    conditions.from ? gte(journal.at, conditions.from) : undefined,
    conditions.before ? lt(journal.at, conditions.before) : undefined,
  )!
}

/** A page of records with the actor's name; the newest first unless asked otherwise. */
export async function listJournal(
  db: Executor,
  where: SQL,
  page: { offset: number; limit: number; direction: 'asc' | 'desc' },
) {
  const order = page.direction === 'asc' ? asc : desc
  const rows = await db
    .select({
      id: journal.id,
      at: journal.at,
      actorKind: journal.actorKind,
      actorId: journal.actorId,
      action: journal.action,
      entity: journal.entity,
      entityId: journal.entityId,
      details: journal.details,
      employeeName,
      workerName,
    })
    .from(journal)
    .leftJoin(employees, and(eq(journal.actorKind, 'employee'), eq(journal.actorId, employees.id)))
    .leftJoin(workers, and(eq(journal.actorKind, 'worker'), eq(journal.actorId, workers.id)))
    .where(where)
    .orderBy(order(journal.at), order(journal.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db
    .select({ total: count() })
    .from(journal)
    .leftJoin(employees, and(eq(journal.actorKind, 'employee'), eq(journal.actorId, employees.id)))
    .leftJoin(workers, and(eq(journal.actorKind, 'worker'), eq(journal.actorId, workers.id)))
    .where(where)
  return { rows, total: total?.total ?? 0 }
}
