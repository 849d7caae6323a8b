import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PeopleFilters } from '#contract/workers/people.ts'
import type { Executor } from '../../db/client.ts'
import { cities, citizenships, funds, services, workers } from '../../db/schema/index.ts'
import { containing } from '../../db/like-pattern.ts'

const fullName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
// Only a deleted worker, who is in no list, has these erased.
const phone = sql<string>`coalesce(${workers.phone}, '')`
const birthDate = sql<string>`coalesce(${workers.birthDate}::text, '')`
const rating = sql<
  string | null
>`(select round(avg(o.mark)::numeric, 1) from orders o where o.executor_id = ${workers.id} and o.status = 'FINISHED' and o.mark is not null)`

export function peopleConditions(filters: PeopleFilters): SQL {
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
  if (filters.search && filters.search.length >= 3) {
    const text = containing(filters.search)
    const digits = filters.search.replace(/\D/g, '')
    conditions.push(
      or(
        ilike(fullName, text),
        ...(digits.length >= 3
          ? [ilike(workers.phone, `%${digits}%`), ilike(workers.inn, `%${digits}%`)]
          : []),
      )!,
    )
  }
  return and(...conditions)!
}

export async function listPeople(
  db: Executor,
  where: SQL,
  page: { page: number; size: number; newestFirst: boolean },
) {
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
    .orderBy(page.newestFirst ? desc(workers.createdAt) : asc(workers.lastName), desc(workers.id))
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
