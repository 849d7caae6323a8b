import type { Order } from '#contract/orders/order.ts'
import type { CreateOrder, UpdateOrder } from '#contract/orders/requests.ts'
import { scheduleMessages, withinOrderYears } from '#contract/orders/schedule.ts'
import { orderTotalKopecks, limitExceededMessage } from '#contract/orders/sums.ts'
import { toKopecks } from '#contract/common/money.ts'
import type { Executor } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import { createExecutorAssignment } from './executor-assignment.service.ts'
import { boostResetFor } from './boost-reset.ts'
import { proposeChange, splitForConsent } from './change-consent.service.ts'
import { lockedOrder as locked, orderView as view, staff } from './order-calls.ts'
import { favouritesFirstChange } from './favourites-first.ts'
import { checkNewOrders, insertNewOrders } from './order-creation.ts'
import * as repository from '../../shared/order-core/orders.repository.ts'

export type OrdersService = ReturnType<typeof createOrdersService>

const notOfferedMessage = 'Магазин не оказывает эту услугу'
const finishedMessage = 'Завершённый заказ нельзя изменить'
const actUnderReviewMessage = 'Акт у исполнителя: изменить заказ можно, когда он ответит'
const scheduleLockedMessage = 'Смена уже началась: время, магазин и услугу изменить нельзя'
const cancelledLateMessage = 'Смену отменил магазин: исполнителю положена компенсация, неявку отметить нельзя'

async function checkSumLimit(executor: Executor, order: Parameters<typeof orderTotalKopecks>[0]) {
  const { maxPaymentSum } = await readSettings(executor)
  if (orderTotalKopecks(order) > toKopecks(maxPaymentSum)) {
    const message = limitExceededMessage(maxPaymentSum)
    throw new BadInput(message, { factTariffValue: message })
  }
}

/** Times sent by staff, against the server's clock: each within the orders' years (contract rules). */
function checkYears(times: Partial<Record<'dateTime' | 'dateTo', string>>, now: Date) {
  for (const [field, value] of Object.entries(times)) {
    if (!withinOrderYears(value, now))
      throw new BadInput(scheduleMessages.outOfRange, { [field]: scheduleMessages.outOfRange })
  }
}

/**
 * The staff's calls on orders, with the executor's (executor-assignment.service.ts); every status change goes through
 * applyTransition.
 */
