import { formatOffset } from '#contract/common/dates.ts'
import type { Money } from '#contract/common/kopecks.ts'
import { tariffPeriodLabels, type TariffPeriod } from '#contract/orders/labels.ts'

const rub = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `350,00 ₽ за час`: for showing only. */
export function formatTariff(value: Money, period: TariffPeriod): string {
  return `${rub.format(Number(value)).replace(/\s/g, '\u00a0')}\u00a0₽ ${tariffPeriodLabels[period].toLowerCase()}`
}

/** `UTC+03:00`, as offsets are offered. */
export const offsetText = (hours: number) => `UTC${formatOffset(hours)}`

const degrees = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 6 })

/** `54,83127; 39,8289`. */
export const coordinatesText = (latitude: number, longitude: number) =>
  `${degrees.format(latitude)}; ${degrees.format(longitude)}`
