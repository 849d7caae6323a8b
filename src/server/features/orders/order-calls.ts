import type { Order } from '#contract/orders/order.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import type { Executor } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import type { ActorRef } from '../../shared/order-core/order-transitions.ts'
import { toOrderView } from './order-view.ts'
import * as repository from '../../shared/order-core/orders.repository.ts'

/** What every order call starts and ends with: the order locked for the change, who changes it, the order as seen. */
export async function orderView(executor: Executor, id: number): Promise<Order> {
  const row = await repository.findOrderView(executor, id)
  if (!row) throw new NotFound('Заказ не найден')
  const settings = await readSettings(executor)
  return toOrderView(row, settings.confirmationDeadlineHours)
}

export async function lockedOrder(tx: Executor, id: number) {
  const order = await repository.lockOrder(tx, id)
  if (!order) throw new NotFound('Заказ не найден')
  return order
}

/** For the executor's own calls: another worker's order answers 404, as if it did not exist. */
export async function lockedForExecutor(tx: Executor, id: number, workerId: number) {
  const order = await repository.lockOrder(tx, id)
  if (!order || order.executorId !== workerId) throw new NotFound('Заказ не найден')
  return order
}

export const staff = (id: number): ActorRef => ({ kind: 'employee', id })
export const byShopRule: ActorRef = { kind: 'system', id: null, note: poolMessages.byShopRule }
export const worker = (id: number): ActorRef => ({ kind: 'worker', id })
