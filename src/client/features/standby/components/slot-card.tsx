import type { ReactNode } from 'react'
import { BanknotesIcon, CalendarDaysIcon, MapPinIcon } from '@heroicons/react/24/outline'
import { formatRoubles } from '#contract/common/kopecks.ts'
import type { StandbySlot } from '#contract/standby/standby.ts'
import { formatShift } from '../../../shared/format/local-time.ts'

/** The id of a slot card's title, so its button is described by the slot it acts on. */
export const slotTitleId = (id: number) => `standby-${id}-title`

/** A standby slot as a worker reads it on a phone: the service, when (shop time), where and the minimum. */
export function SlotCard({
  slot,
  status,
  children,
}: {
  slot: StandbySlot
  status?: ReactNode
  children?: ReactNode
}) {
  return (
    <article
      aria-labelledby={slotTitleId(slot.id)}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 id={slotTitleId(slot.id)} className="text-base font-semibold text-gray-900">
            Дежурство: {slot.service.fullName}
          </h3>
          <p className="text-xs text-gray-500">Вас могут вызвать на заказ этого магазина в это время</p>
        </div>
        {status}
      </header>
      <dl className="space-y-2 text-sm text-gray-800">
        <div className="flex gap-3">
          <dt className="mt-0.5 shrink-0">
            <CalendarDaysIcon className="size-5 text-primary-700" aria-hidden />
            <span className="sr-only">Когда</span>
          </dt>
          <dd className="font-medium">{formatShift(slot.dateFrom, slot.dateTo, slot.shop.utcOffset)}</dd>
        </div>
        <div className="flex gap-3">
          <dt className="mt-0.5 shrink-0">
            <MapPinIcon className="size-5 text-primary-700" aria-hidden />
            <span className="sr-only">Где</span>
          </dt>
          <dd className="min-w-0 break-words">
            <span className="font-medium">{slot.shop.name}</span>
            <span className="block text-gray-600">{slot.shop.address}</span>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="mt-0.5 shrink-0">
            <BanknotesIcon className="size-5 text-primary-700" aria-hidden />
            <span className="sr-only">Гарантированный минимум</span>
          </dt>
          <dd>
            <span className="font-medium">{formatRoubles(slot.minimum)}</span> — если не вызовут до конца
            дежурства
          </dd>
        </div>
      </dl>
      {children}
    </article>
  )
}
