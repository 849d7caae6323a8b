import type { Executor } from '../../db/client.ts'
import { excludedFromAutoAccept } from '../restrictions/restrictions.repository.ts'
import { findAutoAcceptRule, isFavourite, recordAtShop } from './shop-pool.repository.ts'

export type AutoAcceptRuleRow = NonNullable<Awaited<ReturnType<typeof findAutoAcceptRule>>>
export type ShopRecord = Awaited<ReturnType<typeof recordAtShop>>

/**
 * The rule itself: a favourite when the shop accepts favourites; or at least `minShifts` finished shifts with a
 * mean mark of at least `minAverageMark` (when set) and never a 1 there.
 */
export function qualifies(rule: AutoAcceptRuleRow, favourite: boolean, record: ShopRecord): boolean {
  if (rule.favourites && favourite) return true
  if (rule.minShifts == null || record.shifts < rule.minShifts || record.everMarkedOne) return false
  if (rule.minAverageMark == null) return true
  return record.average != null && record.average >= Number(rule.minAverageMark)
}

/**
 * What the shop's rule says of the worker: null when the shop has no rule; false while staff excluded the worker
 * from it (a restriction with its record, decision 114); else whether the worker qualifies.
 */
export async function shopRuleTakes(
  db: Executor,
  shopId: number,
  workerId: number,
  now: Date,
): Promise<boolean | null> {
  const rule = await findAutoAcceptRule(db, shopId)
  if (!rule) return null
  if (await excludedFromAutoAccept(db, shopId, workerId, now)) return false
  return qualifies(rule, await isFavourite(db, shopId, workerId), await recordAtShop(db, shopId, workerId))
}

/** Whether the shop's rule accepts this worker's response without staff. */
export async function acceptedByShopRule(
  db: Executor,
  shopId: number,
  workerId: number,
  now: Date,
): Promise<boolean> {
  return (await shopRuleTakes(db, shopId, workerId, now)) === true
}
