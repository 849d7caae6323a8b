import type { ReactNode } from 'react'
import {
  ArrowTopRightOnSquareIcon,
  BanknotesIcon,
  CalendarDaysIcon,
  MapPinIcon,
} from '@heroicons/react/24/outline'
import type { Order } from '#contract/orders/order.ts'
import { boostText } from '#contract/fill-policy/boost-text.ts'
import { Chip } from '../../ui/chip.tsx'
import { shopMapUrl } from './map-link.ts'
import { ShopRating } from './shop-rating.tsx'
import { formatShopShift } from './shop-time.ts'
import { expectedSum, tariffText } from './tariff.ts'

/** The id of a card's title, so its buttons can be described by the order they act on. */
export const orderTitleId = (orderId: number) => `order-${orderId}-title`

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof MapPinIcon
  term: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0">
        <Icon className="size-5 text-primary-700" aria-hidden />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 flex-1 break-words">{children}</dd>
    </div>
  )
}

/**
 * An order as a worker reads it on a phone: what, where (with the shop on a map), when in the shop's own
 * time, and how much; then what the work involves, unless `brief` (work already done). `status` sits beside
 * the title, `children` are actions.
 */
export function OrderCard({
  order,
  status,
  brief = false,
  children,
}: {
  order: Order
  status?: ReactNode
  brief?: boolean
  children?: ReactNode
}) {
  const sum = expectedSum(order)
  return (
    <article
      aria-labelledby={orderTitleId(order.id)}
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 id={orderTitleId(order.id)} className="text-base font-semibold text-gray-900">
            {order.service.fullName}
          </h2>
          <p className="text-xs text-gray-500">Заказ № {order.orderNumber}</p>
        </div>
        {status}
      </header>
      <dl className="space-y-2 text-sm text-gray-800">
        <Fact icon={CalendarDaysIcon} term="Когда">
          <span className="font-medium">{formatShopShift(order.dateTime, order.dateTo)}</span>
        </Fact>
        <Fact icon={MapPinIcon} term="Где">
          <span className="flex flex-wrap items-center gap-x-2 font-medium">
            {order.shop.name}
            <ShopRating rating={order.shop.rating} />
          </span>
          <span className="block text-gray-600">{order.shop.address}</span>
          <a
            href={shopMapUrl(order.shop)}
            target="_blank"
            rel="noopener noreferrer"
            className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 font-medium text-primary-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            Магазин на карте
            <ArrowTopRightOnSquareIcon className="size-4" aria-hidden />
            <span className="sr-only">(откроется в новой вкладке)</span>
          </a>
        </Fact>
        <Fact icon={BanknotesIcon} term="Оплата">
          <span className="flex flex-wrap items-center gap-x-2 font-medium">
            {tariffText(order)}
            {order.boost && (
              <Chip tone="green">
                <span className="sr-only">Ставка повышена: </span>
                {boostText(order.boost.percent)}
              </Chip>
            )}
          </span>
          {sum && (
            <span className="block text-gray-600">
              {sum.estimate ? 'Ориентировочно ' : 'Сумма: '}
              <span className="font-medium text-gray-900">{sum.text}</span>
            </span>
          )}
        </Fact>
      </dl>
      {!brief && (order.service.responsibilities || order.description || order.comment) && (
        <div className="space-y-1 border-t border-gray-100 pt-3 text-sm text-gray-700">
          {order.description && <p>{order.description}</p>}
          {order.service.responsibilities && (
            <p>
              <span className="font-medium text-gray-900">Обязанности: </span>
              {order.service.responsibilities}
            </p>
          )}
          {order.comment && (
            <p>
              <span className="font-medium text-gray-900">Комментарий: </span>
              {order.comment}
            </p>
          )}
        </div>
      )}
      {children && <div className="space-y-2 pt-1">{children}</div>}
    </article>
  )
}
