import { toOffsetIso } from '#contract/common/instants.ts'
import { toKopecks } from '#contract/common/money.ts'
import { bulkMessages } from '#contract/orders/bulk.ts'
import { scheduleMessages, startsInPast } from '#contract/orders/schedule.ts'
import { limitExceededMessage, orderTotalKopecks } from '#contract/orders/sums.ts'
import {
  seriesMessages,
  type SeriesCreate,
  type SeriesCreated,
  type SeriesUpdated,
  type SeriesUpdateRest,
} from '#contract/week-planner/series.ts'
import { addDays, mondayOf, shiftOn } from '#contract/week-planner/week.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, NotFound, RowsRefused } from '../../kernel/errors.ts'
import { recordJournalEntries } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { updateOrderInStatus, type OrderRow } from '../../shared/order-core/orders.repository.ts'
import { boostResetFor } from './boost-reset.ts'
import { byRow, checkNewOrders, insertNewOrders, type NewOrder } from './order-creation.ts'
import * as repository from './order-series.repository.ts'

export type OrderSeriesService = ReturnType<typeof createOrderSeriesService>

const russianDate = (iso: string) => iso.split('-').reverse().join('.')

/** The series' days: the chosen weekdays of `weeks` weeks from `dateFrom`'s week, none before `dateFrom`. */
function seriesDays(body: SeriesCreate): string[] {
  const monday = mondayOf(body.dateFrom)
  const weekdays = [...new Set(body.weekdays)].sort((a, b) => a - b)
  const days: string[] = []
  for (let week = 0; week < body.weeks; week++)
    for (const weekday of weekdays) {
      const day = addDays(monday, week * 7 + weekday - 1)
      if (day >= body.dateFrom) days.push(day)
    }
  return days
}

/** Why an order of the rest stays as it is: nobody may have taken it and its shift must be ahead. */
function reasonToSkip(order: OrderRow, now: Date): string | null {
  if (order.status === 'FINISHED') return seriesMessages.finished
  if (order.status === 'IN_PROGRESS' || order.status === 'DONE' || order.dateTime <= now)
    return seriesMessages.started
  if (order.executorId !== null || order.status === 'APPROVED' || order.status === 'CONFIRMED')
    return seriesMessages.taken
  return null
}

/**
 * Recurring series (issue 48, item 2, decision 116). A series is made as `create-many` makes orders: every day's
 * order by the rules of new orders, duplicates refused, all days or none. Its rest changes at once only where
 * nobody has taken the order and its shift is ahead; the rest is reported, each with why.
 */
export function createOrderSeriesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async create(employeeId: number, body: SeriesCreate): Promise<SeriesCreated> {
      const now = clock()
      const days = seriesDays(body)
      if (days.length === 0) throw new BadInput(seriesMessages.noDays, { weekdays: seriesMessages.noDays })
      return db.transaction(async (tx) => {
        const utcOffset = await repository.shopOffset(tx, body.shopId)
        if (utcOffset === null)
          throw new BadInput(seriesMessages.shopNotFound, { shopId: seriesMessages.shopNotFound })
        const rows: NewOrder[] = days.map((day, row) => ({
          row,
          order: {
            shopId: body.shopId,
            serviceId: body.serviceId,
            ...shiftOn(day, body.startTime, body.endTime, utcOffset),
            description: body.description,
            comment: null,
            planAssignmentsCount: body.planAssignmentsCount,
            planTariffValue: body.planTariffValue,
            favouritesFirstHours: body.favouritesFirstHours,
          },
        }))
        const checked = await checkNewOrders(tx, rows, now, { refuseDuplicates: true })
        if (checked.problems.length > 0) {
          const errors = byRow(checked.problems).map(({ row, message }) => ({
            row,
            message: seriesMessages.day(russianDate(days[row]!), message),
          }))
          throw new RowsRefused(bulkMessages.refused(new Set(errors.map((error) => error.row)).size), errors)
        }
        const seriesId = await repository.insertSeries(tx, body.shopId, now)
        const created = await insertNewOrders(
          tx,
          checked.accepted.map((accepted) => ({ ...accepted, values: { ...accepted.values, seriesId } })),
          employeeId,
          now,
        )
        return {
          seriesId,
          orders: created.map(({ row, id, orderNumber }) => ({
            id,
            orderNumber,
            dateTime: rows[row]!.order.dateTime,
          })),
        }
      })
    },

    async updateRest(employeeId: number, body: SeriesUpdateRest): Promise<SeriesUpdated> {
      const now = clock()
      return db.transaction(async (tx) => {
        const anchor = await repository.seriesOf(tx, body.id)
        if (!anchor) throw new NotFound('Заказ не найден')
        if (anchor.seriesId === null) throw new BadInput(seriesMessages.notInSeries)
        const rest = await repository.lockSeriesFrom(tx, anchor.seriesId, anchor.dateTime)
        const { maxPaymentSum } = await readSettings(tx)
        const outcome: SeriesUpdated = { changed: [], skipped: [] }
        const updates: { order: OrderRow; values: Partial<OrderRow> }[] = []
        for (const { order, utcOffset, serviceTariff } of rest) {
          const day = toOffsetIso(order.dateTime, utcOffset).slice(0, 10)
          const times = shiftOn(day, body.startTime, body.endTime, utcOffset)
          const ref = {
            id: order.id,
            orderNumber: order.orderNumber,
            dateTime: toOffsetIso(order.dateTime, utcOffset),
          }
          const reason =
            reasonToSkip(order, now) ??
            (startsInPast(times.dateTime, now) ? scheduleMessages.startsInPast : null)
          if (reason) {
            outcome.skipped.push({ ...ref, message: reason })
            continue
          }
          const tariff = body.planTariffValue ?? serviceTariff
          // The same rate as before keeps the order's rises (decision 106); another one starts them anew.
          const sameTariff = toKopecks(tariff) === toKopecks(order.boostBaseTariff ?? order.planTariffValue)
          const values = {
            dateTime: new Date(times.dateTime),
            dateTo: new Date(times.dateTo),
            description: body.description ?? null,
            planAssignmentsCount: body.planAssignmentsCount ?? null,
            ...(sameTariff ? {} : { planTariffValue: tariff, ...boostResetFor(order, tariff) }),
          }
          if (orderTotalKopecks({ ...order, ...values }) > toKopecks(maxPaymentSum)) {
            const message = limitExceededMessage(maxPaymentSum)
            throw new BadInput(message, { planTariffValue: message })
          }
          updates.push({ order, values })
          outcome.changed.push({ ...ref, dateTime: toOffsetIso(values.dateTime, utcOffset) })
        }
        for (const { order, values } of updates)
          await updateOrderInStatus(tx, order.id, [order.status], { ...values, updatedAt: now })
        await recordJournalEntries(
          tx,
          updates.map(({ order, values }) => ({
            at: now,
            actorKind: 'employee' as const,
            actorId: employeeId,
            action: 'order.updated',
            entity: 'order',
            entityId: order.id,
            details: { changes: Object.keys(values), series: anchor.seriesId },
          })),
        )
        return outcome
      })
    },
  }
}
