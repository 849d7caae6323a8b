import { receiptCheckReasons, replaceableStatuses } from '#contract/receipts/receipt-checks.ts'
import type { Executor } from '../../db/client.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import * as repository from './receipts.repository.ts'

/**
 * The receipt the payout provider registered for the worker with an order's payout (decision 113), handed to
 * the payouts by app.ts. It lands in Чеки as a receipt given by its link does: UNVERIFIED and due for the check
 * at once, so the check that exists makes it VERIFIED; the order needs no receipt from the worker from then on.
 * Stored in the transaction that records the payout SUCCEEDED, which happens once. A receipt the worker gave
 * already stays, unless the check refused it.
 */
export function receiptStepsForPayouts() {
  return {
    async registered(tx: Executor, receipt: { orderId: number; receiptNumber: string; now: Date }) {
      const { orderId, receiptNumber, now } = receipt
      const target = await repository.receiptTarget(tx, orderId)
      const workerId = target?.order.executorId
      if (!target?.workerInn || !workerId) return
      const existing = await repository.receiptOfOrder(tx, orderId)
      const replaceable = existing?.status ? replaceableStatuses.includes(existing.status) : false
      const stored = !existing || replaceable
      if (existing && replaceable) await repository.deleteReceipt(tx, existing.id)
      if (stored) {
        const receiptId = await repository.insertReceipt(tx, {
          orderId,
          workerId,
          fileId: null,
          uploadedAt: now,
        })
        await repository.insertCheck(tx, {
          receiptId,
          sellerInn: target.workerInn,
          receiptNumber,
          status: 'UNVERIFIED',
          reason: receiptCheckReasons.byProvider,
          checkedAt: now,
          nextCheckAt: now,
          attempts: 0,
        })
      }
      await recordJournal(tx, {
        at: now,
        actorKind: 'system',
        action: 'receipt.registered',
        entity: 'order',
        entityId: orderId,
        details: { receiptNumber, ...(stored ? {} : { keptReceiptId: existing?.id }) },
      })
    },
  }
}
