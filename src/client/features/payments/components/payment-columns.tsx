import { bankRefusalText } from '#contract/payments/payment-story.ts'
import { ArrowTopRightOnSquareIcon, ClockIcon } from '@heroicons/react/24/outline'
import { certificateStatusLabels } from '#contract/acts/enums.ts'
import { displayDate } from '#contract/common/display-dates.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Payment } from '#contract/payments/payments.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { receiptLink } from '../api/registries.ts'
import { BankStatusChip } from '../../../shared/bank-status-chip.tsx'
import { NpdStatusText, YearlyPayouts, yearlyPayoutsText } from '../../../shared/npd/npd-status.tsx'
import { npdStatusLine } from '#contract/npd/npd.ts'
import { ClippedLine } from './clipped-line.tsx'
import { PayoutLine } from './payout-cell.tsx'
import { ReceiptStatus } from '../../../shared/receipt-status.tsx'
import { receiptDueText } from '#contract/receipts/deadlines.ts'
import { SelectBox } from '../../../ui/select-box.tsx'

const column = dataColumnHelper<Payment>()

const cardNotInBank = 'Карта не подключена в банке'

export type PageSelection = {
  isSelected: (id: number) => boolean
  toggle: (id: number, on: boolean) => void
  page: 'all' | 'some' | 'none'
  togglePage: (on: boolean) => void
}

const unit: Record<Payment['tariffPeriod'], string> = { Hour: 'ч', Order: 'шт.', Shift: 'смена' }

/**
 * The Счета table: sortable columns carry the server's sort field names as their ids. `onReceiptHistory` opens an
 * order's receipt history; `retryPayout` asks to send a canceled provider payout again.
 */
export function paymentColumns(
  selection: PageSelection,
  onReceiptHistory: (payment: Payment) => void,
  retryPayout: (payment: Payment) => void,
): DataColumn<Payment>[] {
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
      cell: ({ row }) => {
        const { shop, service } = row.original
        const more = `${shop.city.name} · ${service.fullName}`
        return (
          <span className="block w-36">
            <span className="block truncate" title={shop.name}>
              {shop.name}
            </span>
            <span className="block truncate text-gray-500" title={more}>
              {more}
            </span>
          </span>
        )
      },
    }),
    column.display({
      id: 'executor',
      header: 'Исполнитель',
      cell: ({ row }) => <ExecutorCell payment={row.original} />,
    }),
    column.accessor('sum', {
      header: 'Сумма',
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row }) => {
        const { sum, quantity, tariffPeriod, tariffValue, compensation } = row.original
        const tariff = `${quantity.toLocaleString('ru-RU')} ${unit[tariffPeriod]} × ${formatRoubles(tariffValue)}`
        // The order's compensation line (decision 107): the sum above includes it.
        const line = compensation && `${compensation.label}: ${formatRoubles(compensation.sum)}`
        return (
          <span className="block w-20">
            <span className="block font-semibold">{formatRoubles(sum)}</span>
            <ClippedLine
              label={`${tariffPeriodLabels[tariffPeriod]}: ${tariff}`}
              end
              className="text-gray-500"
            >
              {tariff}
            </ClippedLine>
            {line && (
              <ClippedLine label={line} end className="text-gray-500">
                {line}
              </ClippedLine>
            )}
          </span>
        )
      },
    }),
    column.display({
      id: 'documents',
      header: 'Акт и чек',
      cell: ({ row }) => <DocumentsCell payment={row.original} onHistory={onReceiptHistory} />,
    }),
    column.accessor('sendToBankStatus', {
      header: 'Банк',
      enableSorting: false,
      cell: ({ row }) => {
        const { sendToBankStatus, payment, payout } = row.original
        // The worker is told the same refusal (decision 084).
        const refusal = payment?.step === 'BANK_REFUSED' ? bankRefusalText(payment.bankReason) : null
        return (
          <span className="block w-44">
            <BankStatusChip status={sendToBankStatus} />
            {refusal && (
              <ClippedLine label={refusal} className="text-red-700">
                {refusal}
              </ClippedLine>
            )}
            {payout && <PayoutLine payout={payout} onRetry={() => retryPayout(row.original)} />}
          </span>
        )
      },
    }),
  ]
}

function ExecutorCell({ payment }: { payment: Payment }) {
  const { executor } = payment
  const facts = [
    `ИНН ${executor.inn} · карта •• ${executor.cardLast4}`,
    ...(executor.bankStatus === 'SENT' ? [] : [cardNotInBank]),
    npdStatusLine(executor.npd),
    yearlyPayoutsText(executor.paidThisYear),
  ]
  return (
    <span className="block w-40">
      <span className="block truncate" title={executor.fullName}>
        {executor.fullName}
      </span>
      <ClippedLine label={facts.join(' · ')} className="text-gray-500 tabular-nums">
        {facts[0]}
        {executor.bankStatus !== 'SENT' && <span className="text-amber-700"> · {cardNotInBank}</span>}
        {' · '}
        <NpdStatusText status={executor.npd} />
        {' · '}
        <YearlyPayouts paid={executor.paidThisYear} inline />
      </ClippedLine>
    </span>
  )
}

const iconButton =
  'flex size-6 shrink-0 items-center justify-center rounded text-primary-800 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-700'

function DocumentsCell({ payment, onHistory }: { payment: Payment; onHistory: (payment: Payment) => void }) {
  const { certificateStatus: act, receipt } = payment
  const { open, busy } = useOpenInNewTab(() => receiptLink(receipt!.id))
  const actText = act ? certificateStatusLabels[act] : 'Акта нет'
  const due = payment.receiptDueDate
    ? `${receiptDueText(payment.receiptDueDate)}${payment.receiptOverdue ? ' — срок прошёл' : ''}`
    : null
  const more = [actText, receipt?.check?.reason, due].filter(Boolean).join(' · ')
  return (
    <span className="block w-40">
      <span className="flex items-center gap-1 whitespace-nowrap">
        {receipt ? <ReceiptStatus check={receipt.check} /> : <span className="text-gray-500">Чека нет</span>}
        {receipt && (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation()
              open()
            }}
            disabled={busy}
            aria-label={`Открыть чек по заказу № ${payment.orderNumber}`}
            title={receipt.link ? 'Чек в «Мой налог» — открыть' : 'Чек загружен — открыть'}
            className={iconButton}
          >
            <ArrowTopRightOnSquareIcon className="size-4" aria-hidden />
          </button>
        )}
        {/* A receipt removed or refused leaves its story too: any order that has or needs one has a history. */}
        {(receipt || payment.receiptDueDate) && (
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation()
              onHistory(payment)
            }}
            aria-label={`История чеков заказа № ${payment.orderNumber}`}
            title="История чеков"
            className={iconButton}
          >
            <ClockIcon className="size-4" aria-hidden />
          </button>
        )}
      </span>
      <ClippedLine label={more}>
        <span className={act === 'CONFIRMED' ? 'text-primary-800' : 'text-amber-700'}>{actText}</span>
        {receipt?.check?.reason && (
          <span className={receipt.check.status === 'UNVERIFIED' ? 'text-gray-600' : 'text-red-700'}>
            {' · '}
            {receipt.check.reason}
          </span>
        )}
        {due && (
          <span className={`font-medium ${payment.receiptOverdue ? 'text-red-700' : 'text-amber-700'}`}>
            {' · '}
            {due}
          </span>
        )}
      </ClippedLine>
    </span>
  )
}
