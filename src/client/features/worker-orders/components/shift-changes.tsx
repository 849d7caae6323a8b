import { useId } from 'react'
import { ArrowPathIcon } from '@heroicons/react/24/outline'
import type { Order } from '#contract/orders/order.ts'
import type { PendingChange } from '#contract/orders/replacement.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useOnline } from '../../../pwa/network-status.ts'
import { NeedsNetworkHint } from '../../../pwa/needs-network.tsx'
import { formatShopDateTime, formatShopShift } from '../../../shared/worker-orders/shop-time.ts'
import { orderTitleId } from '../../../shared/worker-orders/order-card.tsx'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { tariffText } from '../../../shared/worker-orders/tariff.ts'
import { answerChange, releaseOrder } from '../api/replacement-calls.ts'

/** Releasing or answering moves the order out of my shifts or changes it there; it may open to others. */
const lists = () => [workerOrderKeys.mine('scheduled'), workerOrderKeys.available()]

/**
 * A confirmed shift's own questions (issue 49): a change the shop proposed, with old against new and «Принять»
 * / «Отказаться»; a release under way; or «Не смогу выйти», which asks first.
 */
export function ShiftChanges({ order }: { order: Order }) {
  if (order.status !== 'CONFIRMED') return null
  if (order.pendingChange) return <ChangeProposal order={order} change={order.pendingChange} />
  if (order.replacement)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200"
      >
        <ArrowPathIcon className="size-5 shrink-0" aria-hidden />
        <span>
          Ищем замену. Пока её не нашли, смена за вами; если до{' '}
          <span className="font-semibold">{formatShopDateTime(order.replacement.cutoffAt)}</span> никто не
          возьмёт смену, она вернётся магазину
        </span>
      </p>
    )
  return <ReleaseButton order={order} />
}

function ReleaseButton({ order }: { order: Order }) {
  const [confirm, dialog] = useConfirm()
  const online = useOnline()
  const hintId = useId()
  const release = useWorkerAction({
    mutationFn: () => releaseOrder(order.id),
    success: 'Ищем замену. Смена за вами, пока её не взяли',
    lists: lists(),
  })
  const ask = async () => {
    const ok = await confirm({
      title: 'Не сможете выйти?',
      message:
        'Мы сразу предложим смену другим исполнителям. Пока замену не нашли, смена остаётся за вами. ' +
        'Отказ незадолго до начала учитывается в вашей надёжности.',
      confirmLabel: 'Искать замену',
      danger: true,
    })
    if (ok) await release.submit()
  }
  return (
    <>
      <Button
        variant="secondary"
        block
        disabled={!online}
        loading={release.isPending}
        aria-describedby={online ? orderTitleId(order.id) : `${orderTitleId(order.id)} ${hintId}`}
        onClick={() => void ask()}
      >
        Не смогу выйти
      </Button>
      {!online && <NeedsNetworkHint id={hintId} />}
      {dialog}
    </>
  )
}

/** One line of the change: what it was, what the shop proposes. */
function Line({ label, was, now }: { label: string; was: string; now: string }) {
  if (was === now) return null
  return (
    <div>
      <dt className="font-medium text-gray-900">{label}</dt>
      <dd>
        <span className="text-gray-500 line-through">{was}</span> <span className="sr-only">станет</span>
        <span aria-hidden>→ </span>
        <span className="font-semibold text-gray-900">{now}</span>
      </dd>
    </div>
  )
}

function ChangeProposal({ order, change }: { order: Order; change: PendingChange }) {
  const [confirm, dialog] = useConfirm()
  const online = useOnline()
  const accept = useWorkerAction({
    mutationFn: () => answerChange(change.id, true),
    success: 'Изменения приняты',
    lists: lists(),
  })
  const decline = useWorkerAction({
    mutationFn: () => answerChange(change.id, false),
    success: 'Вы отказались от изменённой смены. Это не влияет на рейтинг и надёжность',
    lists: lists(),
  })
  const refuse = async () => {
    const ok = await confirm({
      title: 'Отказаться от изменённой смены?',
      message: 'Смена вернётся магазину с новыми условиями. Рейтинг и надёжность это не затронет.',
      confirmLabel: 'Отказаться',
      danger: true,
    })
    if (ok) await decline.submit()
  }
  const busy = accept.isPending || decline.isPending || !online
  return (
    <section
      aria-label="Магазин предлагает изменения"
      className="space-y-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-inset ring-sky-200"
    >
      <p className="font-semibold">
        Магазин предлагает изменения. Пока вы не ответили, смена остаётся прежней
      </p>
      <dl className="space-y-2">
        <Line
          label="Время"
          was={formatShopShift(order.dateTime, order.dateTo)}
          now={formatShopShift(change.dateTime, change.dateTo)}
        />
        <Line
          label="Магазин"
          was={`${order.shop.name}, ${order.shop.address}`}
          now={`${change.shop.name}, ${change.shop.address}`}
        />
        <Line label="Услуга" was={order.service.fullName} now={change.service.fullName} />
        <Line label="Ставка" was={tariffText(order)} now={tariffText({ ...order, ...change })} />
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={busy} loading={decline.isPending} onClick={() => void refuse()}>
          Отказаться
        </Button>
        <Button disabled={busy} loading={accept.isPending} onClick={() => void accept.submit()}>
          Принять
        </Button>
      </div>
      {dialog}
    </section>
  )
}
