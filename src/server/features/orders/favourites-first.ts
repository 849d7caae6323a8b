import type { OrderRow } from '../../shared/order-core/orders.repository.ts'

/** An order published to the shop's favourites first: the favourites' hours run from publication (`now`). */
export function favouritesFirst(hours: number | null | undefined, now: Date) {
  return {
    favouritesFirstHours: hours ?? null,
    favouritesUntil: hours ? new Date(now.getTime() + hours * 3600_000) : null,
  }
}

/**
 * On update: hours sent back as they are (or not sent) keep their end; changed hours run again from now, and null
 * publishes the order to everyone at once.
 */
export function favouritesFirstChange(order: OrderRow, hours: number | null | undefined, now: Date) {
  if (hours === undefined || hours === order.favouritesFirstHours)
    return { favouritesFirstHours: order.favouritesFirstHours, favouritesUntil: order.favouritesUntil }
  return favouritesFirst(hours, now)
}
