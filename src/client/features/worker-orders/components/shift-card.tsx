import { StarIcon } from '@heroicons/react/24/solid'
import { orderResolutionLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { compensationLabel } from '#contract/orders/sums.ts'
import { PaymentStoryView } from '../../../shared/payment-story.tsx'
import { formatShopDate } from '../../../shared/worker-orders/shop-time.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { formatHours, tariffText, type TariffInput } from '../../../shared/worker-orders/tariff.ts'

/**
 * Spec section 9: five stars. Not taken from the rating widget, whose module would bring its radio group into
 * the worker's page for one constant.
 */
const stars = [1, 2, 3, 4, 5] as const

/** The shop's mark as five stars, read as one image by a screen reader. */
function Mark({ mark }: { mark: number | null }) {
  if (!mark) return <span className="text-sm text-gray-500">Без оценки</span>
  return (
    <span role="img" aria-label={`Оценка ${mark} из 5`} className="flex gap-0.5">
      {stars.map((star) => (
        <StarIcon
          key={star}
          className={`size-5 ${star <= mark ? 'text-amber-400' : 'text-gray-200'}`}
          aria-hidden
        />
      ))}
    </span>
  )
}

/**
 * One finished shift of «Мои подработки»: when, where, what, how long, how much, the shop's mark, and for a
 * paid shift where its money is (decision 084).
 */
export function ShiftCard({ order }: { order: Order }) {
  const paid = order.resolution === 'DONE_AND_PAID'
  return (
    <article
      aria-label={`${order.service.fullName}, ${formatShopDate(order.dateTime)}`}
      className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-gray-600">{formatShopDate(order.dateTime)}</p>
        {paid && <p className="text-base font-semibold text-gray-900">{formatRoubles(order.sum)}</p>}
      </div>
      <div>
        <h2 className="text-base font-semibold text-gray-900">{order.service.fullName}</h2>
        <p className="text-sm text-gray-700">{order.shop.name}</p>
        <p className="text-sm text-gray-500">{order.shop.address}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
        {paid ? (
          <span>{paidForText(order)}</span>
        ) : (
          <span>{order.resolution ? orderResolutionLabels[order.resolution] : 'Завершён'}</span>
        )}
        {paid && <Mark mark={order.mark} />}
      </div>
      {order.payment && <PaymentStoryView story={order.payment} />}
    </article>
  )
}

/** What a paid shift was paid for: hours worked, assignments done times their rate, or the shift's tariff. */
function paidForText(order: TariffInput): string {
  const kind = order.compensationKind
  const line = kind ? compensationLabel(kind, order.compensationHours ?? 0) : null
  // A late cancellation pays only its compensation; a minimum-hours top-up is paid beside the hours (decision 107).
  if (kind === 'LATE_CANCELLATION' && line) return line
  const worked = workedText(order)
  return line ? `${worked} · ${line}` : worked
}

function workedText(order: TariffInput): string {
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  if (period === 'Hour' && order.actualTime !== null) return `Отработано ${formatHours(order.actualTime)}`
  const count = order.factAssignmentsCount ?? order.planAssignmentsCount
  if (period === 'Order' && count) return `Поручений: ${count} × ${tariffText(order)}`
  return tariffText(order)
}
