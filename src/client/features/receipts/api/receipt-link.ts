import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** `POST /api/tax-receipt/link-for-downloading`: the receipt's file, openable for 5 minutes. */
export const receiptLink = async (receiptId: number) =>
  (await call(calls.linkForDownloading, { body: { id: receiptId } })).url
