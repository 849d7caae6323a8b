import type { APIRequestContext } from '@playwright/test'

type FilteredOrder = {
  id: number
  orderNumber: number
  status: string
  dateTo: string
  certificateStatus: string | null
  executor: { fullName: string } | null
}

/**
 * A shift of the worker's that is over, with its act sent and waiting for them; the act is made when none is. The
 * browser tests share one demo, so which of the worker's shifts is in that state depends on the tests before.
 */
export async function actAwaiting(
  request: APIRequestContext,
  admin: Record<string, string>,
  worker: string,
): Promise<{ id: number; orderNumber: number }> {
  const answer = await request.post('/api/order/filter?size=200', { headers: admin, data: {} })
  const { content } = (await answer.json()) as { content: FilteredOrder[] }
  const over = content.filter(
    (order) =>
      order.status === 'DONE' &&
      order.executor?.fullName.startsWith(worker) &&
      Date.parse(order.dateTo) < Date.now() &&
      order.certificateStatus !== 'CONFIRMED',
  )
  const sent = over.find((order) => order.certificateStatus === 'SENT')
  if (sent) return sent
  for (const order of over) {
    const made = await request.post('/api/order/generate-completed-work-certificate', {
      headers: admin,
      data: { id: order.id },
    })
    if (made.ok()) return order
  }
  throw new Error(`no shift of ${worker} is over and waiting for its act`)
}
