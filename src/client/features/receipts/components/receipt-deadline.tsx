import { ExclamationTriangleIcon } from '@heroicons/react/24/outline'
import { receiptDueText } from '#contract/receipts/deadlines.ts'
import type { ReceiptNeeded } from '#contract/receipts/requests.ts'

/** The nearest receipt deadline above the page: amber while it is ahead, red once it has passed. */
export function ReceiptDeadline({ nearest, count }: { nearest: ReceiptNeeded; count: number }) {
  const tone = nearest.overdue
    ? 'bg-red-50 text-red-900 ring-red-600/20'
    : 'bg-amber-50 text-amber-900 ring-amber-600/25'
  return (
    <div role="status" className={`flex gap-3 rounded-xl p-4 ring-1 ring-inset ${tone}`}>
      <ExclamationTriangleIcon className="size-6 shrink-0" aria-hidden />
      <div className="space-y-0.5 text-sm">
        <p className="font-semibold">
          {receiptDueText(nearest.dueDate)}
          {nearest.overdue ? ' — срок прошёл' : ''}
        </p>
        <p>
          {count === 1
            ? `Заказ № ${nearest.orderNumber} оплачен, а чека к нему ещё нет.`
            : `Оплаченных заказов без чека: ${count}. Ближайший срок — заказ № ${nearest.orderNumber}.`}{' '}
          Без чека до этого дня налоговая штрафует на 20 % суммы.
        </p>
      </div>
    </div>
  )
}
