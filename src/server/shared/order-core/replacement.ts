import { pushMessages } from '#contract/notifications/messages.ts'
import type { Executor } from '../../db/client.ts'
import { enqueueNotification } from '../notifications/enqueue.ts'
import { orderFacts } from './order-facts.repository.ts'
import { applyTransition } from './order-transitions.ts'
import type { OrderRow } from './orders.repository.ts'
import { endRelease, workersToTell, type ReleaseRow } from './releases.repository.ts'
import { deleteResponseOf } from './responses.repository.ts'

/**
 * The shop's cutoff came and nobody took the released order: the releasing worker is freed, the order opens to
 * responses again and its author hears of it (order-notices.ts). Called by the release itself when it comes
 * after the cutoff, and by the order steps otherwise; the caller holds the order's lock.
 */
export async function unfillRelease(tx: Executor, order: OrderRow, release: ReleaseRow, at: Date) {
  if (!(await endRelease(tx, release.id, 'UNFILLED', at))) return
  if (order.executorId) await deleteResponseOf(tx, order.id, order.executorId)
  await applyTransition(tx, order, 'replacementCutoff', { kind: 'system', id: null }, at, {
    executorId: null,
    approvedAt: null,
  })
}

/** «Срочная замена» to the workers the order is open to: the shop's favourites first, the city after them. */
export async function tellOfReplacement(tx: Executor, order: OrderRow, favouritesOnly: boolean, at: Date) {
  const workerIds = await workersToTell(tx, order, favouritesOnly, at)
  if (!workerIds.length) return
  const found = await orderFacts(tx, order.id)
  if (!found) return
  const message = pushMessages.urgentReplacement(found.facts)
  for (const id of workerIds) await enqueueNotification(tx, { kind: 'worker', id }, message, at)
}
