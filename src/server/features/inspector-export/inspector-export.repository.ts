import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import {
  appeals,
  cities,
  documentAcceptances,
  employees,
  orders,
  payouts,
  platformDocuments,
  restrictions,
  shops,
  taxReceipts,
  workers,
} from '../../db/schema/index.ts'
import { sumKopecks } from '../../shared/order-core/order-sums.repository.ts'

/** The export's period: from the first instant of its first day to the first instant after its last (Moscow). */
export type Period = { from: Date; to: Date }

const within = (column: PgColumn, period: Period) => and(gte(column, period.from), lt(column, period.to))

const workerName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
const nameOf = (table: { lastName: PgColumn; firstName: PgColumn; patronymic: PgColumn }) =>
  sql<string | null>`nullif(concat_ws(' ', ${table.lastName}, ${table.firstName}, ${table.patronymic}), '')`
const publisher = alias(employees, 'publisher')
const maker = alias(employees, 'maker')
const lifter = alias(employees, 'lifter')
const decider = alias(employees, 'decider')

/** Every version published before the period's end: the ones in force during it and those announced. */
export function documentVersions(db: Executor, period: Period) {
  return db
    .select({
      kind: platformDocuments.kind,
      version: platformDocuments.version,
      publishedAt: platformDocuments.publishedAt,
      publishedBy: nameOf(publisher),
      effectiveFrom: platformDocuments.effectiveFrom,
      changes: platformDocuments.changes,
      acceptances: sql<number>`(select count(*)::int from document_acceptances a where a.document_id = ${platformDocuments.id})`,
    })
    .from(platformDocuments)
    .leftJoin(publisher, eq(publisher.id, platformDocuments.publishedBy))
    .where(lt(platformDocuments.publishedAt, period.to))
    .orderBy(asc(platformDocuments.kind), asc(platformDocuments.version))
}

/** Acceptances of one kind of document given, or (a consent) withdrawn, within the period. */
export function acceptances(db: Executor, kind: 'rules' | 'consent', period: Period) {
  return db
    .select({
      workerName,
      inn: workers.inn,
      version: platformDocuments.version,
      acceptedAt: documentAcceptances.acceptedAt,
      address: documentAcceptances.address,
      userAgent: documentAcceptances.userAgent,
      withdrawnAt: documentAcceptances.withdrawnAt,
    })
    .from(documentAcceptances)
    .innerJoin(platformDocuments, eq(platformDocuments.id, documentAcceptances.documentId))
    .innerJoin(workers, eq(workers.id, documentAcceptances.workerId))
    .where(
      and(
        eq(platformDocuments.kind, kind),
        or(within(documentAcceptances.acceptedAt, period), within(documentAcceptances.withdrawnAt, period)),
      ),
    )
    .orderBy(asc(documentAcceptances.acceptedAt), asc(documentAcceptances.id))
}

/** Restrictions in force at some moment of the period: begun before its end, not ended or lifted before its start. */
export function restrictionsInPeriod(db: Executor, period: Period) {
  return db
    .select({
      id: restrictions.id,
      workerName,
      inn: workers.inn,
      kind: restrictions.kind,
      shopName: shops.name,
      reasonCode: restrictions.reasonCode,
      reason: restrictions.reason,
      startsAt: restrictions.startsAt,
      endsAt: restrictions.endsAt,
      madeBy: nameOf(maker),
      rulesVersion: restrictions.rulesVersion,
      liftedAt: restrictions.liftedAt,
      liftedBy: nameOf(lifter),
      appeals: sql<number>`(select count(*)::int from appeals ap where ap.restriction_id = ${restrictions.id})`,
    })
    .from(restrictions)
    .innerJoin(workers, eq(workers.id, restrictions.workerId))
    .leftJoin(shops, eq(shops.id, restrictions.shopId))
    .leftJoin(maker, eq(maker.id, restrictions.createdBy))
    .leftJoin(lifter, eq(lifter.id, restrictions.liftedBy))
    .where(
      and(
        lt(restrictions.startsAt, period.to),
        or(isNull(restrictions.endsAt), gte(restrictions.endsAt, period.from)),
        or(isNull(restrictions.liftedAt), gte(restrictions.liftedAt, period.from)),
      ),
    )
    .orderBy(asc(restrictions.startsAt), asc(restrictions.id))
}

/** Appeals submitted or decided within the period, with the restriction they are against. */
export function appealsInPeriod(db: Executor, period: Period) {
  return db
    .select({
      id: appeals.id,
      restrictionId: appeals.restrictionId,
      restrictionKind: restrictions.kind,
      reasonCode: restrictions.reasonCode,
      workerName,
      inn: workers.inn,
      text: appeals.text,
      state: appeals.state,
      submittedAt: appeals.submittedAt,
      dueAt: appeals.dueAt,
      decidedAt: appeals.decidedAt,
      decidedBy: nameOf(decider),
      decisionReason: appeals.decisionReason,
    })
    .from(appeals)
    .innerJoin(restrictions, eq(restrictions.id, appeals.restrictionId))
    .innerJoin(workers, eq(workers.id, appeals.workerId))
    .leftJoin(decider, eq(decider.id, appeals.decidedBy))
    .where(or(within(appeals.submittedAt, period), within(appeals.decidedAt, period)))
    .orderBy(asc(appeals.submittedAt), asc(appeals.id))
}

/** The paid orders (finished, act confirmed) whose shift started within the period, with their payout. */
export function paymentsInPeriod(db: Executor, period: Period) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      dateTime: orders.dateTime,
      utcOffset: cities.utcOffset,
      shopName: shops.name,
      workerName,
      inn: workers.inn,
      sumKopecks,
      sendToBankStatus: orders.sendToBankStatus,
      bankSentAt: orders.bankSentAt,
      payoutState: payouts.state,
      paidAt: payouts.paidAt,
      receipt: sql<boolean>`${taxReceipts.id} is not null`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
    .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'FINISHED'),
        eq(orders.resolution, 'DONE_AND_PAID'),
        within(orders.dateTime, period),
      ),
    )
    .orderBy(asc(orders.dateTime), asc(orders.id))
}
