import type { Order } from '#contract/orders/order.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'

/**
 * The order's sum as the server computes it by spec section 9 (an hourly order is 0 ₽ until its minutes are
 * known); an hourly order also shows its rate under the sum, so «0 ₽» does not read as unpaid work.
 */
export function OrderSumCell({ order }: { order: Order }) {
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  const rate = order.factTariffValue ?? order.planTariffValue
  return (
    <>
      <span className="block">{formatRoubles(order.sum)}</span>
      {period === 'Hour' && <span className="block text-xs text-gray-500">{formatRoubles(rate)}/ч</span>}
    </>
  )
}
