import { useId } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DocumentTextIcon } from '@heroicons/react/24/outline'
import { displayInstant } from '#contract/common/display-dates.ts'
import { certificateStatusLabels } from '#contract/acts/enums.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { Chip } from '../../../ui/chip.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useOpenInNewTab } from '../../../ui/open-in-new-tab.ts'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { actNotSavedMessage, actPdfLink } from '../api/act-pdf.ts'
import { savedActPdfQueryOptions } from '../api/saved-act-pdf.ts'
import { confirmAct } from '../api/confirm-act.ts'
import { rejectAct } from '../api/reject-act.ts'
import { actStates, awaitsMyAnswer, hasActFile } from '../act-state.ts'

export function ActStatusChip({ order }: { order: Pick<Order, 'certificateStatus'> }) {
  if (!order.certificateStatus) return null
  return (
    <Chip tone={actStates[order.certificateStatus].tone}>
      {certificateStatusLabels[order.certificateStatus]}
    </Chip>
  )
}

/**
 * What the worker does with an act: read its PDF, then confirm it or reject it while it waits for them. An act
 * opened once is kept on the phone and opens offline; confirming and rejecting need the network.
 */
export function ActActions({ order }: { order: Order }) {
  const [confirmAction, confirmDialog] = useConfirm()
  const status = order.certificateStatus
  const userId = useCurrentUser().id
  const queryClient = useQueryClient()
  const online = useOnline()
  const ids = { pdf: useId(), answer: useId() }
  const savedPdf = useQuery({ ...savedActPdfQueryOptions(userId, order.id), enabled: hasActFile(status) })
  const pdf = useOpenInNewTab(async () => {
    const link = await actPdfLink(userId, order.id)
    void queryClient.invalidateQueries({ queryKey: savedActPdfQueryOptions(userId, order.id).queryKey })
    return link
  })
  const canOpenPdf = online || Boolean(savedPdf.data)
  const pdfNote = Boolean(savedPdf.data) || !canOpenPdf
  // A confirmed act makes the order a paid shift, which a receipt may then be uploaded for.
  const confirm = useWorkerAction({
    mutationFn: () => confirmAct(order.id),
    success: 'Акт подтверждён',
    lists: [workerOrderKeys.mine('acts'), workerOrderKeys.shifts(), workerOrderKeys.paidShifts()],
  })
  const reject = useWorkerAction({
    mutationFn: () => rejectAct(order.id),
    success: 'Акт отклонён. Магазин исправит его и пришлёт снова',
    lists: [workerOrderKeys.mine('acts')],
  })
  const busy = confirm.isPending || reject.isPending || !online
  const describedBy = orderTitleId(order.id)

  const ask = async (answer: 'confirm' | 'reject') => {
    const ok = await confirmAction(
      answer === 'confirm'
        ? {
            title: 'Подтвердить акт?',
            // A late cancellation's act is for its compensation only (decision 107): nothing was worked.
            message:
              order.compensationKind === 'LATE_CANCELLATION'
                ? `Вы подтверждаете компенсацию ${formatRoubles(order.sum)} за отмену смены по заказу № ${order.orderNumber}.`
                : `Вы подтверждаете, что работа по заказу № ${order.orderNumber} выполнена и сумма ${formatRoubles(order.sum)} верна.`,
            confirmLabel: 'Подтвердить',
          }
        : {
            title: 'Отклонить акт?',
            message: 'Магазин увидит, что вы не согласны с актом, исправит данные и пришлёт новый.',
            confirmLabel: 'Отклонить',
            danger: true,
          },
    )
    if (ok) await (answer === 'confirm' ? confirm : reject).submit()
  }

  if (!status) return null
  return (
    <>
      <p className="text-sm text-gray-700">
        {actStates[status].hint}
        {status === 'CONFIRMED' && (
          <>
            {' '}
            <Link
              to="/receipts"
              className="inline-block py-1 font-medium text-primary-800 underline underline-offset-2"
            >
              Перейти к чекам
            </Link>
          </>
        )}
      </p>
      {hasActFile(status) && (
        <>
          <Button
            variant="secondary"
            block
            disabled={!canOpenPdf}
            loading={pdf.busy}
            aria-describedby={pdfNote ? `${describedBy} ${ids.pdf}` : describedBy}
            onClick={pdf.open}
          >
            <DocumentTextIcon className="size-5" aria-hidden />
            Открыть акт (PDF)
          </Button>
          {savedPdf.data ? (
            <p id={ids.pdf} className="text-xs text-gray-500">
              Сохранён на телефоне {displayInstant(savedPdf.data, { time: true })} — откроется и без сети
            </p>
          ) : (
            !canOpenPdf && <NeedsNetworkHint id={ids.pdf}>{actNotSavedMessage}</NeedsNetworkHint>
          )}
        </>
      )}
      {awaitsMyAnswer(status) && (
        <>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              disabled={busy}
              loading={reject.isPending}
              aria-describedby={online ? describedBy : `${describedBy} ${ids.answer}`}
              onClick={() => void ask('reject')}
            >
              Отклонить
            </Button>
            <Button
              disabled={busy}
              loading={confirm.isPending}
              aria-describedby={online ? describedBy : `${describedBy} ${ids.answer}`}
              onClick={() => void ask('confirm')}
            >
              Подтвердить
            </Button>
          </div>
          {!online && <NeedsNetworkHint id={ids.answer} />}
        </>
      )}
      {confirmDialog}
    </>
  )
}
