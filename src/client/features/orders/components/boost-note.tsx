import { formatRoubles } from '#contract/common/kopecks.ts'
import { boostText } from '#contract/fill-policy/boost-text.ts'
import type { Order } from '#contract/orders/order.ts'

/**
 * Rates that rise (decision 106) on the staff's order: the rise over the tariff the order was published with,
 * or that rises are off for it. The tariff above already holds the rise; once assigned, it stays.
 */
export function BoostNote({ order }: { order: Pick<Order, 'boost' | 'boostOff'> }) {
  if (order.boost)
    return (
      <span className="block text-primary-800">
        {boostText(order.boost.percent)} к {formatRoubles(order.boost.baseTariffValue)}: ставка повышена, пока
        смену не брали
      </span>
    )
  if (order.boostOff) return <span className="block text-gray-500">Без повышения ставки</span>
  return null
}
