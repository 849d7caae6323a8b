import type { SortingState } from '@tanstack/react-table'
import type { OrderListSearch } from '#contract/orders/order-list-search.ts'
import { tableRequest } from '../../ui/use-url-table.ts'
import { ordersQueryOptions } from './api/filter-orders.ts'
import type { OrderListRequest } from './api/order-keys.ts'

/** Current orders: the nearest shift first; history: the latest first. */
export const orderListSorting = (history: boolean): SortingState => [{ id: 'dateTime', desc: history }]

/** The page of orders a table's address shows, asked alike by the route's loader and by the page. */
export function orderListRequest(search: OrderListSearch, history: boolean): OrderListRequest {
  const request = tableRequest(search, orderListSorting(history))
  return { ...request, filters: { ...request.filters, history } }
}

/** The query of that page, for the route's loader. */
export const orderListQuery = (search: OrderListSearch, history: boolean) =>
  ordersQueryOptions(orderListRequest(search, history))
