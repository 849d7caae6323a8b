import { randomUUID } from 'node:crypto'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import {
  paymentMessages,
  sendResultMessage,
  type PaymentSelection,
  type SendResult,
  type SendToBankAnswer,
} from '#contract/payments/payments.ts'
import { bankDataWaitMessage } from '#contract/workers/bank-data.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { CrashPoints } from '../../crash-points.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import type { Bank } from '../../ports/bank/bank.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { createPaymentDelivery } from './payment-delivery.ts'
import { createPayoutChecks, type PayoutRefusal } from './payout-checks.ts'
import { insertAttempt } from './payment-outbox.repository.ts'
import * as bankSending from './bank-sending.repository.ts'
import * as repository from './payments.repository.ts'

/** A payment the НПД checks stop: its reason refuses the whole send when nothing else went (as changed data does). */
function refusedPayout(id: number, refusal: PayoutRefusal, waiting: Set<string>): SendResult {
  const message = sendResultMessage(refusal.outcome, refusal.orderNumber, refusal.reason)
  waiting.add(message)
  return {
    id,
    orderNumber: refusal.orderNumber,
    outcome: refusal.outcome,
    sendToBankStatus: 'NOT_SENT',
    message,
  }
}

/** Sending payments to the bank (ADMIN): each one claimed, journalled and handed over, or told why it cannot go. */
export function createSendToBank(deps: {
  db: Database
  clock: Clock
  bank: Bank
  /** BANK_RETRY_AFTER_SECONDS: how long a hand-over may go unanswered before the scheduler makes it again. */
  retryAfterMs: number
  crashPoint?: CrashPoints
  npd: NpdStatusService
}) {
  const { db, clock } = deps
  const crashPoint = deps.crashPoint ?? (() => {})
  const delivery = createPaymentDelivery(deps)
  const payoutChecks = createPayoutChecks(deps)

  /**
   * Takes one payment for the bank and writes its outbox row in the same transaction, then hands it over. A
   * crash or a lost answer after the claim leaves the row CLAIMED, and the scheduler hands it over again with
   * the same idempotency key (decision 026): the payment is made once or refused, never left hanging.
   */
  async function sendOne(employeeId: number, id: number, waiting: Set<string>): Promise<SendResult> {
    await payoutChecks.askBeforeSending(employeeId, id)
    const requestedAt = clock()
    const held: { refusal: PayoutRefusal | null } = { refusal: null }
    const attempt = await db.transaction(async (tx) => {
      held.refusal = await payoutChecks.refusal(tx, id)
      if (held.refusal) return null
      const row = await bankSending.claimForBank(tx, id, requestedAt)
      if (!row) return null
      await recordJournal(tx, {
        at: requestedAt,
        actorKind: 'employee',
        actorId: employeeId,
        action: 'payment.sent-to-bank',
        entity: 'order',
        entityId: id,
        details: { from: 'NOT_SENT', to: 'IN_PROGRESS' },
      })
      return insertAttempt(tx, {
        orderId: id,
        idempotencyKey: `payment-${id}-${randomUUID()}`,
        requestedAt,
        leaseUntil: new Date(requestedAt.getTime() + deps.retryAfterMs),
        orderNumber: row.order.orderNumber,
        amountKopecks: orderTotalKopecks(row.order),
        payee: row.payee,
      })
    })
    if (attempt) {
      crashPoint('after-payment-claim')
      const handed = await delivery.handOver(attempt, { kind: 'employee', id: employeeId })
      const outcome = {
        accepted: 'SENT_TO_BANK',
        refused: 'BANK_REFUSED',
        unanswered: 'BANK_NOT_ANSWERED',
      } as const
      const { orderNumber } = attempt
      return {
        id,
        orderNumber,
        outcome: outcome[handed.outcome],
        sendToBankStatus: handed.outcome === 'refused' ? 'NOT_SENT' : 'IN_PROGRESS',
        message: sendResultMessage(
          outcome[handed.outcome],
          orderNumber,
          handed.outcome === 'refused' ? handed.reason : undefined,
        ),
      }
    }
    if (held.refusal) return refusedPayout(id, held.refusal, waiting)
    const order = await bankSending.sendingObstacles(db, id)
    if (!order) {
      return {
        id,
        orderNumber: null,
        outcome: 'NOT_FOUND',
        sendToBankStatus: null,
        message: sendResultMessage('NOT_FOUND', id),
      }
    }
    const changedFields = order.workerChangedFields ?? []
    const outcome =
      order.status !== 'FINISHED' || order.resolution !== 'DONE_AND_PAID'
        ? 'NOT_PAYABLE'
        : order.sendToBankStatus !== 'NOT_SENT'
          ? 'ALREADY_SENT'
          : order.certificateStatus !== 'CONFIRMED'
            ? 'ACT_NOT_CONFIRMED'
            : changedFields.length > 0
              ? 'WORKER_DATA_CHANGED'
              : 'WORKER_NOT_IN_BANK'
    const reason =
      outcome === 'WORKER_DATA_CHANGED' ? bankDataWaitMessage(order.workerName, changedFields) : undefined
    if (reason) waiting.add(reason)
    return {
      id,
      orderNumber: order.orderNumber,
      outcome,
      sendToBankStatus: order.sendToBankStatus,
      message: sendResultMessage(outcome, order.orderNumber, reason),
    }
  }

  /**
   * Sends the selected payments, or every not-yet-sent payment the filters find, one by one; answers what
   * happened to each. A payment already on its way or paid is never sent again. A payment to a worker whose
   * data for the bank changed waits until staff send the new data; when that leaves nothing to send, the
   * answer is 409 naming the worker.
   */
  return async function sendToBank(
    employeeId: number,
    selection: PaymentSelection,
  ): Promise<SendToBankAnswer> {
    const filters = selection.filters
    // All filtered means the not-yet-sent among them: a filter on another bank status finds none.
    const ids = selection.idList
      ? [...new Set(selection.idList)]
      : filters?.bankStatus && filters.bankStatus !== 'NOT_SENT'
        ? []
        : await repository.paymentIds(
            db,
            repository.paymentConditions({ ...filters, bankStatus: 'NOT_SENT' }, clock()),
          )
    if (ids.length === 0) throw new BadInput(paymentMessages.nothingToSend)
    const results: SendResult[] = []
    const waiting = new Set<string>()
    for (const id of ids) results.push(await sendOne(employeeId, id, waiting))
    // Nothing was handed to the bank, and a worker's changed data is why: the send as a whole is refused.
    const handedOver = results.some((result) =>
      ['SENT_TO_BANK', 'BANK_REFUSED', 'BANK_NOT_ANSWERED'].includes(result.outcome),
    )
    if (!handedOver && waiting.size > 0) throw new Conflict([...waiting].join('; '))
    const sent = results.filter((result) => result.outcome === 'SENT_TO_BANK').length
    return { sent, refused: results.length - sent, results }
  }
}
