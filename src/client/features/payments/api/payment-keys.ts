import type { PaymentFilters } from '#contract/payments/payments.ts'

/** One server page of payments: the filters of the body and the page, size and sort of the query. */
export type PaymentListRequest = {
  filters: PaymentFilters
  page: number
  size: number
  sort: string | undefined
}
