import { toOffsetIso } from '#contract/common/instants.ts'
import type { CreateOrder } from '#contract/orders/requests.ts'
import {
  copyWeekLimit,
  plannerMessages,
  plannerShopsLimit,
  type CopyWeek,
  type CopyWeekOutcome,
  type PlannerWeek,
  type PlannerWeekQuery,
} from '#contract/week-planner/planner.ts'
import { weekDays } from '#contract/week-planner/week.ts'
import { bulkMessages } from '#contract/orders/bulk.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput } from '../../kernel/errors.ts'
import { checkNewOrders, insertNewOrders, type NewOrder } from './order-creation.ts'
import * as repository from './week-planner.repository.ts'

export type WeekPlannerService = ReturnType<typeof createWeekPlannerService>

const weekMs = 7 * 86_400_000

/**
 * The week planner (issue 48, item 2, decision 116): the grid's week in two reads whatever the shops, and a week
 * copied to the next by the rules of every new order (order-creation.ts). A copy that breaks one (its start has
 * passed, the next week already has that shift) is not made and is reported; the others are.
 */
export function createWeekPlannerService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async week(query: PlannerWeekQuery): Promise<PlannerWeek> {
      const shops = await repository.plannerShops(db, query, plannerShopsLimit)
      const shifts = await repository.weekShifts(
        db,
        shops.rows.map((shop) => shop.id),
        query.weekStart,
      )
      return {
        weekStart: query.weekStart,
        days: weekDays(query.weekStart),
        shops: shops.rows,
        shopsTotal: shops.total,
        shifts: shifts.map(({ utcOffset, ...shift }) => {
          const dateTime = toOffsetIso(shift.dateTime, utcOffset)
          return {
            ...shift,
            date: dateTime.slice(0, 10),
            dateTime,
            dateTo: toOffsetIso(shift.dateTo, utcOffset),
          }
        }),
      }
    },

    async copyWeek(employeeId: number, body: CopyWeek): Promise<CopyWeekOutcome> {
      const now = clock()
      return db.transaction(async (tx) => {
        const sources = await repository.weekOrdersToCopy(tx, body, body.weekStart, copyWeekLimit + 1)
        if (sources.length === 0) throw new BadInput(plannerMessages.nothingToCopy)
        if (sources.length > copyWeekLimit) throw new BadInput(plannerMessages.tooManyToCopy(copyWeekLimit))
        const rows: NewOrder[] = sources.map((source, row) => {
          const order: CreateOrder = {
            shopId: source.shopId,
            serviceId: source.serviceId,
            dateTime: toOffsetIso(new Date(source.dateTime.getTime() + weekMs), source.utcOffset),
            dateTo: toOffsetIso(new Date(source.dateTo.getTime() + weekMs), source.utcOffset),
            description: source.description,
            comment: source.comment,
            planAssignmentsCount: source.planAssignmentsCount,
            favouritesFirstHours: source.favouritesFirstHours,
            planTariffValue: source.planTariffValue,
            boostOff: source.boostOff,
          }
          return { row, order }
        })
        const checked = await checkNewOrders(tx, rows, now, { refuseDuplicates: true })
        const created = await insertNewOrders(tx, checked.accepted, employeeId, now)
        // One reason per copy, the first its rules found; a row number means nothing on the page, so a shift the
        // week holds twice (two orders of one shop, service and times) is said in words.
        const repeats = new Set(rows.map(({ row }) => bulkMessages.duplicateInBatch(row)))
        const reasons = new Map<number, string>()
        for (const problem of checked.problems)
          if (!reasons.has(problem.row))
            reasons.set(
              problem.row,
              repeats.has(problem.message) ? plannerMessages.repeated : problem.message,
            )
        return {
          created: created.length,
          refused: [...reasons].map(([row, message]) => {
            const source = sources[row]!
            return {
              orderId: source.id,
              shopName: source.shopName,
              serviceName: source.serviceName,
              dateTime: rows[row]!.order.dateTime,
              message,
            }
          }),
        }
      })
    },
  }
}
