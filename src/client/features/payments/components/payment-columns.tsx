import { certificateStatusLabels } from '#contract/acts/enums.ts'
import { displayDate } from '#contract/common/display-dates.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Payment } from '#contract/payments/payments.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { formatRub } from '../../../shared/format/money-format.ts'
import { receiptLink } from '../api/registries.ts'
import { BankStatusChip } from '../../../shared/bank-status-chip.tsx'
import { NpdStatusText, YearlyPayouts } from '../../../shared/npd/npd-status.tsx'
import { ReceiptStatus } from '../../../shared/receipt-status.tsx'
import { receiptDueText } from '#contract/receipts/deadlines.ts'
import { SelectBox } from './select-box.tsx'

const column = dataColumnHelper<Payment>()

export type PageSelection = {
  isSelected: (id: number) => boolean
  toggle: (id: number, on: boolean) => void
  page: 'all' | 'some' | 'none'
  togglePage: (on: boolean) => void
}

const unit: Record<Payment['tariffPeriod'], string> = { Hour: 'ч', Order: 'шт.', Shift: 'смена' }

/** The Счета table: sortable columns carry the server's sort field names as their ids. */
export function paymentColumns(selection: PageSelection): DataColumn<Payment>[] {
  return [
    column.display({
      id: 'select',
      meta: { icon: true },
      header: () => (
        <SelectBox
          label="Выбрать все платежи на странице"
          checked={selection.page === 'all'}
          mixed={selection.page === 'some'}
          onChange={selection.togglePage}
        />
      ),
      cell: ({ row }) => (
        <SelectBox
          label={`Выбрать платёж по заказу № ${row.original.orderNumber}`}
          checked={selection.isSelected(row.original.id)}
          onChange={(on) => selection.toggle(row.original.id, on)}
        />
      ),
    }),
    column.accessor('dateTime', {
      header: 'Заказ',
      meta: { fit: true },
      cell: ({ row }) => (
        <>
          <span className="font-semibold tabular-nums">№ {row.original.orderNumber}</span>
          <span className="block tabular-nums text-gray-500">{displayDate(row.original.dateTime)}</span>
        </>
      ),
    }),
    column.display({
      id: 'shop',
      header: 'Магазин и услуга',
      meta: { className: 'min-w-36' },
      cell: ({ row }) => (
        <>
          {row.original.shop.name}
          <span className="block text-gray-500">
            {row.original.shop.city.name} · {row.original.service.fullName}
          </span>
        </>
      ),
    }),
    column.display({
      id: 'executor',
      header: 'Исполнитель',
      meta: { className: 'min-w-52' },
      cell: ({ row }) => (
        <>
          {row.original.executor.fullName}
          <span className="block text-xs text-gray-500 tabular-nums">
            ИНН {row.original.executor.inn} · карта •• {row.original.executor.cardLast4}
          </span>
          {row.original.executor.bankStatus !== 'SENT' && (
            <span className="block text-xs text-amber-700">Карта не подключена в банке</span>
          )}
          <NpdStatusText status={row.original.executor.npd} className="mt-1 block text-xs" />
          <YearlyPayouts paid={row.original.executor.paidThisYear} className="mt-1" />
        </>
      ),
    }),
    column.accessor('sum', {
      header: 'Сумма',
      enableSorting: false,
      meta: { fit: true, align: 'right' },
      cell: ({ row }) => (
        <>
          <span className="font-semibold">{formatRub(row.original.sum)}</span>
          <span className="block text-xs text-gray-500" title={tariffPeriodLabels[row.original.tariffPeriod]}>
            {row.original.quantity.toLocaleString('ru-RU')} {unit[row.original.tariffPeriod]} ×{' '}
            {formatRub(row.original.tariffValue)}
          </span>
        </>
      ),
    }),
    column.display({
      id: 'documents',
      header: 'Акт и чек',
      meta: { className: 'min-w-40' },
      cell: ({ row }) => <DocumentsCell payment={row.original} />,
    }),
    column.accessor('sendToBankStatus', {
      header: 'Банк',
      enableSorting: false,
      meta: { className: 'min-w-32' },
      cell: ({ row }) => (
        <span className="inline-flex flex-col items-start gap-1">
          <BankStatusChip status={row.original.sendToBankStatus} />
          {row.original.bankFailureReason && row.original.sendToBankStatus === 'NOT_SENT' && (
            <span className="text-xs text-red-700">Банк отклонил: {row.original.bankFailureReason}</span>
          )}
        </span>
      ),
    }),
  ]
}

function DocumentsCell({ payment }: { payment: Payment }) {
  const { certificateStatus: act, receipt } = payment
  const { open, busy } = useOpenInNewTab(() => receiptLink(receipt!.id))
  return (
    <>
      <span className={`block ${act === 'CONFIRMED' ? 'text-primary-800' : 'text-amber-700'}`}>
        {act ? certificateStatusLabels[act] : 'Акта нет'}
      </span>
      {receipt ? (
        <span className="mt-1 flex flex-col items-start gap-1">
          <ReceiptStatus check={receipt.check} />
          {receipt.check?.reason && (
            <span
              className={`text-xs ${receipt.check.status === 'UNVERIFIED' ? 'text-gray-600' : 'text-red-700'}`}
            >
              {receipt.check.reason}
            </span>
          )}
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation()
              open()
            }}
            disabled={busy}
            aria-label={`Открыть чек по заказу № ${payment.orderNumber}`}
            className="rounded text-left text-xs font-medium text-primary-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            {receipt.link ? 'Чек в «Мой налог» — открыть' : 'Чек загружен — открыть'}
          </button>
        </span>
      ) : (
        <span className="block text-xs text-gray-500">Чека нет</span>
      )}
      {payment.receiptDueDate && (
        <span
          className={`block text-xs font-medium ${payment.receiptOverdue ? 'text-red-700' : 'text-amber-700'}`}
        >
          {receiptDueText(payment.receiptDueDate)}
          {payment.receiptOverdue ? ' — срок прошёл' : ''}
        </span>
      )}
    </>
  )
}
