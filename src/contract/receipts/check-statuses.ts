// Plain data and small: Счета's search reader, which every first screen loads, takes the filter from here.

/** What the tax service said of a receipt added by its link (decision 030). A receipt uploaded as a file has none. */
export const receiptCheckStatuses = ['VERIFIED', 'MISMATCH', 'ANNULLED', 'UNVERIFIED'] as const
export type ReceiptCheckStatus = (typeof receiptCheckStatuses)[number]

/** Счета's filter by the receipt's check: its status, or overdue (a paid order whose deadline passed without one). */
export const receiptCheckFilters = ['OVERDUE', ...receiptCheckStatuses] as const
export type ReceiptCheckFilter = (typeof receiptCheckFilters)[number]
