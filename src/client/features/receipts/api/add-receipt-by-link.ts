import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import type { MyReceipt } from '#contract/receipts/requests.ts'
import { useEndpointChange } from '../../../lib/endpoint-query.ts'
import { navigationKeys } from '../../../shared/navigation-counts.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { receiptKeys } from './receipt-keys.ts'

/**
 * `POST /api/tax-receipt/by-link`: the receipt is checked at «Мой налог» and stored with its verdict. The answer is
 * one receipt, not a list the page shows: my receipts, the orders needing one and the badges refresh instead.
 */
export function useAddReceiptByLink(effects: { onSuccess: (receipt: MyReceipt) => void }) {
  return useEndpointChange(calls.byLink, {
    invalidates: [receiptKeys.mine(), receiptKeys.needed(), workerOrderKeys.paidShifts(), navigationKeys.all],
    onSuccess: effects.onSuccess,
    // The form tells a refusal under the link, from the mutation's error: no snackbar besides.
    onError: () => undefined,
  })
}
