import { actEndpoints } from '#contract/acts/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** With the order's id: staff correct the facts and resend. */
export const rejectAct = (orderId: number) => call(actEndpoints.reject, { body: { id: orderId } })
