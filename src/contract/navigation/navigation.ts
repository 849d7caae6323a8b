import { z } from 'zod'

/** Sections whose opening is remembered, so badges count only what is new since (spec section 7). */
export const sectionSchema = z.enum(['SE_ORDERS', 'SE_ORDER_RESPONSES'], { error: 'Неизвестный раздел' })
export type Section = z.infer<typeof sectionSchema>

export const saveOpeningSchema = z.object({ section: sectionSchema })

export const countSchema = z.object({ totalElements: z.number().int() })

/** The worker's badges in one answer: a phone on a poor network makes one request per route change. */
export const navigationCountsSchema = z.object({
  availableOrders: z.number().int(),
  orderResponses: z.number().int(),
  currentOrders: z.number().int(),
  confirmations: z.number().int(),
  /** Paid orders still without a valid receipt (decision 030). */
  receiptsNeeded: z.number().int(),
  /** The earliest of their deadlines, `YYYY-MM-DD`; null when none is needed. */
  receiptDueBy: z.string().nullable(),
  /** Whether that deadline has passed. */
  receiptOverdue: z.boolean(),
})
export type NavigationCounts = z.infer<typeof navigationCountsSchema>
