import type { Executor } from '../../db/client.ts'
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

/** Whether the shop's rule accepts this worker's response without staff. */
export async function acceptedByShopRule(db: Executor, shopId: number, workerId: number): Promise<boolean> {
  const rule = await findAutoAcceptRule(db, shopId)
  if (!rule) return false
  return qualifies(rule, await isFavourite(db, shopId, workerId), await recordAtShop(db, shopId, workerId))
}
