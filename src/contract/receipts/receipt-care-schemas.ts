import { z } from 'zod'
import { receiptCheckStatuses } from './check-statuses.ts'

/** What the tax service says of a link for the chosen order, nothing stored (decision 085). */
export const receiptLinkCheckSchema = z.object({
  status: z.enum(receiptCheckStatuses),
  /** Why it is not VERIFIED, in Russian; null when it is. */
  reason: z.string().nullable(),
  /** Whether `by-link` would store it for the chosen order: VERIFIED, or UNVERIFIED while the service is silent. */
  fits: z.boolean(),
  /** Another of the worker's orders awaiting a receipt that this one fits, offered instead; null if none. */
  otherOrder: z.object({ orderId: z.number().int(), orderNumber: z.number().int() }).nullable(),
})
export type ReceiptLinkCheck = z.infer<typeof receiptLinkCheckSchema>

/** One event in a paid order's receipt history, as the staff read it. */
export const receiptHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  /** The action in the staff's words. */
  label: z.string(),
  actorKind: z.string(),
  receiptNumber: z.string().nullable(),
  status: z.enum(receiptCheckStatuses).nullable(),
  reason: z.string().nullable(),
})
export type ReceiptHistoryEntry = z.infer<typeof receiptHistoryEntrySchema>
