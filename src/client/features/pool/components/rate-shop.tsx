import { useState } from 'react'
import { shopRatingEndpoints } from '#contract/pool/endpoints.ts'
import { poolMessages } from '#contract/pool/messages.ts'
import type { RateShop as RateShopBody } from '#contract/pool/pool.ts'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { call } from '../../../lib/api-client.ts'
import { useWorkerAction } from '../../../shared/worker-orders/use-worker-action.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { RatingInput, RatingValue } from '../../../ui/rating.tsx'

/**
 * After confirming the act: the worker's mark of the shop, once; given, it is shown instead, with a way to change
 * it for a day.
 */
export function RateShop({ order }: { order: WorkerOrder }) {
  const [open, setOpen] = useState(false)
  const [shownAt] = useState(() => Date.now())
  if (order.status !== 'FINISHED' || order.resolution !== 'DONE_AND_PAID') return null
  if (order.myShopMark !== null) {
    const changeable =
      order.myShopMarkChangeableUntil !== null && shownAt < Date.parse(order.myShopMarkChangeableUntil)
    return (
      <div className="space-y-2 text-sm text-gray-700">
        <p className="flex items-center gap-1.5">
          Ваша оценка магазина: <RatingValue value={order.myShopMark} />
        </p>
        {/* Full width like «Оценить магазин» before it and the card's other actions. */}
        {changeable && (
          <Button variant="secondary" block onClick={() => setOpen(true)}>
            Изменить оценку
          </Button>
        )}
        {open && <RateShopDialog order={order} onClose={() => setOpen(false)} />}
      </div>
    )
  }
  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        Оценить магазин
      </Button>
      {open && <RateShopDialog order={order} onClose={() => setOpen(false)} />}
    </>
  )
}

/** A change starts from the mark and comment given, so sending it keeps the comment unless the worker edits it. */
function RateShopDialog({ order, onClose }: { order: WorkerOrder; onClose: () => void }) {
  const [mark, setMark] = useState(order.myShopMark ?? 0)
  const [comment, setComment] = useState(order.myShopComment ?? '')
  const [missing, setMissing] = useState(false)
  const rate = useWorkerAction({
    mutationFn: (body: RateShopBody) => call(shopRatingEndpoints.rateShop, { body }),
    success: 'Спасибо за оценку',
    lists: [workerOrderKeys.mine('acts')],
  })
  const send = () => {
    if (!mark) return setMissing(true)
    void rate.submit({ id: order.id, mark, comment: comment.trim() || null }, { onDone: onClose })
  }
  return (
    <Dialog open onClose={onClose} title="Оценка магазина" width={400}>
      <DialogBody>
        <div className="space-y-4">
          <div className="space-y-1 text-sm">
            <p className="font-medium text-gray-900">{order.shop.name}</p>
            <p className="text-gray-700">
              Как вам работалось? Оценку увидят сотрудники магазина, изменить её можно в течение суток.
            </p>
          </div>
          <div>
            <RatingInput
              label="Оценка магазина"
              value={mark}
              onChange={(value) => {
                setMark(value)
                setMissing(false)
              }}
              size={36}
            />
            {missing && <p className="mt-1 text-sm text-red-700">{poolMessages.markRange}</p>}
          </div>
          <TextareaField
            label="Комментарий"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            hint="Необязательно"
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          Отмена
        </Button>
        <Button loading={rate.isPending} onClick={send}>
          Отправить
        </Button>
      </DialogFooter>
    </Dialog>
  )
}
