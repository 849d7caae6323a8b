import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { useChange } from '../../../lib/endpoint-query.ts'
import { orderChange } from './order-keys.ts'

export type CancelResolution = 'CANCELED' | 'NOT_RELEVANT'

/** Cancelling is finishing with CANCELED or NOT_RELEVANT: `orderEndpoints.finish`. */
export const useCancelOrder = () =>
  useChange(
    (body: { id: number; resolution: CancelResolution }) => call(orderEndpoints.finish, { body }),
    orderChange((body) => body.id),
  )
