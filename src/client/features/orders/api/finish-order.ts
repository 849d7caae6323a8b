import { useQueryClient } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { finishCalls, type FinishValues } from '../finish-form.ts'
import { rememberMaxPayment } from './max-payment.ts'
import { useOrderMutation } from './order-keys.ts'

/**
 * The finish sequence of spec section 4, one call after another; the first failure stops it. A save refused
 * for the sum teaches the form the limit for the next try.
 */
export function useFinishOrder() {
  const queryClient = useQueryClient()
  return useOrderMutation(async ({ order, values }: { order: Order; values: FinishValues }) => {
    for (const call of finishCalls(order, values)) {
      await api.post<unknown>(call.url, call.body).catch((error: unknown) => {
        rememberMaxPayment(queryClient, error)
        throw error
      })
    }
  })
}
