import type { Money } from '#contract/common/money.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { hoursFromMinutes, orderTotal } from '#contract/orders/sums.ts'
import { plannedMinutes } from './shop-time.ts'

let roubleFormats: { whole: Intl.NumberFormat; kopecks: Intl.NumberFormat } | undefined

/**
 * Made on first use rather than when the app starts: the first number format of a page loads the browser's locale
 * data, which takes tens of milliseconds on a slow phone, and the sign-in page shows no sums at all.
 */
const roubles = () =>
  (roubleFormats ??= {
    whole: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }),
    kopecks: new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  })

/** `2 800 ₽`, or `1 234,50 ₽` with kopecks; non-breaking spaces so a sum never splits across lines. */
export function formatRoubles(money: Money): string {
  const value = Number(money)
  const text = Number.isInteger(value) ? roubles().whole.format(value) : roubles().kopecks.format(value)
  return `${text.replace(/\s/g, '\u00a0')}\u00a0₽`
}

/** `7,5 ч`: hours from minutes as the spec counts them (truncated to one decimal). */
export function formatHours(minutes: number): string {
  return `${hoursFromMinutes(minutes).toLocaleString('ru-RU')}\u00a0ч`
}

type TariffInput = Pick<
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
>

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

/** What a paid shift was paid for: hours worked, assignments done times their rate, or the shift's tariff. */
export function paidForText(order: TariffInput): string {
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  if (period === 'Hour' && order.actualTime !== null) return `Отработано ${formatHours(order.actualTime)}`
  const count = order.factAssignmentsCount ?? order.planAssignmentsCount
  if (period === 'Order' && count) return `Поручений: ${count} × ${tariffText(order)}`
  return tariffText(order)
}
