import { receiptCareMessages, receiptHistoryActions } from '#contract/receipts/receipt-care.ts'
import { receiptCheckStatuses, type ReceiptCheckStatus } from '#contract/receipts/check-statuses.ts'
import type { ReceiptHistoryEntry } from '#contract/receipts/receipt-care-schemas.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import * as repository from './receipts.repository.ts'

export type ReceiptCareService = ReturnType<typeof createReceiptCareService>

const text = (value: unknown) => (typeof value === 'string' ? value : null)
const statusOf = (value: unknown): ReceiptCheckStatus | null =>
  receiptCheckStatuses.find((status) => status === value) ?? null

/**
 * Decision 085: the worker takes back a receipt the tax service has not VERIFIED (a wrong one must not hold the
 * order), and the staff read every step of an order's receipts from the journal.
 */
export function createReceiptCareService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** The worker's own receipt, unless VERIFIED; the order then awaits a new one. Answers the order's id. */
    async remove(workerId: number, receiptId: number): Promise<{ orderId: number }> {
      const found = await repository.findReceipt(db, receiptId)
      if (!found || found.workerId !== workerId) throw new NotFound(receiptCareMessages.notFound)
      return db.transaction(async (tx) => {
        await lockOrder(tx, found.orderId)
        const row = await repository.findReceipt(tx, receiptId)
        if (!row) throw new NotFound(receiptCareMessages.notFound)
        if (row.check?.status === 'VERIFIED') throw new Conflict(receiptCareMessages.verifiedStays)
        await repository.deleteReceipt(tx, receiptId)
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'worker',
          actorId: workerId,
          action: 'receipt.removed',
          entity: 'order',
          entityId: row.orderId,
          details: {
            receiptNumber: row.check?.receiptNumber ?? null,
            status: row.check?.status ?? null,
            fileName: row.fileName,
          },
        })
        return { orderId: row.orderId }
      })
    },

    /** An order's receipt events, oldest first; an order without any answers an empty list. */
    async history(orderId: number): Promise<ReceiptHistoryEntry[]> {
      return (await repository.receiptEvents(db, orderId)).map((event) => {
        const details = (event.details ?? {}) as Record<string, unknown>
        const action = event.action as keyof typeof receiptHistoryActions
        return {
          at: event.at.toISOString(),
          action: event.action,
          label: receiptHistoryActions[action] ?? event.action,
          actorKind: event.actorKind,
          receiptNumber: text(details.receiptNumber),
          status: statusOf(details.status ?? details.to),
          reason: text(details.reason),
        }
      })
    },
  }
}
