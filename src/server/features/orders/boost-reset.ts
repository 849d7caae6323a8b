import type { OrderRow } from '../../shared/order-core/orders.repository.ts'

/**
 * A tariff set anew (another service's, or a proposal the executor answered) drops the rises on the old one
 * (decision 106): they were per cent of a tariff the order no longer has. Nothing when the tariff stays.
 */
export function boostResetFor(
  order: Pick<OrderRow, 'planTariffValue' | 'boostPercent'>,
  planTariffValue: string,
) {
  if (order.boostPercent === 0 || Number(order.planTariffValue) === Number(planTariffValue)) return {}
  return { boostPercent: 0, boostBaseTariff: null }
}
