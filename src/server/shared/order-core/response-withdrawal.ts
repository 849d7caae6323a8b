import type { Executor } from '../../db/client.ts'
import { applyTransition, type ActorRef } from './order-transitions.ts'
import { countResponses, type OrderRow } from './orders.repository.ts'
import { deleteResponseOf } from './responses.repository.ts'

/**
 * Takes the worker's response off the order, locked by the caller: the order's last response withdrawn returns
 * it to NEW, as the order machine's `withdrawLastResponse` says. The one rule for the worker's own withdrawal,
 * their deletion and a shop's block of them.
 */
export async function withdrawResponse(
  tx: Executor,
  order: OrderRow,
  workerId: number,
  actor: ActorRef,
  at: Date,
): Promise<void> {
  await deleteResponseOf(tx, order.id, workerId)
  if (order.status === 'HAS_RESPONSE' && (await countResponses(tx, order.id)) === 0)
    await applyTransition(tx, order, 'withdrawLastResponse', actor, at)
}
