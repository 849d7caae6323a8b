import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { boostDefaults, boostWindowMaxHours, type BoostPolicy } from '#contract/fill-policy/boosts.ts'
import type { Executor } from '../../db/client.ts'
import { orders, shopFillPolicies } from '../../db/schema/index.ts'
import type { OrderRow } from './orders.repository.ts'

const unfilled = ['NEW', 'HAS_RESPONSE'] as const

/**
 * Rises are off unless a shop's policy sets a step (the default step is 0, checked here by type), so the claim
 * reads only the orders of shops that have one, through the index of each shop's orders by status and start.
 */
const noStepByDefault: 0 = boostDefaults.boostPercent

const policy = {
  boostWindowHours: shopFillPolicies.boostWindowHours,
  boostPercent: shopFillPolicies.boostPercent,
  boostEveryMinutes: shopFillPolicies.boostEveryMinutes,
  boostCapPercent: shopFillPolicies.boostCapPercent,
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
    .from(shopFillPolicies)
    .innerJoin(orders, eq(orders.shopId, shopFillPolicies.shopId))
    .where(
      and(
        gt(policy.boostPercent, noStepByDefault),
        inArray(orders.status, [...unfilled]),
        isNull(orders.executorId),
        eq(orders.boostOff, false),
        sql`${orders.boostPercent} < ${policy.boostCapPercent}`,
        sql`${orders.dateTime} > ${at}`,
        // The longest window bounds the scan of the unfilled orders by (status, date_time) to a week ahead; the
        // shop's own window, compared as the start's bound, bounds the scan of each shop's orders.
        sql`${orders.dateTime} <= ${at} + make_interval(hours => ${boostWindowMaxHours})`,
        sql`${orders.dateTime} <= ${at} + make_interval(hours => ${policy.boostWindowHours})`,
        sql`${since} + make_interval(mins => ${policy.boostEveryMinutes}) <= ${at}`,
        passed.length ? notInArray(orders.id, passed) : undefined,
      ),
    )
    // In the order of the (status, date_time) index, which a chain where many shops raise rates walks to the first
    // due; ordered by id, PostgreSQL walked the primary key through every order to find none (issue 50).
    .orderBy(asc(orders.status), asc(orders.dateTime), asc(orders.id))
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
