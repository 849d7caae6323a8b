import { useQueryClient } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { finishCalls, type FinishCall, type FinishValues } from '../finish-form.ts'
import { rememberMaxPayment } from './max-payment.ts'
import { orderKeys } from './order-keys.ts'

const send = (step: FinishCall) => call(step.endpoint, { body: step.body })

/**
 * The finish sequence of spec section 4, one call after another; the first failure stops it. A save refused
 * for the sum teaches the form the limit for the next try. Whichever call stopped it, the order, the tables
 * and the counts refresh.
 */
export function useFinishOrder() {
  const queryClient = useQueryClient()
  return useChange(
    async ({ order, values }: { order: Order; values: FinishValues }) => {
      for (const step of finishCalls(order, values)) {
        await send(step).catch((error: unknown) => {
          rememberMaxPayment(queryClient, error)
          throw error
        })
      }
    },
    {
      invalidates: ({ order }) => [
        orderKeys.detail(order.id),
        orderKeys.lists,
        orderKeys.allNumbers,
        orderKeys.responses(order.id),
      ],
    },
  )
}