export function createOrdersService(deps: Parameters<typeof createExecutorAssignment>[0]) {
  const { db, clock } = deps
  const assignment = createExecutorAssignment(deps)

  return {
    view: (id: number) => view(db, id),
    ...assignment,

    /** One order by the rules every way of creating orders shares (order-creation.ts). */
    async create(employeeId: number, body: CreateOrder): Promise<Order> {
      const now = clock()
      return db.transaction(async (tx) => {
        const checked = await checkNewOrders(tx, [{ row: 0, order: body }], now, { refuseDuplicates: false })
        const [problem] = checked.problems
        if (problem) throw new BadInput(problem.message, { [problem.field]: problem.message })
        const [created] = await insertNewOrders(tx, checked.accepted, employeeId, now)
        return view(tx, created!.id)
      })
    },

    async update(employeeId: number, body: UpdateOrder): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, body.id)
        if (order.status === 'FINISHED') throw new Conflict(finishedMessage)
        const certificate = (await repository.findOrderView(tx, order.id))?.certificateStatus
        if (certificate === 'SENT' || certificate === 'CONFIRMED') throw new Conflict(actUnderReviewMessage)
        // Times go out to the second; a time sent back as it came is the same time.
        const sameSecond = (sent: string, stored: Date) =>
          Math.floor(Date.parse(sent) / 1000) === Math.floor(stored.getTime() / 1000)
        const dateTime = sameSecond(body.dateTime, order.dateTime) ? order.dateTime : new Date(body.dateTime)
        const dateTo = sameSecond(body.dateTo, order.dateTo) ? order.dateTo : new Date(body.dateTo)
        // Times sent back as they are stay as they are, however old the order.
        checkYears(
          {
            ...(dateTime === order.dateTime ? {} : { dateTime: body.dateTime }),
            ...(dateTo === order.dateTo ? {} : { dateTo: body.dateTo }),
          },
          clock(),
        )
        const scheduleChanged =
          body.serviceId !== order.serviceId ||
          body.shopId !== order.shopId ||
          dateTime !== order.dateTime ||
          dateTo !== order.dateTo
        if (scheduleChanged && (order.status === 'IN_PROGRESS' || order.status === 'DONE')) {
          throw new Conflict(scheduleLockedMessage)
        }
        const offered = await repository.shopOffersService(tx, body.shopId, body.serviceId)
        if (!offered) throw new BadInput(notOfferedMessage, { serviceId: notOfferedMessage })
        const serviceChanged = body.serviceId !== order.serviceId
        const changes = {
          serviceId: body.serviceId,
          shopId: body.shopId,
          dateTime,
          dateTo,
          description: body.description ?? null,
          comment: body.comment ?? null,
          planAssignmentsCount: body.planAssignmentsCount ?? null,
          ...favouritesFirstChange(order, body.favouritesFirstHours, clock()),
          factAssignmentsCount: body.factAssignmentsCount ?? null,
          factTariffValue: body.factTariffValue ?? null,
          factTariffPeriod: body.factTariffPeriod ?? null,
          actualTime: body.actualTime ?? null,
          planTariffValue: serviceChanged ? offered.service.planTariffValue : order.planTariffValue,
          planTariffPeriod: serviceChanged ? offered.service.planTariffPeriod : order.planTariffPeriod,
          // A minimum-hours line belongs to the act it was made with; the next act makes it again (decision 107).
          ...(order.compensationKind === 'MINIMUM_HOURS'
            ? { compensationKind: null, compensationHours: null, compensationSum: null }
            : {}),
          boostOff: body.boostOff ?? order.boostOff,
        }
        await checkSumLimit(tx, { ...order, ...changes })
        const now = clock()
        // A confirmed order's executor consents to what changes their shift (issue 49).
        const consent = splitForConsent(order, changes)
        const updated = await repository.updateOrderInStatus(tx, order.id, [order.status], {
          ...consent.now,
          ...boostResetFor(order, consent.now.planTariffValue),
          updatedAt: now,
        })
        if (!updated) throw new Conflict(finishedMessage)
        if (consent.proposed) await proposeChange(tx, order, consent.proposed, employeeId, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'order.updated',
          entity: 'order',
          entityId: order.id,
        })
        return view(tx, order.id)
      })
    },

    async setHasResponse(employeeId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (order.status === 'NEW' && (await repository.countResponses(tx, id)) === 0) {
          throw new Conflict('На заказ ещё никто не откликнулся')
        }
        await applyTransition(tx, order, 'setHasResponse', staff(employeeId), clock())
        return view(tx, id)
      })
    },

    async setInProgress(employeeId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        await applyTransition(tx, order, 'setInProgress', staff(employeeId), clock())
        return view(tx, id)
      })
    },

    /**
     * MISSING_EXECUTOR; a cancellation (CANCELED, NOT_RELEVANT) is cancellation.service.ts's, and DONE_AND_PAID
     * comes only from the executor confirming the act.
     */
    async finishMissingExecutor(employeeId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (!order.executorId) throw new Conflict('У заказа нет исполнителя')
        // The shop cancelled the shift late: the executor was not missing, and their compensation stays owed.
        if (order.compensationKind === 'LATE_CANCELLATION') throw new Conflict(cancelledLateMessage)
        await applyTransition(tx, order, 'finishMissingExecutor', staff(employeeId), clock(), {
          resolution: 'MISSING_EXECUTOR',
        })
        return view(tx, id)
      })
    },

    async setMark(employeeId: number, id: number, mark: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (!order.executorId || (order.status !== 'DONE' && order.status !== 'FINISHED')) {
          throw new Conflict('Оценить можно только выполненный заказ с исполнителем')
        }
        if (order.resolution === 'MISSING_EXECUTOR')
          throw new Conflict('Исполнитель не явился: оценка не ставится')
        await repository.updateOrderInStatus(tx, id, [order.status], { mark, updatedAt: clock() })
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId: employeeId,
          action: 'order.marked',
          entity: 'order',
          entityId: id,
          details: { mark },
        })
        return view(tx, id)
      })
    },
  }
}
