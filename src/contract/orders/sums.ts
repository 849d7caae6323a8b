import { fromKopecks, toKopecks, type Money } from '../common/kopecks.ts'
import type { TariffPeriod } from './tariff-periods.ts'

// The sums are on the worker's first screen (the order cards); the limit's message is not.
export { limitExceededMessage } from './limit-message.ts'

export type SumInput = {
  planTariffValue: Money
  planTariffPeriod: TariffPeriod
  factTariffValue?: Money | null
  factTariffPeriod?: TariffPeriod | null
  planAssignmentsCount?: number | null
  factAssignmentsCount?: number | null
  actualTime?: number | null
  /** The order's payment line beside the work (issue 49, decision 107): what it is and its sum. */
  compensationKind?: CompensationKind | null
  compensationSum?: Money | null
}

/**
 * A late cancellation's compensation is all the order pays (nobody worked); the top-up to the shop's minimum hours
 * is paid on top of the hours worked.
 */
export type CompensationKind = 'LATE_CANCELLATION' | 'MINIMUM_HOURS'

/** The line's Russian name on the act, the payments and the order; `hours` is the notice or the minimum. */
export function compensationLabel(kind: CompensationKind, hours: number): string {
  return kind === 'LATE_CANCELLATION'
    ? `Компенсация за отмену менее чем за ${hours}\u00a0ч`
    : `Доплата до минимальной оплаты ${hours}\u00a0ч`
}

/**
 * Spec section 9: Shift = tariff; Order = tariff × count; Hour = tariff / 60 × minutes (0 without time);
 * rounded to kopecks; fact values fall back to plan values; then the order's compensation line (decision 107).
 * Answers kopecks.
 */
export function orderTotalKopecks(order: SumInput): number {
  const line = order.compensationSum ? toKopecks(order.compensationSum) : 0
  if (order.compensationKind === 'LATE_CANCELLATION') return line
  return workKopecks(order) + line
}

function workKopecks(order: SumInput): number {
  const value = toKopecks(order.factTariffValue ?? order.planTariffValue)
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  if (period === 'Shift') return value
  if (period === 'Order') return value * (order.factAssignmentsCount ?? order.planAssignmentsCount ?? 0)
  return Math.round((value * (order.actualTime ?? 0)) / 60)
}

export function orderTotal(order: SumInput): Money {
  return fromKopecks(orderTotalKopecks(order))
}

/** Hours from minutes: divided by 60 and truncated to one decimal (spec section 9). */
export function hoursFromMinutes(minutes: number): number {
  return Math.trunc((minutes / 60) * 10) / 10
}
