import {
  readId,
  readIsoDate,
  readSearchTerm,
  readSomeOf,
  tableSearch,
  type TablePaging,
} from '../common/table-search.ts'
import { filterableOrderStatuses, orderSortFields, type FilterableOrderStatus } from './list-fields.ts'
import type { OrderFilters } from './requests.ts'

/**
 * The orders tables' filters as the address holds them: the server's filters but the page's own `history`,
 * and only the statuses the chips offer.
 */
export type OrderListFilters = Omit<OrderFilters, 'history' | 'statuses'> & {
  statuses?: FilterableOrderStatus[]
}
export type OrderListSearch = OrderListFilters & TablePaging

/** `validateSearch` of Текущие заявки (`/`) and История заявок (`/history`). */
export const orderListSearch = tableSearch<OrderListFilters>(
  {
    statuses: readSomeOf(filterableOrderStatuses),
    cityId: readId,
    shopId: readId,
    serviceId: readId,
    dateFrom: readIsoDate,
    dateTo: readIsoDate,
    search: readSearchTerm,
  },
  orderSortFields,
)
