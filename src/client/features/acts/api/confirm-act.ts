import { actEndpoints } from '#contract/acts/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** With the order's id: the work is done as the act says. */
export const confirmAct = (orderId: number) => call(actEndpoints.confirm, { body: { id: orderId } })
