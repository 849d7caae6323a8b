import type { ReactNode } from 'react'
import { formatRoubles } from '#contract/common/kopecks.ts'
import type { Payment } from '#contract/payments/payments.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useRetryPayout } from '../api/retry-payout.ts'
import { ClippedLine } from './clipped-line.tsx'

type Payout = NonNullable<Payment['payout']>

const statusWords = { PENDING: 'в пути', SUCCEEDED: 'выплачено', CANCELED: 'отменена' } as const
const tones = { PENDING: 'text-gray-700', SUCCEEDED: 'text-green-800', CANCELED: 'text-red-700' } as const
const methodWords = { CARD: 'на карту', SBP: 'по СБП' } as const

/** The payout through the provider under the bank's status: its sum, method, where it stands and why canceled. */
export function PayoutLine({ payout, onRetry }: { payout: Payout; onRetry: () => void }) {
  const where = payout.destination ?? (payout.method ? methodWords[payout.method] : null)
  const what = ['Выплата', payout.amount && formatRoubles(payout.amount), where].filter(Boolean).join(' ')
  // A payout on its way with a reason waits for the daily limit or the balance (decision 104): the reason says so.
  const held = payout.status === 'PENDING' && payout.reason !== null
  const words = [
    held ? what : `${what} — ${statusWords[payout.status]}`,
    payout.status === 'SUCCEEDED' ? null : payout.reason,
  ]
    .filter(Boolean)
    .join('. ')
  return (
    <>
      <ClippedLine label={words} className={tones[payout.status]}>
        {words}
      </ClippedLine>
      {payout.status === 'CANCELED' && (
        <Button
          variant="secondary"
          block
          className="mt-1 min-h-9 whitespace-nowrap px-2!"
          onClick={(event) => {
            event.stopPropagation()
            onRetry()
          }}
        >
          Повторить выплату
        </Button>
      )}
    </>
  )
}

/** Staff's retry of a canceled payout, asked to confirm first: the function to call and the dialog to render. */
export function usePayoutRetry(): [(payment: Payment) => void, ReactNode] {
  const [confirm, confirmDialog] = useConfirm()
  const retry = useRetryPayout()
  const retryPayout = async (payment: Payment) => {
    const confirmed = await confirm({
      title: 'Повторить выплату?',
      message: `Выплата по заказу № ${payment.orderNumber} уйдёт исполнителю снова — по способу выплаты, который указан у него сейчас.`,
      confirmLabel: 'Повторить выплату',
    })
    if (!confirmed) return
    await retry.submit(
      { body: { id: payment.id } },
      {
        onDone: () =>
          notify({
            status: 'success',
            message: `Выплата по заказу № ${payment.orderNumber} отправлена снова`,
          }),
      },
    )
  }
  return [(payment) => void retryPayout(payment), confirmDialog]
}
