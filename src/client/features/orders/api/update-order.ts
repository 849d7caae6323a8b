import { orderEndpoints } from '#contract/orders/endpoints.ts'
import type { UpdateOrder } from '#contract/orders/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { orderChange } from './order-keys.ts'

/** The generic save of an order. */
export const useUpdateOrder = () =>
  useChange(
    (body: UpdateOrder) => call(orderEndpoints.update, { body }),
    orderChange((body: UpdateOrder) => body.id),
  )
