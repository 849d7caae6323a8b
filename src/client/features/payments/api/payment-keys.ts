import type { PaymentFilters } from '#contract/payments/payments.ts'

/** One server page of payments: the filters of the body and the page, size and sort of the query. */
export type PaymentListRequest = {
  filters: PaymentFilters
  page: number
  size: number
  sort: string | undefined
}

/** Every payments query lives under `['payments']`, so a send refreshes the table and its totals at once. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (request: PaymentListRequest) => [...paymentKeys.all, 'list', request] as const,
}
