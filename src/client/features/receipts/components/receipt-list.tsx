import { DocumentTextIcon } from '@heroicons/react/24/outline'
import { displayInstant } from '#contract/common/display-dates.ts'
import type { MyReceipt } from '#contract/receipts/requests.ts'
import { Button } from '../../../ui/button.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { receiptLink } from '../api/receipt-link.ts'

function ReceiptItem({ receipt }: { receipt: MyReceipt }) {
  const file = useOpenInNewTab(() => receiptLink(receipt.id))
  const titleId = `receipt-${receipt.id}-title`
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <DocumentTextIcon className="size-6 shrink-0 text-primary-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-sm font-semibold text-gray-900">
          Чек к заказу №{'\u00a0'}
          {receipt.orderNumber}
        </p>
        <p className="truncate text-sm text-gray-600">{receipt.fileName}</p>
        <p className="text-xs text-gray-500">Загружен {displayInstant(receipt.uploadedAt, { time: true })}</p>
      </div>
      <Button variant="secondary" loading={file.busy} aria-describedby={titleId} onClick={file.open}>
        Открыть
      </Button>
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
