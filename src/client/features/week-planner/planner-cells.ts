import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import type { CreateOrder } from '#contract/orders/requests.ts'
import type { PlannerShop } from '#contract/week-planner/planner.ts'
import { shiftOn, weekdayOf } from '#contract/week-planner/week.ts'

/** A cell of the grid: a shop's day. */
export type Cell = { shopId: number; date: string }
export const cellKey = (cell: Cell) => `${cell.shopId}|${cell.date}`

const weekdayNames = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']

/** `Пн, 08.12`: a day as the grid's header and the reports name it. */
export function dayLabel(iso: string): string {
  const [, month, day] = iso.split('-')
  return `${weekdayNames[weekdayOf(iso) - 1]}, ${day}.${month}`
}

/** `08.12 – 14.12.2026`. */
export function weekLabel(days: readonly string[]): string {
  const short = (iso: string) => iso.split('-').slice(1).reverse().join('.')
  const first = days[0] ?? ''
  const last = days[days.length - 1] ?? ''
  return `${short(first)} – ${short(last)}.${last.slice(0, 4)}`
}

/** Every cell of the rectangle between two cells, in the grid's order. */
export function cellRange(
  from: Cell,
  to: Cell,
  shops: readonly { id: number }[],
  days: readonly string[],
): Cell[] {
  const rows = [from, to].map((cell) => shops.findIndex((shop) => shop.id === cell.shopId))
  const columns = [from, to].map((cell) => days.indexOf(cell.date))
  const [top, bottom] = [Math.min(...rows), Math.max(...rows)]
  const [left, right] = [Math.min(...columns), Math.max(...columns)]
  if (top < 0 || left < 0) return [to]
  return shops
    .slice(top, bottom + 1)
    .flatMap((shop) => days.slice(left, right + 1).map((date) => ({ shopId: shop.id, date })))
}

/**
 * The orders a template makes in these cells, one per cell, in the cell's shop at the template's times of that
 * day (another shop's template takes the cell's shop: the server says if it does not offer the service).
 */
export function ordersOfTemplate(
  template: OrderTemplate,
  cells: readonly Cell[],
  shops: readonly PlannerShop[],
): CreateOrder[] {
  return cells.flatMap((cell) => {
    const shop = shops.find((candidate) => candidate.id === cell.shopId)
    if (!shop) return []
    return [
      {
        shopId: shop.id,
        serviceId: template.serviceId,
        ...shiftOn(cell.date, template.startTime, template.endTime, shop.utcOffset),
        description: template.description,
        comment: null,
        planAssignmentsCount: template.planAssignmentsCount,
        planTariffValue: template.planTariffValue,
        favouritesFirstHours: template.favouritesFirstHours,
      },
    ]
  })
}

/** The refused rows of a call on these cells, each named by its shop and day: `Магазин, Пн, 08.12: причина`. */
export function refusedLines(
  rows: readonly { row: number; message: string }[],
  cells: readonly Cell[],
  shops: readonly PlannerShop[],
): string[] {
  return rows.map(({ row, message }) => {
    const cell = cells[row]
    const shop = shops.find((candidate) => candidate.id === cell?.shopId)
    return cell && shop ? `${shop.name}, ${dayLabel(cell.date)}: ${message}` : message
  })
}
