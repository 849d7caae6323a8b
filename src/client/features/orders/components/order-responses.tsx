import { useState } from 'react'
import { Radio, RadioGroup } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { canTransition } from '#contract/orders/order-machine.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { RatingValue } from '../../../ui/rating.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { orderResponsesQueryOptions } from '../api/order-responses.ts'
import { useSetExecutor } from '../api/set-executor.ts'

/** The limiter's pause or its warning on a response (decision 101), read before choosing. */
function LimiterBadge({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <span className="mt-1 inline-block rounded-md bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {text}
    </span>
  )
}

/**
 * The workers who responded, with their rating and the limiter's badge. While the order waits for an executor
 * one of them is chosen and the order goes to them for confirmation.
 */
export function OrderResponses({ order }: { order: Order }) {
  const responses = useQuery(orderResponsesQueryOptions(order.id))
  const setExecutor = useSetExecutor()
  const [chosen, setChosen] = useState<number | null>(null)
  const choosing = canTransition(order.status, 'setExecutor')
  const list = responses.data ?? []

  const send = async () => {
    if (chosen === null) return
    await setExecutor.submit(
      { id: order.id, selfEmployedId: chosen },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Заказ отправлен исполнителю на подтверждение' })
          setChosen(null)
        },
      },
    )
  }

  if (!choosing && list.length === 0) return null
  return (
    <section className="space-y-3 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold text-gray-900">
        Отклики{list.length > 0 && <span className="font-normal text-gray-500"> · {list.length}</span>}
      </h3>
      {responses.isPending ? (
        <p className="text-sm text-gray-500">Загрузка…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-gray-500">Откликов пока нет</p>
      ) : choosing ? (
        <RadioGroup value={chosen} onChange={setChosen} aria-label="Исполнитель" className="space-y-2">
          {list.map((response) => (
            <Radio
              key={response.id}
              value={response.selfEmployedId}
              className="group flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 ring-1 ring-gray-200 hover:bg-gray-50 focus:outline-none data-[checked]:bg-primary-50 data-[checked]:ring-2 data-[checked]:ring-primary-700 data-[focus]:ring-2 data-[focus]:ring-primary-700"
            >
              <span className="flex items-center gap-3">
                <span
                  className="flex size-4 items-center justify-center rounded-full ring-1 ring-gray-400 group-data-[checked]:bg-primary-700 group-data-[checked]:ring-primary-700"
                  aria-hidden
                >
                  <span className="size-1.5 rounded-full bg-white" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-gray-900">{response.fullName}</span>
                  <LimiterBadge text={response.limiter} />
                </span>
              </span>
              <RatingValue value={response.rating} />
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.map((response) => (
            <li key={response.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block text-gray-900">{response.fullName}</span>
                <LimiterBadge text={response.limiter} />
              </span>
              <RatingValue value={response.rating} />
            </li>
          ))}
        </ul>
      )}
      {choosing && list.length > 0 && (
        <div className="flex justify-end">
          <Button onClick={() => void send()} disabled={chosen === null} loading={setExecutor.isPending}>
            На подтверждение исполнителю
          </Button>
        </div>
      )}
    </section>
  )
}
