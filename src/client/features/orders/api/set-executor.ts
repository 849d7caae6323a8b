import { orderEndpoints } from '#contract/orders/endpoints.ts'
import type { SetExecutor } from '#contract/orders/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { orderChange } from './order-keys.ts'

/** «На подтверждение исполнителю». */
export const useSetExecutor = () =>
  useChange(
    (body: SetExecutor) => call(orderEndpoints.setExecutor, { body }),
    orderChange((body: SetExecutor) => body.id),
  )
