import { useQuery } from '@tanstack/react-query'
import { displayInstant } from '#contract/common/display-dates.ts'
import { actorKindLabels } from '#contract/journals/journals.ts'
import type { ActorKind } from '#contract/journals/journal-list-search.ts'
import type { ReceiptHistoryEntry } from '#contract/receipts/receipt-care-schemas.ts'
import { receiptCheckLabels } from '#contract/receipts/receipt-checks.ts'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { receiptHistoryQueryOptions } from '../api/receipt-history.ts'

/** The journal's actor kind in words; an unknown one is shown as it is. */
const actorOf = (kind: string) => actorKindLabels[kind as ActorKind] ?? kind

/** Staff's view of an order's receipts (decision 085): what was added, checked, refused, moved or removed, and when. */
export function ReceiptHistoryDialog(props: {
  order: { id: number; orderNumber: number } | null
  onClose: () => void
}) {
  const { order } = props
  return (
    <Dialog
      open={order !== null}
      onClose={props.onClose}
      title={order ? `История чеков заказа № ${order.orderNumber}` : ''}
    >
      <DialogBody>{order && <HistoryList orderId={order.id} />}</DialogBody>
    </Dialog>
  )
}

function HistoryList({ orderId }: { orderId: number }) {
  const history = useQuery(receiptHistoryQueryOptions(orderId))
  if (history.isPending) return <p className="text-sm text-gray-600">Загружаем историю…</p>
  if (history.isError) return <p className="text-sm text-red-700">Не удалось загрузить историю чеков</p>
  if (!history.data.length)
    return <p className="text-sm text-gray-600">В журнале нет событий по чекам этого заказа</p>
  return (
    <ol aria-label="История чеков" className="divide-y divide-gray-200">
      {history.data.map((entry, index) => (
        <HistoryEntry key={index} entry={entry} />
      ))}
    </ol>
  )
}

function HistoryEntry({ entry }: { entry: ReceiptHistoryEntry }) {
  const facts = [
    entry.receiptNumber && `чек № ${entry.receiptNumber}`,
    entry.status && receiptCheckLabels[entry.status],
    entry.reason,
  ].filter(Boolean)
  return (
    <li className="py-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-gray-900">{entry.label}</span>
        <time dateTime={entry.at} className="tabular-nums text-gray-500">
          {displayInstant(entry.at, { time: true })}
        </time>
      </div>
      <p className="text-gray-600">
        {actorOf(entry.actorKind)}
        {facts.length > 0 && ` · ${facts.join(' · ')}`}
      </p>
    </li>
  )
}
