import { formatRoubles } from '#contract/common/kopecks.ts'
import { tariffPeriodLabels } from '#contract/orders/tariff-periods.ts'
import type { Order } from '#contract/orders/order.ts'
import { compensationLabel, hoursFromMinutes, orderTotal } from '#contract/orders/sums.ts'
import { plannedMinutes } from './shop-time.ts'

/** Digits in groups of three with non-breaking spaces, as Russian writes numbers. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0')

/** `7,5 ч`: hours from minutes as the spec counts them (truncated to one decimal). */
export function formatHours(minutes: number): string {
  const [whole = '0', tenths] = String(hoursFromMinutes(minutes)).split('.')
  return `${grouped(whole)}${tenths ? `,${tenths}` : ''}\u00a0ч`
}

export type TariffInput = Pick<
  Order,
  | 'planTariffValue'
  | 'planTariffPeriod'
  | 'factTariffValue'
  | 'factTariffPeriod'
  | 'planAssignmentsCount'
  | 'factAssignmentsCount'
  | 'actualTime'
  | 'dateTime'
  | 'dateTo'
  | 'sum'
> &
  Partial<Pick<Order, 'compensationKind' | 'compensationHours'>>

/** The tariff that applies (the fact one once staff set it): `350 ₽ за час`. */
export function tariffText(order: TariffInput): string {
  const value = order.factTariffValue ?? order.planTariffValue
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  return `${formatRoubles(value)} ${tariffPeriodLabels[period].toLowerCase()}`
}

export type ExpectedSum = { text: string; estimate: boolean }

/**
 * What the worker can expect to be paid. The server's `sum` once it is known; for an hourly order without
 * worked minutes the server's sum is 0, so the planned shift length gives an estimate, marked as such.
 * Null when it would add nothing: a shift pays its tariff, and an order tariff without a count has no sum.
 */
export function expectedSum(order: TariffInput): ExpectedSum | null {
  // The shop cancelled the shift late: its compensation is all it pays (decision 107).
  if (order.compensationKind === 'LATE_CANCELLATION')
    return {
      text: `${formatRoubles(order.sum)}: ${compensationLabel('LATE_CANCELLATION', order.compensationHours ?? 0).toLowerCase()}`,
      estimate: false,
    }
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  if (period === 'Hour' && order.actualTime === null) {
    const minutes = plannedMinutes(order.dateTime, order.dateTo)
    if (!minutes) return null
    const total = orderTotal({ ...order, actualTime: minutes })
    return { text: `${formatRoubles(total)} за ${formatHours(minutes)}`, estimate: true }
  }
  if (period === 'Shift' || Number(order.sum) === 0) return null
  const worked = period === 'Hour' && order.actualTime ? ` за ${formatHours(order.actualTime)}` : ''
  return { text: `${formatRoubles(order.sum)}${worked}`, estimate: false }
}
