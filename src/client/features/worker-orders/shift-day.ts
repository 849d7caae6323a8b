import { toOffsetIso } from '#contract/common/instants.ts'
import { formatShopDate } from '../../shared/worker-orders/shop-time.ts'

const dayMs = 86_400_000

/**
 * The heading of the day a shift starts on, by the shop city's calendar: «Сегодня», «Завтра», then the day as the
 * cards write it (`пт, 21-11-2026`, the spec's display format).
 */
export function shiftDayHeading(
  order: { dateTime: string; shop: { city: { utcOffset: number } } },
  now: Date,
) {
  const day = order.dateTime.slice(0, 10)
  const offset = order.shop.city.utcOffset
  if (day === toOffsetIso(now, offset).slice(0, 10)) return 'Сегодня'
  if (day === toOffsetIso(new Date(now.getTime() + dayMs), offset).slice(0, 10)) return 'Завтра'
  return formatShopDate(order.dateTime)
}
