import { receiptEndpoints } from '#contract/receipts/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** `POST /api/tax-receipt/history`: an order's receipt events from the journal, read when the dialog opens. */
export const receiptHistoryQueryOptions = (orderId: number) =>
  endpointQuery(receiptEndpoints.history, { body: { id: orderId } })
