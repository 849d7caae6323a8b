import { and, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { fromKopecks } from '#contract/common/kopecks.ts'
import { ratingOf, type MarkCount } from '#contract/rating/rating.ts'
import type { Worker } from '#contract/workers/worker.ts'
import { announceChange } from '../../db/changes.ts'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { cities, citizenships, funds, orders, services, workers } from '../../db/schema/index.ts'
import { businessYear } from '../../kernel/local-day.ts'
import { npdStatusOf } from '../npd/npd.repository.ts'
import { payoutsBetween } from '../order-core/order-sums.repository.ts'
import { reliabilityOf } from '../order-core/releases.repository.ts'

/**
 * How many of each mark staff gave the worker's finished orders (product decisions section 4): what the rating is
 * made of, by the contract's one formula (decision 110).
 */
export async function workerMarks(db: Executor, workerId: number): Promise<MarkCount[]> {
  const rows = await db
    .select({ mark: orders.mark, count: count() })
    .from(orders)
    .where(and(eq(orders.executorId, workerId), eq(orders.status, 'FINISHED'), isNotNull(orders.mark)))
    .groupBy(orders.mark)
    .orderBy(desc(orders.mark))
  return rows.map((row) => ({ mark: row.mark!, count: row.count }))
}

/** The worker's whole profile; `now` names the calendar year whose payouts `paidThisYear` sums. */
export async function findWorker(db: Executor, id: number, now: Date): Promise<Worker | null> {
  const [row] = await db
    .select({ worker: workers, citizenship: citizenships, city: cities, fund: funds, service: services })
    .from(workers)
    .innerJoin(citizenships, eq(citizenships.id, workers.citizenshipId))
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .innerJoin(funds, eq(funds.id, workers.fundId))
    .innerJoin(services, eq(services.id, workers.selfEmployedServiceId))
    .where(eq(workers.id, id))
  if (!row) return null
  const { worker, citizenship, city, fund, service } = row
  // A deleted worker's erased phone and dates read as empty, like the other erased values.
  return {
    id: worker.id,
    state: worker.state,
    phone: worker.phone ?? '',
    lastName: worker.lastName,
    firstName: worker.firstName,
    patronymic: worker.patronymic,
    birthDate: worker.birthDate ?? '',
    gender: worker.gender,
    citizenship: { id: citizenship.id, code: citizenship.code, name: citizenship.name },
    city: { id: city.id, name: city.name },
    paymentCardNumber: worker.paymentCardNumber,
    inn: worker.inn,
    snils: worker.snils,
    passportSeries: worker.passportSeries,
    passportNumber: worker.passportNumber,
    passportIssueDate: worker.passportIssueDate ?? '',
    passportDepartmentCode: worker.passportDepartmentCode,
    passportIssuedBy: worker.passportIssuedBy,
    passportBirthPlace: worker.passportBirthPlace,
    address: worker.address,
    selfEmployed: worker.selfEmployed,
    fund: { id: fund.id, name: fund.name, guid: fund.guid },
    selfEmployedService: { id: service.id, fullName: service.fullName, zupId: service.zupId },
    bankStatus: worker.bankStatus,
    bankChangedFields: worker.bankChangedFields,
    blockedUntil: worker.blockedUntil?.toISOString() ?? null,
    rating: ratingOf(await workerMarks(db, worker.id)).rating,
    reliability: await reliabilityOf(db, worker.id),
    createdAt: worker.createdAt.toISOString(),
    confirmedAt: worker.confirmedAt?.toISOString() ?? null,
    npd: npdStatusOf(worker),
    paidThisYear: await paidThisYear(db, worker.id, now),
    version: worker.version,
  }
}

async function paidThisYear(db: Executor, workerId: number, now: Date) {
  const { from, to } = businessYear(now)
  return fromKopecks((await payoutsBetween(db, [workerId], from, to)).get(workerId) ?? 0)
}

/** The new worker's id, or 0 when the phone is registered already; a taken document fails as unique_violation. */
export async function insertWorker(db: Executor, values: typeof workers.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(workers)
    .values(values)
    .onConflictDoNothing({ target: workers.phone })
    .returning({ id: workers.id })
  return row?.id ?? 0
}

export type StoredWorker = typeof workers.$inferSelect

/** The worker's row, locked until the transaction ends, so changes of one worker happen one after another. */
export async function lockWorker(db: Executor, id: number): Promise<StoredWorker | null> {
  const [row] = await db.select().from(workers).where(eq(workers.id, id)).for('update')
  return row ?? null
}

type Documents = {
  inn: string
  snils: string
  paymentCardNumber: string
  passportSeries?: string | null
  passportNumber: string
}

/** Whose documents are no clash: the worker being edited, or the phone being registered (its own row). */
export type DocumentsOwner = { id: number } | { phone: string }

/**
 * The documents of other workers that are not deleted (the unique indexes' condition) matching these:
 * what is already taken, never whose.
 */
export async function takenDocuments(db: Executor, documents: Documents, owner: DocumentsOwner) {
  return db
    .select({
      inn: workers.inn,
      snils: workers.snils,
      paymentCardNumber: workers.paymentCardNumber,
      passportSeries: workers.passportSeries,
      passportNumber: workers.passportNumber,
    })
    .from(workers)
    .where(
      and(
        ne(workers.state, 'DELETED_SELF_EMPLOYED'),
        'id' in owner ? ne(workers.id, owner.id) : ne(workers.phone, owner.phone),
        or(
          eq(workers.inn, documents.inn),
          eq(workers.snils, documents.snils),
          eq(workers.paymentCardNumber, documents.paymentCardNumber),
          and(
            sql`coalesce(${workers.passportSeries}, '') = ${documents.passportSeries ?? ''}`,
            eq(workers.passportNumber, documents.passportNumber),
          ),
        ),
      ),
    )
}

export async function referencesExist(
  db: Executor,
  ids: { citizenshipId: number; cityId: number; fundId: number; selfEmployedServiceId: number },
) {
  const [citizenship] = await db.select().from(citizenships).where(eq(citizenships.id, ids.citizenshipId))
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, ids.cityId))
  const [fund] = await db.select({ id: funds.id }).from(funds).where(eq(funds.id, ids.fundId))
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, ids.selfEmployedServiceId), eq(services.archived, false)))
  return {
    citizenship: citizenship ?? null,
    city: Boolean(city),
    fund: Boolean(fund),
    service: Boolean(service),
  }
}

export async function updateWorker(
  db: Executor,
  id: number,
  values: PgUpdateSetSource<typeof workers>,
): Promise<boolean> {
  const rows = await db.update(workers).set(values).where(eq(workers.id, id)).returning({ id: workers.id })
  // The state is the worker's role: a confirmation, a block or a deletion applies on every instance at once.
  if (values.state !== undefined) await announceChange(db, { of: 'worker', id })
  return rows.length === 1
}

/**
 * The worker's city and its UTC offset, prepared once. Lists pass them on as values: a statement that took them
 * from a sub-select would be planned without knowing the city (decision 024).
 */
const workerCity = preparedStatement('worker_city', (db) =>
  db
    .select({ id: cities.id, utcOffset: cities.utcOffset })
    .from(workers)
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .where(eq(workers.id, sql.placeholder('workerId'))),
)
export function preparedWorkerCity(db: Executor) {
  return async (workerId: number) => {
    const [row] = await workerCity(db).execute({ workerId })
    return row ?? null
  }
}
