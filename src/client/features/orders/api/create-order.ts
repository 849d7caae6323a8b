import { orderEndpoints } from '#contract/orders/endpoints.ts'
import type { CreateOrder } from '#contract/orders/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { orderChange } from './order-keys.ts'

/** A new order has no responses yet: its page and the tables are what change. */
export const useCreateOrder = () =>
  useChange(
    (body: CreateOrder) => call(orderEndpoints.create, { body }),
    orderChange(() => null),
  )
