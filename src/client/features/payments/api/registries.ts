import { actEndpoints } from '#contract/acts/endpoints.ts'
import { paymentEndpoints as calls } from '#contract/payments/endpoints.ts'
import type { PaymentSelection } from '#contract/payments/payments.ts'
import { receiptEndpoints } from '#contract/receipts/endpoints.ts'
import { call, downloadLink } from '../../../lib/api-client.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** `POST /api/order/payment-registry`: the .xlsx comes back in the answer. */
export async function downloadPaymentRegistry(selection: PaymentSelection): Promise<void> {
  saveFile(await call(calls.paymentRegistry, { body: selection }), 'Реестр платежей.xlsx')
}

/** The selected orders' acts as one PDF. */
export async function downloadActRegistry(idList: number[]): Promise<void> {
  saveFile(await call(actEndpoints.registry, { body: { idList } }), 'Реестр актов.pdf')
}

/**
 * `POST /api/tax-receipt/registry/link-for-downloading`: the link opens only for the admin who asked, so the
 * ZIP is fetched with their token rather than opened in a tab.
 */
export async function downloadReceiptsRegistry(selection: PaymentSelection): Promise<void> {
  const { url } = await call(calls.receiptsRegistryLink, { body: selection })
  saveFile(await downloadLink(url), 'Реестр чеков.zip')
}

/** `POST /api/tax-receipt/link-for-downloading`: one receipt, openable for 5 minutes. */
export async function receiptLink(id: number): Promise<string> {
  return (await call(receiptEndpoints.linkForDownloading, { body: { id } })).url
}
