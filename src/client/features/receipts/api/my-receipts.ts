import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** `GET /api/tax-receipt/my`: my receipts, newest first. */
export const myReceiptsQueryOptions = endpointQuery(calls.mine)
