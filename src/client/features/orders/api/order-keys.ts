import type { ChangeEffects } from '../../../lib/endpoint-query.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import type { CallInput } from '#contract/common/endpoint.ts'
import { orderEndpoints, responseEndpoints } from '#contract/orders/endpoints.ts'
import type { Order } from '#contract/orders/order.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'

/** One server page of orders: the filters of the body and the page, size and sort of the query. */
export type OrderListRequest = { filters: OrderFilters; page: number; size: number; sort: string | undefined }

export const orderListInput = (request: OrderListRequest): CallInput<typeof orderEndpoints.filter> => ({
  body: request.filters,
  query: { page: request.page, size: request.size, sort: request.sort },
})

/** The staff's orders queries, each keyed by its call. */
export const orderKeys = {
  lists: endpointKey(orderEndpoints.filter),
  list: (request: OrderListRequest) => endpointKey(orderEndpoints.filter, orderListInput(request)),
  allNumbers: endpointKey(orderEndpoints.numbersByStatus),
  numbers: (filters: OrderFilters) => endpointKey(orderEndpoints.numbersByStatus, { body: filters }),
  detail: (id: number) => endpointKey(orderEndpoints.byId, { body: { id } }),
  responses: (id: number) => endpointKey(responseEndpoints.allForOrder, { body: { id } }),
}

/**
 * A change to one order: the answered order is the open order's data; the tables and the chips' counts may
 * move it between filters, and its responses may change with its executor. The order's id, where the change
 * names one, picks its responses.
 */
export function orderChange<Variables>(
  idOf: (variables: Variables) => number | null,
): ChangeEffects<Variables, Order> {
  return {
    writes: (order) => [orderKeys.detail(order.id)],
    invalidates: (variables) => {
      const id = idOf(variables)
      return [orderKeys.lists, orderKeys.allNumbers, ...(id === null ? [] : [orderKeys.responses(id)])]
    },
  }
}
