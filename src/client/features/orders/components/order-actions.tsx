import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { ChevronDownIcon } from '@heroicons/react/20/solid'
import { orderResolutionLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useCancelOrder, type CancelResolution } from '../api/cancel-order.ts'
import { fetchCancellationTerms } from '../api/cancellation-terms.ts'
import { cancellationTermsText, type CancellationTerms } from '#contract/orders/cancellation.ts'
import { downloadAct, hasActFile } from '../api/download-act.ts'
import { useRemoveExecutor } from '../api/remove-executor.ts'
import { useSetInProgress } from '../api/set-in-progress.ts'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { orderActions } from './order-permissions.ts'

const cancelResolutions: CancelResolution[] = ['CANCELED', 'NOT_RELEVANT']

/** The view dialog's buttons: only those the order's state allows; the main one last. */
export function OrderActions(props: { order: Order; onEdit: () => void; onFinish: () => void }) {
  const { order } = props
  const [confirmAction, confirmDialog] = useConfirm()
  const allowed = orderActions(order)
  const cancel = useCancelOrder()
  const removeExecutor = useRemoveExecutor()
  const setInProgress = useSetInProgress()

  const saying = (success: string) => ({ onDone: () => notify({ status: 'success', message: success }) })

  const askCancel = async (resolution: CancelResolution) => {
    const label = orderResolutionLabels[resolution]
    let terms: CancellationTerms
    try {
      terms = await fetchCancellationTerms(order.id)
    } catch (error) {
      notifyFailure(error)
      return
    }
    // What the executor will be paid, as the server counts it now (decision 107).
    const money =
      order.status === 'CONFIRMED' ? cancellationTermsText(terms, order.executor?.fullName ?? null) : null
    const ok = await confirmAction({
      title: `Завершить заказ № ${order.orderNumber}?`,
      message: terms.compensation
        ? `${money} Отменить это нельзя.`
        : `Заказ будет завершён с результатом «${label}» и уйдёт в историю. ${money ? `${money} ` : ''}Отменить это нельзя.`,
      confirmLabel: terms.compensation ? 'Отменить с компенсацией' : 'Завершить заказ',
      danger: true,
    })
    if (!ok) return
    await cancel.submit(
      { id: order.id, resolution },
      {
        onDone: (cancelled) =>
          notify({
            status: 'success',
            message:
              cancelled.compensationKind === 'LATE_CANCELLATION'
                ? 'Заказ отменён: исполнителю отправлен акт на компенсацию'
                : `Заказ завершён: ${label}`,
          }),
      },
    )
  }

  const askRemoveExecutor = async () => {
    const ok = await confirmAction({
      title: 'Снять исполнителя?',
      message: `${order.executor?.fullName ?? 'Исполнитель'} больше не будет назначен на заказ № ${order.orderNumber}.`,
      confirmLabel: 'Снять исполнителя',
      danger: true,
    })
    if (ok) await removeExecutor.submit(order.id, saying('Исполнитель снят с заказа'))
  }

  return (
    <>
      {hasActFile(order) && (
        <Button
          variant="ghost"
          className="mr-auto"
          onClick={() => downloadAct(order).catch((error: unknown) => console.error(error))}
        >
          Скачать акт
        </Button>
      )}
      {allowed.cancel && (
        <Menu>
          <MenuButton as={Button} variant="ghost" loading={cancel.isPending}>
            Отменить заказ
            <ChevronDownIcon className="size-4" aria-hidden />
          </MenuButton>
          <MenuItems
            anchor="top end"
            className="z-50 min-w-48 rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200 [--anchor-gap:6px] focus:outline-none"
          >
            {cancelResolutions.map((resolution) => (
              <MenuItem key={resolution}>
                <button
                  type="button"
                  onClick={() => void askCancel(resolution)}
                  className="block w-full px-3 py-2 text-left text-gray-800 data-[focus]:bg-primary-50"
                >
                  {orderResolutionLabels[resolution]}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      )}
      {allowed.removeExecutor && (
        <Button
          variant="secondary"
          onClick={() => void askRemoveExecutor()}
          loading={removeExecutor.isPending}
        >
          Снять исполнителя
        </Button>
      )}
      {allowed.edit && (
        <Button variant="secondary" onClick={props.onEdit}>
          Изменить
        </Button>
      )}
      {allowed.setInProgress && (
        <Button
          variant={allowed.finish ? 'secondary' : 'primary'}
          loading={setInProgress.isPending}
          onClick={() => void setInProgress.submit(order.id, saying('Заказ взят в работу'))}
        >
          Взять в работу
        </Button>
      )}
      {allowed.finish && <Button onClick={props.onFinish}>Завершить</Button>}
      {confirmDialog}
    </>
  )
}
