import { DocumentTextIcon, LinkIcon } from '@heroicons/react/24/outline'
import { displayInstant } from '#contract/common/display-dates.ts'
import { replaceableStatuses } from '#contract/receipts/receipt-checks.ts'
import type { MyReceipt } from '#contract/receipts/requests.ts'
import { ReceiptStatus } from '../../../shared/receipt-status.tsx'
import { Button } from '../../../ui/button.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useRemoveReceipt } from '../api/receipt-care.ts'
import { receiptLink } from '../api/receipt-link.ts'

function ReceiptItem({ receipt }: { receipt: MyReceipt }) {
  const file = useOpenInNewTab(() => receiptLink(receipt.id))
  const titleId = `receipt-${receipt.id}-title`
  const Icon = receipt.link ? LinkIcon : DocumentTextIcon
  const refused = receipt.check && replaceableStatuses.includes(receipt.check.status)
  // Until the tax service has VERIFIED it, the worker may take a receipt back (decision 085).
  const removable = receipt.check?.status !== 'VERIFIED'
  const remove = useRemoveReceipt()
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <Icon className="mt-0.5 size-6 shrink-0 text-primary-700" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p id={titleId} className="text-sm font-semibold text-gray-900">
          Чек к заказу №{'\u00a0'}
          {receipt.orderNumber}
        </p>
        <ReceiptStatus check={receipt.check} />
        {receipt.check?.reason && (
          <p className={`text-sm ${refused ? 'text-red-800' : 'text-gray-700'}`}>{receipt.check.reason}</p>
        )}
        {refused && (
          <p className="text-sm font-medium text-red-700">
            Удалите его или добавьте новый чек к этому заказу.
          </p>
        )}
        {receipt.fileName && <p className="truncate text-sm text-gray-600">{receipt.fileName}</p>}
        <p className="text-xs text-gray-500">
          {receipt.link ? 'Добавлен' : 'Загружен'} {displayInstant(receipt.uploadedAt, { time: true })}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" loading={file.busy} aria-describedby={titleId} onClick={file.open}>
          Открыть
        </Button>
        {removable && (
          <Button
            variant="ghost"
            loading={remove.isPending}
            aria-describedby={titleId}
            onClick={() =>
              void remove.submit(
                { body: { id: receipt.id } },
                {
                  onDone: () =>
                    notify({ status: 'success', message: `Чек к заказу № ${receipt.orderNumber} удалён` }),
                },
              )
            }
          >
            Удалить
          </Button>
        )}
      </div>
    </li>
  )
}

export function ReceiptList({ receipts }: { receipts: MyReceipt[] }) {
  return (
    <ul aria-label="Мои чеки" className="space-y-3">
      {receipts.map((receipt) => (
        <ReceiptItem key={receipt.id} receipt={receipt} />
      ))}
    </ul>
  )
}
