import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ArrowsRightLeftIcon } from '@heroicons/react/24/outline'
import type { Order } from '#contract/orders/order.ts'
import type { Swap, SwapShift } from '#contract/swaps/swaps.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useOnline } from '../../../pwa/network-status.ts'
import { formatShopShift } from '../../../shared/worker-orders/shop-time.ts'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import {
  answerSwap,
  mySwapsQueryOptions,
  proposeSwap,
  swapCandidatesQueryOptions,
  swapKeys,
} from '../api/swap-calls.ts'

/** A swap moves shifts between my lists and changes the candidates. */
const lists = () => [swapKeys.all, swapKeys.candidates, workerOrderKeys.mine('scheduled')]

type SwappableOrder = Pick<Order, 'id' | 'status' | 'replacement' | 'pendingChange'>

/**
 * «Поменяться сменой» on a confirmed shift (issue 49, item 2; decision 108): a proposal to me with
 * «Согласиться» / «Отказаться», mine waiting for an answer or the shop's approval, or the button that offers
 * this shift for another worker's of the same service. Nothing while a release or a change is under way.
 */
export function ShiftSwap({ order }: { order: SwappableOrder }) {
  const swaps = useQuery(mySwapsQueryOptions())
  if (order.status !== 'CONFIRMED' || order.replacement || order.pendingChange || !swaps.data) return null
  const swap = swaps.data.find((one) => one.order.id === order.id || one.withOrder.id === order.id)
  if (!swap) return <ProposeButton orderId={order.id} />
  if (swap.status === 'PROPOSED' && !swap.mine) return <SwapOffer swap={swap} />
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-inset ring-sky-200"
    >
      <ArrowsRightLeftIcon className="size-5 shrink-0" aria-hidden />
      <span>
        {swap.status === 'ACCEPTED'
          ? 'Обмен сменами согласован и ждёт одобрения магазина. Пока его не одобрили, смена за вами'
          : `Вы предложили обмен на смену ${shiftText(swap.withOrder)}. Ждём ответа исполнителя`}
      </span>
    </p>
  )
}

const shiftText = (shift: SwapShift) =>
  `№ ${shift.orderNumber}: ${formatShopShift(shift.dateTime, shift.dateTo)}, ${shift.shop.name}, ${shift.shop.address}`

function SwapOffer({ swap }: { swap: Swap }) {
  const [confirm, dialog] = useConfirm()
  const online = useOnline()
  const accept = useWorkerAction({
    mutationFn: () => answerSwap(swap.id, true),
    success: 'Вы согласились поменяться сменой',
    lists: lists(),
  })
  const decline = useWorkerAction({
    mutationFn: () => answerSwap(swap.id, false),
    success: 'Вы отказались от обмена. Смена остаётся за вами',
    lists: lists(),
  })
  const agree = async () => {
    const ok = await confirm({
      title: 'Поменяться сменой?',
      message: `Вы выйдете на смену ${shiftText(swap.order)} вместо своей. Если магазин одобряет обмен сам, он состоится сразу.`,
      confirmLabel: 'Согласиться',
    })
    if (ok) void accept.submit()
  }
  const busy = accept.isPending || decline.isPending || !online
  return (
    <section
      aria-label="Предложение поменяться сменой"
      className="space-y-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-inset ring-sky-200"
    >
      <p className="font-semibold">Другой исполнитель предлагает поменяться сменой</p>
      <dl className="space-y-1">
        <dt className="font-medium text-gray-900">Вместо этой смены вы выйдете</dt>
        <dd>{shiftText(swap.order)}</dd>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          loading={decline.isPending}
          onClick={() => void decline.submit()}
        >
          Отказаться
        </Button>
        <Button disabled={busy} loading={accept.isPending} onClick={() => void agree()}>
          Согласиться
        </Button>
      </div>
      {dialog}
    </section>
  )
}

function ProposeButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false)
  const online = useOnline()
  return (
    <>
      <Button variant="secondary" block disabled={!online} onClick={() => setOpen(true)}>
        <ArrowsRightLeftIcon className="size-5" aria-hidden />
        Поменяться сменой
      </Button>
      {open && <ProposeDialog orderId={orderId} onClose={() => setOpen(false)} />}
    </>
  )
}

function ProposeDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const candidates = useQuery(swapCandidatesQueryOptions(orderId))
  const [chosen, setChosen] = useState<number | null>(null)
  const name = useId()
  const propose = useWorkerAction({
    mutationFn: (withOrderId: number) => proposeSwap(orderId, withOrderId),
    success: 'Предложение отправлено. Ждём ответа исполнителя',
    lists: lists(),
  })
  const submit = () => {
    if (chosen !== null) void propose.submit(chosen, { onDone: onClose })
  }
  return (
    <Dialog open onClose={onClose} title="Поменяться сменой">
      <DialogBody>
        {!candidates.data ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-primary-700" label="Загрузка смен" />
          </div>
        ) : candidates.data.length === 0 ? (
          <p className="text-sm text-gray-700">
            Сейчас нет подтверждённых смен этой услуги у других исполнителей, на которые можно поменяться.
          </p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm text-gray-700">
              Выберите смену другого исполнителя той же услуги. Он получит предложение и ответит; обмен
              состоится, когда его одобрит магазин.
            </legend>
            {candidates.data.map((shift) => (
              <label
                key={shift.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-inset ring-gray-200 has-checked:ring-primary-700"
              >
                <input
                  type="radio"
                  name={name}
                  value={shift.id}
                  checked={chosen === shift.id}
                  onChange={() => setChosen(shift.id)}
                  className="size-5 accent-primary-700"
                />
                <span className="text-sm text-gray-900">{shiftText(shift)}</span>
              </label>
            ))}
          </fieldset>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          Отмена
        </Button>
        <Button disabled={chosen === null} loading={propose.isPending} onClick={submit}>
          Предложить обмен
        </Button>
      </DialogFooter>
    </Dialog>
  )
}
