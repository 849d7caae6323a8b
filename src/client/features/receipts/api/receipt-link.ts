import { api } from '../../../lib/api-client.ts'

/** `POST /api/tax-receipt/link-for-downloading`: the receipt's file, openable for 5 minutes. */
export const receiptLink = async (receiptId: number) =>
  (
    await api.post<{ url: string; expiresAt: string }>('/api/tax-receipt/link-for-downloading', {
      id: receiptId,
    })
  ).url
