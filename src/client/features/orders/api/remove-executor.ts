import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { orderChange } from './order-keys.ts'

export const useRemoveExecutor = () =>
  useChange(
    (id: number) => call(orderEndpoints.removeExecutor, { body: { id } }),
    orderChange((id: number) => id),
  )
