import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { ActorKind } from '#contract/journals/journal-list-search.ts'
import type { JournalKind } from '#contract/journals/journals.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import { employees, journal, journalTotals, workers, workerSearchName } from '../../db/schema/index.ts'
import { containing } from '../../db/like-pattern.ts'

export type JournalConditions = {
  entities: readonly string[]
  kinds: readonly JournalKind[]
  who?: MatchingActors | undefined
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

function kindCondition(kind: JournalKind): SQL {
  const entity = eq(journal.entity, kind.entity)
  return kind.actions ? and(entity, inArray(journal.action, [...kind.actions]))! : entity
}

/** The employees and workers a "who" text names: by any part of the name, or of the phone when it has 3 digits. */
export type MatchingActors = { employeeIds: number[]; workerIds: number[] }

/**
 * The actors whose name or phone contains the text, read before the journal: the people tables are small next to the
 * journal, which grows with every step of every order. With their ids as values the journal is read through its
 * index of actors instead of joining every record to its actor to compare names (decision 051).
 */
export async function matchingActors(db: Executor, who: string): Promise<MatchingActors> {
  const text = containing(who)
  const digits = who.replace(/\D/g, '')
  const byPhone = (phone: typeof employees.phone | typeof workers.phone) =>
    digits.length >= 3 ? [ilike(phone, `%${digits}%`)] : []
  const rows = await db
    .select({ kind: sql<'employee' | 'worker'>`'employee'`, id: employees.id })
    .from(employees)
    .where(or(ilike(employeeName, text), ...byPhone(employees.phone)))
    .unionAll(
      db
        .select({ kind: sql<'employee' | 'worker'>`'worker'`, id: workers.id })
        .from(workers)
        .where(or(ilike(workerSearchName(workers), text), ...byPhone(workers.phone))),
    )
  const idsOf = (kind: 'employee' | 'worker') => rows.filter((row) => row.kind === kind).map((row) => row.id)
  return { employeeIds: idsOf('employee'), workerIds: idsOf('worker') }
}

function byActors(actors: MatchingActors): SQL {
  const of = (kind: 'employee' | 'worker', ids: number[]) =>
    and(eq(journal.actorKind, kind), sql`${journal.actorId} = any(${arrayLiteral(ids)}::int[])`)!
  return or(of('employee', actors.employeeIds), of('worker', actors.workerIds))!
}

/** Only the journal's own entities: no kind, person, object or period chosen. */
const entitiesOnly = (conditions: JournalConditions) =>
  !conditions.kinds.length &&
  !conditions.who &&
  !conditions.actorKind &&
  !conditions.entityId &&
  !conditions.from &&
  !conditions.before

/**
 * The number of records the conditions let through. A journal without a filter is told by the totals the journal's
 * trigger keeps per entity (journal_totals): counting its records grew with the history (706 ms at 10 M orders).
 */
async function totalOf(db: Executor, conditions: JournalConditions): Promise<number> {
  if (entitiesOnly(conditions)) {
    const [kept] = await db
      .select({ total: sql<string | null>`sum(${journalTotals.total})` })
      .from(journalTotals)
      .where(inArray(journalTotals.entity, [...conditions.entities]))
    return Number(kept?.total ?? 0)
  }
  const [counted] = await db.select({ total: count() }).from(journal).where(journalWhere(conditions))
  return counted?.total ?? 0
}

function journalWhere(conditions: JournalConditions): SQL {
  return and(
    inArray(journal.entity, [...conditions.entities]),
    conditions.kinds.length ? or(...conditions.kinds.map(kindCondition)) : undefined,
    conditions.who ? byActors(conditions.who) : undefined,
    conditions.actorKind ? eq(journal.actorKind, conditions.actorKind) : undefined,
    conditions.entityId ? eq(journal.entityId, conditions.entityId) : undefined,
    conditions.from ? gte(journal.at, conditions.from) : undefined,
    conditions.before ? lt(journal.at, conditions.before) : undefined,
  )!
}

/** A page of records with the actor's name; the newest first unless asked otherwise. */
export async function listJournal(
  db: Executor,
  conditions: JournalConditions,
  page: { offset: number; limit: number; direction: 'asc' | 'desc' },
) {
  const where = journalWhere(conditions)
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
  return { rows, total: await totalOf(db, conditions) }
}
