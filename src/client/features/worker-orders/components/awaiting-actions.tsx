import { useId } from 'react'
import { ClockIcon } from '@heroicons/react/24/outline'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { confirmOrder } from '../api/confirm-order.ts'
import { rejectExecution } from '../api/reject-execution.ts'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { formatShopDateTime } from '../../../shared/worker-orders/shop-time.ts'
import { myCurrentTabTitles } from '../../../shared/worker-orders/my-current-tabs.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'

/**
 * The shop chose me: confirm that I will come, or refuse, before the deadline. Refusing gives the order back
 * to the shop, so it asks first; confirming is what the worker came here to do and does not. A blocked worker
 * may only refuse.
 */
export function AwaitingActions({ order, canConfirm }: { order: Order; canConfirm: boolean }) {
  const [confirmAction, confirmDialog] = useConfirm()
  const confirm = useWorkerAction({
    mutationFn: () => confirmOrder(order.id),
    success: `Заказ подтверждён. Он на вкладке «${myCurrentTabTitles.scheduled}»`,
    lists: [workerOrderKeys.mine('awaiting'), workerOrderKeys.mine('scheduled')],
  })
  const reject = useWorkerAction({
    mutationFn: () => rejectExecution(order.id),
    success: 'Вы отказались от заказа',
    // The order goes back to the shop, and may be open for responses again.
    lists: [
      workerOrderKeys.mine('awaiting'),
      workerOrderKeys.mine('scheduled'),
      workerOrderKeys.mine('responses'),
      workerOrderKeys.available(),
    ],
  })
  const online = useOnline()
  const hintId = useId()
  const busy = confirm.isPending || reject.isPending || !online
  const describedBy = online ? orderTitleId(order.id) : `${orderTitleId(order.id)} ${hintId}`

  const refuse = async () => {
    const ok = await confirmAction({
      title: 'Отказаться от заказа?',
      message: `«${order.service.fullName}» в магазине «${order.shop.name}» вернётся магазину, и он выберет другого исполнителя.`,
      confirmLabel: 'Отказаться',
      danger: true,
    })
    if (ok) await reject.submit()
  }

  return (
    <>
      {order.confirmationDeadline && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          <ClockIcon className="size-5 shrink-0" aria-hidden />
          <span>
            Подтвердите до{' '}
            <span className="font-semibold">{formatShopDateTime(order.confirmationDeadline)}</span>, иначе
            заказ вернётся магазину
          </span>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          loading={reject.isPending}
          aria-describedby={describedBy}
          onClick={() => void refuse()}
        >
          Отказаться
        </Button>
        {canConfirm && (
          <Button
            disabled={busy}
            loading={confirm.isPending}
            aria-describedby={describedBy}
            onClick={() => void confirm.submit()}
          >
            Подтвердить
          </Button>
        )}
      </div>
      {!online && <NeedsNetworkHint id={hintId} />}
      {confirmDialog}
    </>
  )
}
