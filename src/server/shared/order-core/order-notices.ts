import { pushMessages } from '#contract/notifications/messages.ts'
import { confirmationDeadline } from '#contract/orders/confirmation-deadline.ts'
import type { OrderEvent } from '#contract/orders/order-machine.ts'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import type { Executor } from '../../db/client.ts'
import type { OrderRow } from './orders.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { enqueueNotification, wantsNotification, type Recipient } from '../notifications/enqueue.ts'
import { orderAuthor, orderFacts, workerShortName } from './order-facts.repository.ts'

/**
 * What a status change tells whom (issue 23), called by applyTransition in the change's transaction: the
 * executor that staff set hears the order awaits their confirmation, with the deadline; the executor hears
 * of the act sent to them; the order's author hears of its first response, of the executor's refusal and of a
 * released order nobody took by the shop's cutoff.
 */
export async function noticeTransition(
  tx: Executor,
  before: OrderRow,
  after: OrderRow,
  event: OrderEvent,
  actor: { kind: string; id: number | null },
  at: Date,
): Promise<void> {
  const told = toldOf(before, after, event, actor)
  if (!told) return
  // Most people have no device: nothing more is read for them.
  const to = 'to' in told ? told.to : await authorOf(tx, after.id)
  if (!to || !(await wantsNotification(tx, to, told.kind))) return
  const found = await orderFacts(tx, after.id)
  if (!found) return
  const { facts } = found
  switch (told.kind) {
    case 'awaitingConfirmation': {
      const { confirmationDeadlineHours } = await readSettings(tx)
      const approvedAt = after.approvedAt ?? at
      const deadline = confirmationDeadline(
        { approvedAt, dateTime: after.dateTime },
        confirmationDeadlineHours,
      )
      await enqueueNotification(tx, to, pushMessages.awaitingConfirmation(facts, deadline), at)
      return
    }
    case 'actSent':
      await enqueueNotification(tx, to, pushMessages.actSent(facts), at)
      return
    case 'firstResponse':
    case 'executorRejected':
    case 'replacementUnfilled': {
      const name = await workerShortName(tx, told.worker)
      await enqueueNotification(tx, to, pushMessages[told.kind](facts, name), at)
    }
  }
}

async function authorOf(tx: Executor, orderId: number): Promise<Recipient | null> {
  const author = await orderAuthor(tx, orderId)
  return author ? { kind: 'employee', id: author } : null
}

type Told =
  | { kind: 'awaitingConfirmation' | 'actSent'; to: { kind: 'worker'; id: number } }
  | { kind: 'firstResponse' | 'executorRejected' | 'replacementUnfilled'; worker: number }

function toldOf(
  before: OrderRow,
  after: OrderRow,
  event: OrderEvent,
  actor: { kind: string; id: number | null },
): Told | null {
  if (event === 'setExecutor' && after.executorId)
    return { kind: 'awaitingConfirmation', to: { kind: 'worker', id: after.executorId } }
  if (event === 'generateAct' && after.executorId)
    return { kind: 'actSent', to: { kind: 'worker', id: after.executorId } }
  if (event === 'respond' && before.status === 'NEW' && actor.kind === 'worker' && actor.id)
    return { kind: 'firstResponse', worker: actor.id }
  if (event === 'rejectExecution' && before.executorId)
    return { kind: 'executorRejected', worker: before.executorId }
  if (event === 'replacementCutoff' && before.executorId)
    return { kind: 'replacementUnfilled', worker: before.executorId }
  return null
}

/** The executor hears that their payment went to the bank: called when the bank has it (order SENT). */
export async function noticePaymentSent(tx: Executor, orderId: number, at: Date): Promise<void> {
  const found = await orderFacts(tx, orderId)
  const executorId = found?.row.order.executorId
  if (!found || !executorId) return
  const message = pushMessages.paymentSent(found.facts, orderTotalKopecks(found.row.order))
  await enqueueNotification(tx, { kind: 'worker', id: executorId }, message, at)
}
