import { orderSortFields } from '#contract/orders/requests.ts'
import { parseSort } from '../../kernel/sort.ts'

/** `sort=dateTime,desc` (the default is the newest shift first). */
export const parseOrderSort = (sort: string | undefined) =>
  parseSort(sort, orderSortFields, { field: 'dateTime', direction: 'desc' })
