import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderFilters } from '#contract/orders/requests.ts'

/** One server page of orders: the filters of the body and the page, size and sort of the query. */
export type OrderListRequest = { filters: OrderFilters; page: number; size: number; sort: string | undefined }

/** Every orders query lives under `['orders']`, so a change to any order refreshes them all at once. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (request: OrderListRequest) => [...orderKeys.all, 'list', request] as const,
  numbers: (filters: OrderFilters) => [...orderKeys.all, 'numbers', filters] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  responses: (id: number) => [...orderKeys.all, 'responses', id] as const,
}

/** A call that changes orders: the tables, counts and the open order refresh after it, failed or not. */
export function useOrderMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
