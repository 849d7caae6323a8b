import { refusalMessage, transitionFor, type OrderEvent } from '#contract/orders/order-machine.ts'
import type { OrderStatus } from '#contract/orders/enums.ts'
import type { Executor } from '../../db/client.ts'
import { Conflict } from '../../kernel/errors.ts'
import { recordJournal, type JournalEntry } from '../../kernel/journal.repository.ts'
import { noticeTransition } from './order-notices.ts'
import { closeFillState } from './releases.repository.ts'
import { countResponses, updateOrderInStatus, type OrderRow } from './orders.repository.ts'

/**
 * Who changes the order; `note` says why in the journal when it is not a person's own choice. `quiet`: the caller
 * tells of the change itself (a standby call is confirmed at once, so «Подтвердите заказ» would be wrong).
 */
export type ActorRef = { kind: JournalEntry['actorKind']; id: number | null; note?: string; quiet?: true }

/**
 * The only way an order's status changes: checks the transition table, updates only while the status is
 * still the one read (zero rows → 409), writes who, when, from and to into the journal, and queues the push
 * notifications the change calls for (noticeTransition), all in the caller's transaction.
 */
export async function applyTransition(
  tx: Executor,
  order: OrderRow,
  event: OrderEvent,
  actor: ActorRef,
  at: Date,
  changes: Partial<OrderRow> = {},
): Promise<OrderRow> {
  const transition = transitionFor(event)
  if (!transition.from.includes(order.status)) throw new Conflict(refusalMessage(order.status, event))
  const to: OrderStatus =
    transition.to === 'back'
      ? (await countResponses(tx, order.id)) > 0
        ? 'HAS_RESPONSE'
        : 'NEW'
      : transition.to
  const updated = await updateOrderInStatus(tx, order.id, [order.status], {
    ...changes,
    ...filledAtChange(order.status, to, at),
    status: to,
    updatedAt: at,
  })
  if (!updated) throw new Conflict(refusalMessage(order.status, event))
  // A release or a proposed change belongs to the confirmed assignment: it ends when the assignment does.
  if (order.status === 'CONFIRMED' && to !== 'CONFIRMED') await closeFillState(tx, order.id, at)
  await recordJournal(tx, {
    at,
    actorKind: actor.kind,
    actorId: actor.id,
    action: `order.${event}`,
    entity: 'order',
    entityId: order.id,
    details: {
      from: order.status,
      to,
      ...(Object.keys(changes).length ? { changes: Object.keys(changes) } : {}),
      // Who was chosen, for the inspector's export of assignments (decision 110).
      ...(event === 'setExecutor' && changes.executorId ? { executorId: changes.executorId } : {}),
      ...(actor.note ? { note: actor.note } : {}),
    },
  })
  if (!actor.quiet) await noticeTransition(tx, order, updated, event, actor, at)
  return updated
}

/** The fill's clock: set when an executor's confirmation fills the order, cleared when it is open again. */
function filledAtChange(from: OrderStatus, to: OrderStatus, at: Date): Pick<Partial<OrderRow>, 'filledAt'> {
  if (to === 'CONFIRMED' && from !== 'CONFIRMED') return { filledAt: at }
  if (to === 'NEW' || to === 'HAS_RESPONSE' || to === 'APPROVED') return { filledAt: null }
  return {}
}
