import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/completed-work-certificate/link-for-downloading`: the act's PDF, openable for 5 minutes. */
export const actLink = async (orderId: number) =>
  (
    await api.post<{ url: string; expiresAt: string }>(
      '/api/order/completed-work-certificate/link-for-downloading',
      {
        id: orderId,
      },
    )
  ).url
