import { and, asc, eq, inArray, isNull, notInArray, sql, type AnyColumn } from 'drizzle-orm'
import { boostDefaults, boostWindowMaxHours, type BoostPolicy } from '#contract/fill-policy/boosts.ts'
import type { Executor } from '../../db/client.ts'
import { orders, shopFillPolicies } from '../../db/schema/index.ts'
import type { OrderRow } from './orders.repository.ts'

const unfilled = ['NEW', 'HAS_RESPONSE'] as const

/** A setting of the shop's policy, or the default when the shop has none (a left join's nulls). */
const setting = (column: AnyColumn, fallback: number) =>
  sql<number>`coalesce(${column}, ${fallback}::smallint)`

const policy = {
  boostWindowHours: setting(shopFillPolicies.boostWindowHours, boostDefaults.boostWindowHours),
  boostPercent: setting(shopFillPolicies.boostPercent, boostDefaults.boostPercent),
  boostEveryMinutes: setting(shopFillPolicies.boostEveryMinutes, boostDefaults.boostEveryMinutes),
  boostCapPercent: setting(shopFillPolicies.boostCapPercent, boostDefaults.boostCapPercent),
}

/**
 * Takes the next unfilled order whose rise is due (decision 106), with its shop's policy: inside the window
 * before its start, under the cap, and a whole interval after its last rise, or after it entered the window
 * (or was created in it). The row lock is the claim: an assignment holding the order is skipped, and one that
 * comes after waits for the rise and assigns at the risen tariff. `passed` are the ids this round gave up on.
 */
export async function claimDueBoost(
  db: Executor,
  now: Date,
  passed: number[],
): Promise<{ order: OrderRow; policy: BoostPolicy } | null> {
  const at = sql`${now.toISOString()}::timestamptz`
  const windowStart = sql`${orders.dateTime} - make_interval(hours => ${policy.boostWindowHours})`
  const since = sql`coalesce(${orders.boostedAt}, greatest(${windowStart}, ${orders.createdAt}))`
  const [row] = await db
    .select({ order: orders, policy })
    .from(orders)
    .leftJoin(shopFillPolicies, eq(shopFillPolicies.shopId, orders.shopId))
    .where(
      and(
        inArray(orders.status, [...unfilled]),
        isNull(orders.executorId),
        eq(orders.boostOff, false),
        sql`${policy.boostPercent} > 0`,
        sql`${orders.boostPercent} < ${policy.boostCapPercent}`,
        sql`${orders.dateTime} > ${at}`,
        // The longest window bounds the scan of the unfilled orders by (status, date_time) to a week ahead.
        sql`${orders.dateTime} <= ${at} + make_interval(hours => ${boostWindowMaxHours})`,
        sql`${windowStart} <= ${at}`,
        sql`${since} + make_interval(mins => ${policy.boostEveryMinutes}) <= ${at}`,
        passed.length ? notInArray(orders.id, passed) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1)
    .for('update', { of: orders, skipLocked: true })
  return row ?? null
}

/** Writes a rise, only while the order is still unfilled: of a rise and an assignment one outcome stands. */
export async function raiseTariff(
  db: Executor,
  id: number,
  rise: { planTariffValue: string; boostPercent: number; boostBaseTariff: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...rise, boostedAt: at, updatedAt: at })
    .where(and(eq(orders.id, id), inArray(orders.status, [...unfilled]), isNull(orders.executorId)))
    .returning({ id: orders.id })
  return rows.length > 0
}
