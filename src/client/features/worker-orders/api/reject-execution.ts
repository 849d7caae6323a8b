import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** I refuse an order I was chosen for. */
export const rejectExecution = (id: number) => call(orderEndpoints.rejectExecution, { body: { id } })
