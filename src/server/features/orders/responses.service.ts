import {
  offerRequiredMessage,
  type OrderResponse,
  type StaffOrderResponse,
} from '#contract/orders/response.ts'
import { platformRulesMessages } from '#contract/platform-rules/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { Conflict, NotFound, ServiceError } from '../../kernel/errors.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import { withdrawResponse } from '../../shared/order-core/response-withdrawal.ts'
import * as orderRepository from '../../shared/order-core/orders.repository.ts'
import * as repository from '../../shared/order-core/responses.repository.ts'
import { acceptedByShopRule } from '../../shared/order-core/auto-accept.ts'
import { applyLimiter } from '../../shared/limiter/limiter.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { isOpenToWorker } from '../../shared/order-core/shop-pool.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import { acceptedRulesInForce } from '../../shared/platform-documents/documents.repository.ts'
import type { OrdersService } from './orders.service.ts'

export type ResponsesService = ReturnType<typeof createResponsesService>

const orderNotFound = 'Заказ не найден'

function toResponse(row: Awaited<ReturnType<typeof repository.responsesForOrder>>[number]): OrderResponse {
  return {
    ...row,
    rating: row.rating == null ? null : Number(row.rating),
    createdAt: row.createdAt.toISOString(),
  }
}

/** A worker's responses to orders of their city, and the contract offer they accept first. */
export function createResponsesService(deps: { db: Database; clock: Clock; orders: OrdersService }) {
  const { db, clock, orders } = deps

  /** The order as a worker may see it: in their city; anything else answers 404. */
  async function orderInWorkerCity(tx: Executor, orderId: number, workerId: number) {
    const row = await repository.lockOrderInWorkerCity(tx, orderId, workerId)
    if (!row) throw new NotFound(orderNotFound)
    return row
  }

  /**
   * After the response is stored: when the shop's rule accepts the worker, staff's set-executor is made for the
   * shop. Its own transaction, so a response another executor beat to the order simply stays; why the rule did
   * not assign (a limiter pause, the tax service's no) is journalled on the order for staff to read.
   */
  async function acceptByShopRule(orderId: number, shopId: number, workerId: number): Promise<void> {
    if (!(await acceptedByShopRule(db, shopId, workerId, clock()))) return
    try {
      await orders.setExecutor(null, orderId, workerId)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      await recordJournal(db, {
        at: clock(),
        actorKind: 'system',
        action: 'order.auto-accept-refused',
        entity: 'order',
        entityId: orderId,
        details: { workerId, reason: error.message },
      })
    }
  }

  return {
    async make(workerId: number, orderId: number): Promise<OrderResponse[]> {
      const { shopId } = await db.transaction(async (tx) => {
        const { order, offerFileId } = await orderInWorkerCity(tx, orderId, workerId)
        if (!(await isOpenToWorker(tx, orderId, workerId, clock()))) throw new NotFound(orderNotFound)
        if (order.dateTime.getTime() <= clock().getTime())
          throw new Conflict('Смена уже началась: откликнуться нельзя')
        if (offerFileId && !(await repository.hasAcceptedOffer(tx, workerId, offerFileId))) {
          throw new Conflict(offerRequiredMessage)
        }
        // Only new orders: what the worker already has they finish and are paid for (issue 45, decision 095).
        if (!(await acceptedRulesInForce(tx, workerId, businessDate(clock()))))
          throw new Conflict(platformRulesMessages.acceptRulesFirst)
        const inserted = await repository.insertResponse(tx, orderId, workerId, clock())
        if (!inserted) throw new Conflict('Вы уже откликнулись на этот заказ')
        await applyTransition(tx, order, 'respond', { kind: 'worker', id: workerId }, clock())
        return order
      })
      await acceptByShopRule(orderId, shopId, workerId)
      return (await repository.responsesOfWorker(db, workerId)).map(toResponse)
    },

    async confirmContractOffer(workerId: number, orderId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { order, offerFileId } = await orderInWorkerCity(tx, orderId, workerId)
        if (!offerFileId) throw new Conflict('У этой услуги нет договора-оферты')
        await repository.acceptOffer(tx, {
          workerId,
          serviceId: order.serviceId,
          offerFileId,
          acceptedAt: clock(),
        })
      })
    },

    /** Withdrawing: only one's own response, only before being chosen; the last one returns the order to NEW. */
    async withdraw(workerId: number, responseId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const response = await repository.findResponseById(tx, responseId)
        if (!response || response.workerId !== workerId) throw new NotFound('Отклик не найден')
        const order = await orderRepository.lockOrder(tx, response.orderId)
        if (!order) throw new NotFound(orderNotFound)
        if (order.status !== 'NEW' && order.status !== 'HAS_RESPONSE') {
          throw new Conflict(
            order.executorId === workerId
              ? 'Вы назначены исполнителем: откажитесь от выполнения заказа'
              : 'Заказ уже в работе у другого исполнителя: отклик снять нельзя',
          )
        }
        await withdrawResponse(tx, order, workerId, { kind: 'worker', id: workerId }, clock())
      })
    },

    /** With each worker's limiter pause or warning; a pause due by now is made first (decision 101). */
    async allForOrder(orderId: number): Promise<StaffOrderResponse[]> {
      if (!(await orderRepository.findOrder(db, orderId))) throw new NotFound(orderNotFound)
      const rows = (await repository.responsesForOrder(db, orderId)).map(toResponse)
      const badges = await db.transaction((tx) =>
        applyLimiter(
          tx,
          rows.map((row) => row.selfEmployedId),
          clock(),
        ),
      )
      return rows.map((row) => ({ ...row, limiter: badges.get(row.selfEmployedId) ?? null }))
    },

    /** Staff see any worker's responses; a worker only their own (another's is not found). */
    async ofWorker(user: AuthUser, workerId: number): Promise<OrderResponse[]> {
      if (user.kind === 'worker' && user.id !== workerId) throw new NotFound('Исполнитель не найден')
      return (await repository.responsesOfWorker(db, workerId)).map(toResponse)
    },
  }
}
