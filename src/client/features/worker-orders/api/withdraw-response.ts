import { responseEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** Withdraw my response, by its id. */
export const withdrawResponse = (responseId: number) =>
  call(responseEndpoints.withdraw, { body: { id: responseId } })
