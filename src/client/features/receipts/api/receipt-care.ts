import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { useEndpointChange } from '../../../lib/endpoint-query.ts'
import { navigationKeys } from '../../../shared/navigation-counts.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { receiptKeys } from './receipt-keys.ts'

/** `POST /api/tax-receipt/check-link`: what adding the link to the order would do; nothing is stored. */
export const checkReceiptLink = (orderId: number, link: string) =>
  call(calls.checkLink, { body: { orderId, link } })

/** `POST /api/tax-receipt/remove`: a receipt not VERIFIED taken back; the order then asks for a new one. */
export function useRemoveReceipt() {
  return useEndpointChange(calls.remove, {
    invalidates: [receiptKeys.mine(), receiptKeys.needed(), workerOrderKeys.paidShifts(), navigationKeys.all],
  })
}
