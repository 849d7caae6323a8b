import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** `GET /api/tax-receipt/needed`: my paid orders still needing a receipt, the nearest deadline first. */
export const receiptsNeededQueryOptions = endpointQuery(calls.needed)
