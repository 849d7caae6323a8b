import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { PeopleFilters } from '#contract/workers/people.ts'
import type { Executor } from '../../db/client.ts'
import { cities, citizenships, funds, services, workers, workerSearchName } from '../../db/schema/index.ts'
import { containing } from '../../db/like-pattern.ts'

const fullName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
// Only a deleted worker, who is in no list, has these erased.
const phone = sql<string>`coalesce(${workers.phone}, '')`
const birthDate = sql<string>`coalesce(${workers.birthDate}::text, '')`
const rating = sql<
  string | null
>`(select round(avg(o.mark)::numeric, 1) from orders o where o.executor_id = ${workers.id} and o.status = 'FINISHED' and o.mark is not null)`

/** The filters but the search (`searchCondition`). */
function peopleConditions(filters: PeopleFilters): SQL {
  const conditions: SQL[] = [
    filters.confirmed
      ? inArray(workers.state, ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'])
      : eq(workers.state, 'NOT_CONFIRMED_SELF_EMPLOYED'),
  ]
  if (filters.cityId) conditions.push(eq(workers.cityId, filters.cityId))
  if (filters.citizenshipId) conditions.push(eq(workers.citizenshipId, filters.citizenshipId))
  if (filters.fundId) conditions.push(eq(workers.fundId, filters.fundId))
  if (filters.selfEmployedServiceId)
    conditions.push(eq(workers.selfEmployedServiceId, filters.selfEmployedServiceId))
  if (filters.blocked !== undefined) {
    conditions.push(
      filters.blocked
        ? eq(workers.state, 'BLOCKED_SELF_EMPLOYED')
        : sql`${workers.state} <> 'BLOCKED_SELF_EMPLOYED'`,
    )
  }
  return and(...conditions)!
}

/**
 * The workers a search names, through the trigram indexes: by any part of the full name, or of the phone or the INN
 * when the text holds three digits or more. With digits, a union of one statement per index, each planned for its
 * own index: one `OR` of the three was planned as a scan of every worker when the digits were common ones
 * (decision 053).
 */
function searchCondition(db: Executor, search: string): SQL {
  const byName = ilike(workerSearchName(workers), containing(search))
  const digits = search.replace(/\D/g, '')
  if (digits.length < 3) return byName
  const matching = (condition: SQL) => db.select({ id: workers.id }).from(workers).where(condition)
  const ids = union(
    matching(byName),
    matching(ilike(workers.phone, `%${digits}%`)),
    matching(ilike(workers.inn, `%${digits}%`)),
  )
  return inArray(workers.id, ids)
}

/**
 * A page of Люди or Новые люди, and the count of all its rows. Without a search the page is read along the index of
 * its order. A search's page is sorted from its matches: its workers are ordered by `last_name || ''`, which no index
 * holds, so PostgreSQL sorts them. Read along the name's index, a surname's workers lie together: the page of a
 * common surname late in the alphabet was found only after most of the index, which PostgreSQL, counting on matches
 * spread evenly, chose for its first 20 rows (decision 053).
 */
export async function listPeople(
  db: Executor,
  filters: PeopleFilters,
  page: { page: number; size: number; newestFirst: boolean },
) {
  const search =
    filters.search && filters.search.length >= 3 ? searchCondition(db, filters.search) : undefined
  const where = and(peopleConditions(filters), search)
  const nameOrder = search ? sql`${workers.lastName} || ''` : workers.lastName
  const rows = await db
    .select({
      id: workers.id,
      state: workers.state,
      fullName,
      phone,
      inn: workers.inn,
      card: workers.paymentCardNumber,
      city: cities.name,
      citizenship: citizenships.name,
      fund: funds.name,
      position: services.fullName,
      bankStatus: workers.bankStatus,
      bankChangedFields: workers.bankChangedFields,
      rating,
      createdAt: workers.createdAt,
      confirmedAt: workers.confirmedAt,
      blockedUntil: workers.blockedUntil,
    })
    .from(workers)
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .innerJoin(citizenships, eq(citizenships.id, workers.citizenshipId))
    .innerJoin(funds, eq(funds.id, workers.fundId))
    .innerJoin(services, eq(services.id, workers.selfEmployedServiceId))
    .where(where)
    .orderBy(page.newestFirst ? desc(workers.createdAt) : asc(nameOrder), desc(workers.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size)
  const [total] = await db.select({ total: count() }).from(workers).where(where)
  return { rows, total: total?.total ?? 0 }
}

export async function confirmedForRegistry(db: Executor) {
  return db
    .select({
      id: workers.id,
      fullName,
      phone,
      inn: workers.inn,
      snils: workers.snils,
      birthDate,
      card: workers.paymentCardNumber,
      passportSeries: workers.passportSeries,
      passportNumber: workers.passportNumber,
      city: cities.name,
      bankStatus: workers.bankStatus,
      confirmedAt: workers.confirmedAt,
    })
    .from(workers)
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .where(eq(workers.state, 'SELF_EMPLOYED'))
    .orderBy(asc(workers.lastName), asc(workers.id))
}

/** Whether a deleted worker's account, whose INN is kept with their documents, had this INN. */
export async function innOfDeletedWorker(db: Executor, inn: string): Promise<boolean> {
  if (!inn) return false
  const [row] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.inn, inn), eq(workers.state, 'DELETED_SELF_EMPLOYED')))
    .limit(1)
  return row !== undefined
}
