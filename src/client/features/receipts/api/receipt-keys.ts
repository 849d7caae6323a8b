import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'

/** The worker's own receipts, and the paid orders still needing one. */
export const receiptKeys = {
  mine: () => endpointKey(calls.mine),
  needed: () => endpointKey(calls.needed),
}
