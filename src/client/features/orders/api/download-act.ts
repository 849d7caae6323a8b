import { actEndpoints } from '#contract/acts/endpoints.ts'
import type { Order } from '#contract/orders/order.ts'
import { call } from '../../../lib/api-client.ts'

/** The act's PDF, saved as «Акт № N.pdf». */
export async function downloadAct(order: Pick<Order, 'id' | 'orderNumber'>): Promise<void> {
  const pdf = await call(actEndpoints.pdf, { body: { id: order.id } })
  const url = URL.createObjectURL(pdf)
  const link = document.createElement('a')
  link.href = url
  link.download = `Акт № ${order.orderNumber}.pdf`
  link.click()
  // The browser has taken the file once the click is handled; revoking later keeps slow ones safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Which orders have an act file to download: formed and sent, confirmed, or rejected after forming. */
export const hasActFile = (order: Pick<Order, 'certificateStatus'>) =>
  order.certificateStatus === 'SENT' ||
  order.certificateStatus === 'CONFIRMED' ||
  order.certificateStatus === 'CANCELED'
