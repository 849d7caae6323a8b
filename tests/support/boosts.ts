import { and, asc, eq } from 'drizzle-orm'
import { boostedTariff } from '../../src/contract/fill-policy/boosts.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import type { Database } from '../../src/server/db/client.ts'
import { journal } from '../../src/server/db/schema/index.ts'

/** The order's journal, oldest first: its rises (decision 106) among the rest, by action. */
async function journalOf(db: Database, orderId: number) {
  return db
    .select({ id: journal.id, action: journal.action, details: journal.details })
    .from(journal)
    .where(and(eq(journal.entity, 'order'), eq(journal.entityId, String(orderId))))
    .orderBy(asc(journal.id))
}

/** The rises' per cents as the journal records them, oldest first. */
export async function risesOf(db: Database, orderId: number): Promise<number[]> {
  return (await journalOf(db, orderId))
    .filter((entry) => entry.action === 'order.boosted')
    .map((entry) => (entry.details as { toPercent: number }).toPercent)
}

/**
 * One outcome of a rise racing an assignment: every rise journaled before the assignment, none after, each
 * per cent once, and the tariff the order keeps is the last rise's of the tariff it was published with.
 */
export async function outcomeOf(
  db: Database,
  order: Pick<Order, 'id' | 'planTariffValue' | 'boost'>,
  published: string,
  step: number,
) {
  const entries = await journalOf(db, order.id)
  const assigned = entries.findIndex((entry) => entry.action === 'order.setExecutor')
  const rises = entries.filter((entry) => entry.action === 'order.boosted')
  const percent = order.boost?.percent ?? 0
  return {
    assignedOnce: entries.filter((entry) => entry.action === 'order.setExecutor').length === 1,
    risesBeforeAssignment: rises.every((rise) => entries.indexOf(rise) < assigned),
    risesOncePerStep:
      rises.map((rise) => (rise.details as { toPercent: number }).toPercent).join() ===
      Array.from({ length: percent / step }, (_, index) => (index + 1) * step).join(),
    tariffOfLastRise: Number(order.planTariffValue) === Number(boostedTariff(published, percent)),
  }
}
