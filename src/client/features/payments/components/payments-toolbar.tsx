import { useState } from 'react'
import { BanknotesIcon, DocumentArrowDownIcon } from '@heroicons/react/24/outline'
import type { PaymentFilters, PaymentSelection, PaymentTotals } from '#contract/payments/payments.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { downloadActRegistry, downloadPaymentRegistry, downloadReceiptsRegistry } from '../api/registries.ts'
import { useSendToBank } from '../api/send-to-bank.ts'

type Download = 'payments' | 'acts' | 'receipts'

/**
 * The totals of the filtered rows, and what to do with the chosen rows — or with all filtered when none are
 * chosen: send to the bank (after a confirmation) and download the registries.
 */
export function PaymentsToolbar(props: {
  filters: PaymentFilters
  selected: number[]
  totals: PaymentTotals | undefined
  onClearSelection: () => void
}) {
  const [confirmAction, confirmDialog] = useConfirm()
  const sendToBank = useSendToBank()
  const [downloading, setDownloading] = useState<Download | null>(null)
  const chosen = props.selected.length
  const selection: PaymentSelection = chosen ? { idList: props.selected } : { filters: props.filters }

  const send = async () => {
    const confirmed = await confirmAction({
      title: 'Отправить в банк',
      message: chosen
        ? `Отправить в банк выбранные платежи (${chosen})? Уже отправленные повторно не уйдут.`
        : 'Отправить в банк все неотправленные платежи, отобранные фильтрами?',
      confirmLabel: 'Отправить',
    })
    if (!confirmed) return
    await sendToBank.submit(
      { body: selection },
      {
        onDone: (answer) => {
          notify({
            status: answer.refused ? 'warning' : 'success',
            message: answer.results.map((result) => result.message),
            permanent: answer.refused > 0,
          })
          props.onClearSelection()
        },
      },
    )
  }

  const download = (kind: Download, run: () => Promise<void>) => {
    setDownloading(kind)
    // Spec section 8: a failed download is only logged.
    run()
      .catch((error: unknown) => console.error(error))
      .finally(() => setDownloading(null))
  }

  return (
    <section
      aria-label="Итоги и действия"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-gray-200"
    >
      <p className="text-sm text-gray-700" aria-live="polite">
        {props.totals ? (
          <>
            Отобрано платежей: <strong className="tabular-nums">{props.totals.count}</strong> на сумму{' '}
            <strong className="tabular-nums">{formatRoubles(props.totals.sum)}</strong>
          </>
        ) : (
          'Считаем итоги…'
        )}
        {chosen > 0 && (
          <>
            {' · '}выбрано: <strong className="tabular-nums">{chosen}</strong>{' '}
            <button
              type="button"
              onClick={props.onClearSelection}
              className="rounded text-primary-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
            >
              снять выбор
            </button>
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={downloading === 'payments'}
          disabled={props.totals?.count === 0}
          onClick={() => download('payments', () => downloadPaymentRegistry(selection))}
        >
          <DocumentArrowDownIcon className="size-5" aria-hidden />
          Реестр платежей
        </Button>
        <Button
          variant="secondary"
          loading={downloading === 'acts'}
          disabled={chosen === 0}
          title={chosen === 0 ? 'Выберите платежи, акты которых нужны' : undefined}
          onClick={() => download('acts', () => downloadActRegistry(props.selected))}
        >
          <DocumentArrowDownIcon className="size-5" aria-hidden />
          Реестр актов
        </Button>
        <Button
          variant="secondary"
          loading={downloading === 'receipts'}
          disabled={props.totals?.count === 0}
          onClick={() => download('receipts', () => downloadReceiptsRegistry(selection))}
        >
          <DocumentArrowDownIcon className="size-5" aria-hidden />
          Реестр чеков
        </Button>
        <Button
          loading={sendToBank.isPending}
          disabled={props.totals?.count === 0}
          onClick={() => void send()}
        >
          <BanknotesIcon className="size-5" aria-hidden />
          {chosen ? `Отправить выбранные в банк (${chosen})` : 'Отправить все отобранные в банк'}
        </Button>
      </div>
      {confirmDialog}
    </section>
  )
}
