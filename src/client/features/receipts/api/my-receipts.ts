import { queryOptions } from '@tanstack/react-query'
import type { MyReceipt } from '#contract/receipts/requests.ts'
import { api } from '../../../lib/api-client.ts'
import { receiptKeys } from './receipt-keys.ts'

/** `GET /api/tax-receipt/my`: my receipts, newest first. */
export const myReceiptsQueryOptions = queryOptions({
  queryKey: receiptKeys.mine(),
  queryFn: () => api.get<MyReceipt[]>('/api/tax-receipt/my'),
})
