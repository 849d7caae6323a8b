import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'

/** A value of the condition: a statement's placeholder or a plain parameter. */
type Value = Placeholder | number | string

/**
 * The one rule of which open orders a worker may see and respond to, beyond the city: none of a shop that
 * blocks them, and an order published to the shop's favourites first only once its favourites' hours are over,
 * unless they are a favourite. `now` is an ISO instant (the injectable clock's).
 */
export function openToWorker(worker: Value, now: Value): SQL {
  return sql`not exists (select 1 from shop_workers sw where sw.shop_id = ${orders.shopId} and sw.worker_id = ${worker} and sw.block_reason is not null and (sw.blocked_until is null or sw.blocked_until > ${now}::timestamptz))
    and (${orders.favouritesUntil} is null or ${orders.favouritesUntil} <= ${now}::timestamptz
      or exists (select 1 from shop_workers sf where sf.shop_id = ${orders.shopId} and sf.worker_id = ${worker} and sf.favourite))`
}
