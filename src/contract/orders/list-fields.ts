import type { OrderStatus } from './labels.ts'

/** The statuses the staff's order tables filter by (their chips), read from the page's address. */
export const filterableOrderStatuses = [
  'NEW',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
] as const satisfies OrderStatus[]
export type FilterableOrderStatus = (typeof filterableOrderStatuses)[number]

/** What the staff's order tables sort by. */
export const orderSortFields = ['dateTime', 'orderNumber', 'createdAt', 'status'] as const
export type OrderSortField = (typeof orderSortFields)[number]
