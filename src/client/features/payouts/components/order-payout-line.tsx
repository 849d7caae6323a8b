import { useQuery } from '@tanstack/react-query'
import { payoutEndpoints } from '#contract/payouts/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'

const statusWords = { PENDING: 'в пути', SUCCEEDED: 'получена', CANCELED: 'отменена' } as const
const tones = { PENDING: 'text-gray-700', SUCCEEDED: 'text-green-800', CANCELED: 'text-red-700' } as const

/**
 * The payout of the worker's confirmed act, when it goes through the payout provider (issue 47): its sum, where
 * it goes, how it stands, and why it was canceled. Asked again every few seconds while it is on its way.
 */
export const orderPayoutQueryOptions = (orderId: number) =>
  endpointQuery(payoutEndpoints.myOrderPayout, { query: { id: orderId } })

export function OrderPayoutLine({ orderId }: { orderId: number }) {
  const answer = useQuery({
    ...orderPayoutQueryOptions(orderId),
    refetchInterval: (query) => (query.state.data?.payout?.status === 'PENDING' ? 3_000 : false),
  })
  const payout = answer.data?.payout
  if (!payout) return null
  return (
    <p className={`text-sm ${tones[payout.status]}`} role="status">
      Выплата {payout.amount ? formatRoubles(payout.amount) : ''} {payout.destination ?? ''} —{' '}
      {statusWords[payout.status]}
      {payout.status === 'CANCELED' && payout.reason ? `. ${payout.reason}` : ''}
    </p>
  )
}
