import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

/** «На подтверждение исполнителю»: `POST /api/order/set-executor`. */
export const useSetExecutor = () =>
  useOrderMutation((body: { id: number; selfEmployedId: number }) =>
    api.post<Order>('/api/order/set-executor', body),
  )
