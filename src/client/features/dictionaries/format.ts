import { formatOffset } from '#contract/common/instants.ts'
import { formatRoubles, type Money } from '#contract/common/kopecks.ts'
import { tariffPeriodLabels, type TariffPeriod } from '#contract/orders/labels.ts'

/** `350 ₽ за час`: for showing only. */
export function formatTariff(value: Money, period: TariffPeriod): string {
  return `${formatRoubles(value)} ${tariffPeriodLabels[period].toLowerCase()}`
}

/** `UTC+03:00`, as offsets are offered. */
export const offsetText = (hours: number) => `UTC${formatOffset(hours)}`

const degrees = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 6 })

/** `54,83127; 39,8289`. */
export const coordinatesText = (latitude: number, longitude: number) =>
  `${degrees.format(latitude)}; ${degrees.format(longitude)}`
