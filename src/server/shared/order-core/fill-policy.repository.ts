import { eq } from 'drizzle-orm'
import { fillPolicyDefaults } from '#contract/fill-policy/fill-policy.ts'
import type { BoostPolicy } from '#contract/fill-policy/boosts.ts'
import type { Executor } from '../../db/client.ts'
import { shopFillPolicies, shops } from '../../db/schema/index.ts'

export type FillPolicyValues = {
  replacementCutoffHours: number
  lateReleaseHours: number
  cancelNoticeHours: number
  cancelCompensationPercent: number
  minimumPaidHours: number
  swapAutoApprove: boolean
} & BoostPolicy

/** Rates that rise (decision 106). */
const boostColumns = {
  boostWindowHours: shopFillPolicies.boostWindowHours,
  boostPercent: shopFillPolicies.boostPercent,
  boostEveryMinutes: shopFillPolicies.boostEveryMinutes,
  boostCapPercent: shopFillPolicies.boostCapPercent,
}

/** The shop's fill policy, or the defaults when it has none. */
export async function readFillPolicy(db: Executor, shopId: number): Promise<FillPolicyValues> {
  const [row] = await db
    .select({
      replacementCutoffHours: shopFillPolicies.replacementCutoffHours,
      lateReleaseHours: shopFillPolicies.lateReleaseHours,
      cancelNoticeHours: shopFillPolicies.cancelNoticeHours,
      cancelCompensationPercent: shopFillPolicies.cancelCompensationPercent,
      minimumPaidHours: shopFillPolicies.minimumPaidHours,
      swapAutoApprove: shopFillPolicies.swapAutoApprove,
      ...boostColumns,
    })
    .from(shopFillPolicies)
    .where(eq(shopFillPolicies.shopId, shopId))
  return row ?? { ...fillPolicyDefaults }
}

export async function saveFillPolicy(
  db: Executor,
  shopId: number,
  values: FillPolicyValues,
  changedBy: number,
  at: Date,
): Promise<void> {
  const row = { ...values, changedBy, updatedAt: at }
  await db
    .insert(shopFillPolicies)
    .values({ shopId, ...row })
    .onConflictDoUpdate({ target: shopFillPolicies.shopId, set: row })
}

/** Locks the shop's row: two partial changes of its policy apply one after the other. Null for no shop. */
export async function lockShop(db: Executor, shopId: number): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update')
  return row ?? null
}
