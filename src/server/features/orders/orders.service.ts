import type { OrderResolution } from '#contract/orders/enums.ts'
import type { Order } from '#contract/orders/order.ts'
import type { CreateOrder, UpdateOrder } from '#contract/orders/requests.ts'
import { scheduleMessages, startsInPast, withinOrderYears } from '#contract/orders/schedule.ts'
import { orderTotalKopecks, limitExceededMessage } from '#contract/orders/sums.ts'
import { toKopecks } from '#contract/common/money.ts'
import { npdMessages } from '#contract/npd/npd.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { NpdStatusService } from '../../kernel/npd/npd-status.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { applyTransition, type ActorRef } from '../../kernel/orders/order-transitions.ts'
import { favouritesFirst, favouritesFirstChange } from './favourites-first.ts'
import { toOrderView } from './order-view.ts'
import * as repository from '../../kernel/orders/orders.repository.ts'
import { deleteResponseOf, findResponse } from '../../kernel/orders/responses.repository.ts'

export type OrdersService = ReturnType<typeof createOrdersService>

const notOfferedMessage = 'Магазин не оказывает эту услугу'
const finishedMessage = 'Завершённый заказ нельзя изменить'
const actUnderReviewMessage = 'Акт у исполнителя: изменить заказ можно, когда он ответит'
const scheduleLockedMessage = 'Смена уже началась: время, магазин и услугу изменить нельзя'

/** The staff's calls on orders and the executor's answers; every status change goes through applyTransition. */
export function createOrdersService(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock } = deps

  async function view(executor: Executor, id: number): Promise<Order> {
    const row = await repository.findOrderView(executor, id)
    if (!row) throw new NotFound('Заказ не найден')
    const settings = await readSettings(executor)
    return toOrderView(row, settings.confirmationDeadlineHours)
  }

  async function locked(tx: Executor, id: number) {
    const order = await repository.lockOrder(tx, id)
    if (!order) throw new NotFound('Заказ не найден')
    return order
  }

  /** For the executor's own calls: another worker's order answers 404, as if it did not exist. */
  async function lockedForExecutor(tx: Executor, id: number, workerId: number) {
    const order = await repository.lockOrder(tx, id)
    if (!order || order.executorId !== workerId) throw new NotFound('Заказ не найден')
    return order
  }

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

  const staff = (id: number): ActorRef => ({ kind: 'employee', id })
  const byShopRule: ActorRef = { kind: 'system', id: null, note: poolMessages.byShopRule }
  const worker = (id: number): ActorRef => ({ kind: 'worker', id })

  return {
    view: (id: number) => view(db, id),

    async create(employeeId: number, body: CreateOrder): Promise<Order> {
      const now = clock()
      checkYears({ dateTime: body.dateTime, dateTo: body.dateTo }, now)
      if (startsInPast(body.dateTime, now))
        throw new BadInput(scheduleMessages.startsInPast, { dateTime: scheduleMessages.startsInPast })
      return db.transaction(async (tx) => {
        const offered = await repository.shopOffersService(tx, body.shopId, body.serviceId)
        if (!offered) throw new BadInput(notOfferedMessage, { serviceId: notOfferedMessage })
        const id = await repository.insertOrder(tx, {
          serviceId: body.serviceId,
          shopId: body.shopId,
          dateTime: new Date(body.dateTime),
          dateTo: new Date(body.dateTo),
          description: body.description ?? null,
          comment: body.comment ?? null,
          planAssignmentsCount: body.planAssignmentsCount ?? null,
          ...favouritesFirst(body.favouritesFirstHours, now),
          planTariffValue: offered.service.planTariffValue,
          planTariffPeriod: offered.service.planTariffPeriod,
          createdAt: now,
          updatedAt: now,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'order.created',
          entity: 'order',
          entityId: id,
          details: { to: 'NEW' },
        })
        return view(tx, id)
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
        }
        await checkSumLimit(tx, changes)
        const now = clock()
        const updated = await repository.updateOrderInStatus(tx, order.id, [order.status], {
          ...changes,
          updatedAt: now,
        })
        if (!updated) throw new Conflict(finishedMessage)
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

    /** By staff, or (employeeId null) by the shop's auto-accept rule: the same checks, the same transition. */
    async setExecutor(employeeId: number | null, id: number, workerId: number): Promise<Order> {
      await askNpdBeforeAssignment(employeeId, id, workerId)
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        const { responded, confirmed } = await respondent(tx, id, workerId)
        if (!responded)
          throw new BadInput('Этот исполнитель не откликался на заказ', {
            selfEmployedId: 'Исполнитель не откликался',
          })
        if (!confirmed) throw new Conflict('Исполнитель не подтверждён или заблокирован')
        await refuseUnlessSelfEmployed(tx, workerId)
        const now = clock()
        await applyTransition(
          tx,
          order,
          'setExecutor',
          employeeId === null ? byShopRule : staff(employeeId),
          now,
          {
            executorId: workerId,
            approvedAt: now,
          },
        )
        return view(tx, id)
      })
    },

    async confirmExecution(workerId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await lockedForExecutor(tx, id, workerId)
        await applyTransition(tx, order, 'confirmExecution', worker(workerId), clock())
        return view(tx, id)
      })
    },

    async rejectExecution(workerId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await lockedForExecutor(tx, id, workerId)
        await deleteResponseOf(tx, id, workerId)
        await applyTransition(tx, order, 'rejectExecution', worker(workerId), clock(), {
          executorId: null,
          approvedAt: null,
        })
        return view(tx, id)
      })
    },

    async removeExecutor(employeeId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (order.executorId) await deleteResponseOf(tx, id, order.executorId)
        await applyTransition(tx, order, 'removeExecutor', staff(employeeId), clock(), {
          executorId: null,
          approvedAt: null,
        })
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

    /** MISSING_EXECUTOR, CANCELED or NOT_RELEVANT; DONE_AND_PAID comes only from the executor confirming the act. */
    async finish(
      employeeId: number,
      id: number,
      resolution: Exclude<OrderResolution, 'DONE_AND_PAID'>,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (resolution === 'MISSING_EXECUTOR') {
          if (!order.executorId) throw new Conflict('У заказа нет исполнителя')
          await applyTransition(tx, order, 'finishMissingExecutor', staff(employeeId), clock(), {
            resolution,
          })
        } else {
          await applyTransition(tx, order, 'cancel', staff(employeeId), clock(), { resolution })
        }
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

  /**
   * Issue #22: the tax service is asked about a worker who could be assigned, before the order is locked (a
   * slow answer holds no lock). Its answer, or its silence, is kept; the refusal is decided under the lock.
   */
  async function askNpdBeforeAssignment(employeeId: number | null, orderId: number, workerId: number) {
    if ((await respondent(db, orderId, workerId)).confirmed)
      await deps.npd.refresh(
        workerId,
        employeeId === null ? { kind: 'system' } : { kind: 'employee', id: employeeId },
        'assignment',
      )
  }

  /** A worker the tax service says is not self-employed is not assigned; unknown is not a no. */
  async function refuseUnlessSelfEmployed(tx: Executor, workerId: number) {
    const status = await deps.npd.stored(tx, workerId)
    if (status?.registered === false)
      throw new Conflict(npdMessages.notRegisteredForAssignment(status.requestDate))
  }

  async function respondent(tx: Executor, orderId: number, workerId: number) {
    const response = await findResponse(tx, orderId, workerId)
    return { responded: Boolean(response), confirmed: response?.workerState === 'SELF_EMPLOYED' }
  }
}
