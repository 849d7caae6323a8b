import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** I confirm that I will do the order staff chose me for. */
export const confirmOrder = (id: number) => call(orderEndpoints.confirm, { body: { id } })
