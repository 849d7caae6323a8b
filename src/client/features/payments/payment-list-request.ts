import type { SortingState } from '@tanstack/react-table'
import type { PaymentListSearch } from '#contract/payments/payment-list-search.ts'
import { tableRequest } from '../../ui/use-url-table.ts'
import type { PaymentListRequest } from './api/payment-keys.ts'
import { paymentsQueryOptions } from './api/payments-list.ts'

/** The latest payments first. */
export const paymentListSorting: SortingState = [{ id: 'dateTime', desc: true }]

/** The page of payments the address shows, asked alike by the route's loader and by the page. */
export const paymentListRequest = (search: PaymentListSearch): PaymentListRequest =>
  tableRequest(search, paymentListSorting)

/** The query of that page, for the route's loader. */
export const paymentListQuery = (search: PaymentListSearch) =>
  paymentsQueryOptions(paymentListRequest(search))
