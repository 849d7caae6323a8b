import { and, eq, inArray, or } from 'drizzle-orm'
import { liveSwapStatuses } from '#contract/swaps/swaps.ts'
import type { Executor } from '../../db/client.ts'
import { orderSwaps } from '../../db/schema/index.ts'

/**
 * A swap was agreed on both shifts as they stood (decision 108): when either leaves CONFIRMED, changes hands or
 * its terms are changed, the live swaps of that order are CLOSED, in the caller's transaction.
 */
export async function closeSwapsOf(db: Executor, orderId: number, at: Date): Promise<void> {
  await db
    .update(orderSwaps)
    .set({ status: 'CLOSED', decidedAt: at })
    .where(
      and(
        inArray(orderSwaps.status, liveSwapStatuses),
        or(eq(orderSwaps.orderId, orderId), eq(orderSwaps.withOrderId, orderId)),
      ),
    )
}
