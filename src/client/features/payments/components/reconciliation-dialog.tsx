import { useQuery } from '@tanstack/react-query'
import { displayDate, displayInstant } from '#contract/common/display-dates.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { differenceKindLabels, type PayoutDifference } from '#contract/payouts/payout-money.ts'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { payoutDifferencesQueryOptions } from '../api/payout-money.ts'

/** «Сверка»: every difference the daily reconciliation found, newest day first; they are listed, never corrected. */
export function ReconciliationDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Сверка выплат с провайдером" width={900}>
      <DialogBody>{props.open && <DifferenceList />}</DialogBody>
    </Dialog>
  )
}

function DifferenceList() {
  const list = useQuery(payoutDifferencesQueryOptions())
  if (list.isPending) return <p className="text-sm text-gray-600">Загружаем сверку…</p>
  if (list.isError) return <p className="text-sm text-red-700">Не удалось загрузить сверку</p>
  if (!list.data.differences.length)
    return <p className="text-sm text-gray-600">Расхождений нет: выплаты провайдера совпадают с учётом</p>
  return (
    <ol aria-label="Расхождения" className="divide-y divide-gray-200">
      {list.data.differences.map((difference) => (
        <DifferenceEntry key={difference.id} difference={difference} />
      ))}
    </ol>
  )
}

const sum = (value: string | null) => (value === null ? 'нет' : formatRoubles(value))
/** The provider's statuses and ours in the words of the payout line on Счета. */
const statusWords: Record<string, string> = {
  pending: 'в пути',
  succeeded: 'выплачено',
  canceled: 'отменена',
  QUEUED: 'ждёт',
  SENDING: 'отправляется',
  PENDING: 'в пути',
  SUCCEEDED: 'выплачено',
  CANCELED: 'отменена',
}
const status = (value: string | null) => (value ? ` (${statusWords[value] ?? value})` : '')

function DifferenceEntry({ difference }: { difference: PayoutDifference }) {
  const order = difference.orderNumber === null ? 'без заказа' : `заказ № ${difference.orderNumber}`
  return (
    <li className="py-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-gray-900">{differenceKindLabels[difference.kind]}</span>
        <span className="tabular-nums text-gray-500">
          за {displayDate(difference.day)} · найдено {displayInstant(difference.foundAt, { time: true })}
        </span>
      </div>
      <p className="text-gray-700">
        {order} · у провайдера: {sum(difference.providerAmount)}
        {status(difference.providerStatus)} · в учёте: {sum(difference.ledgerAmount)}
        {status(difference.ledgerStatus)}
        {difference.providerPayoutId && ` · ${difference.providerPayoutId}`}
      </p>
    </li>
  )
}
