import { toKopecks } from '#contract/common/kopecks.ts'
import type { DifferenceKind } from '#contract/payouts/payout-money.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate, startOfBusinessDay } from '../../kernel/local-day.ts'
import type { ListedPayout, PayoutProvider } from '../../ports/payout-provider/payout-provider.ts'
import {
  claimReconciliation,
  finishReconciliation,
  ledgerPayouts,
  recordDifference,
  type LedgerPayout,
  type NewDifference,
} from './payout-money.repository.ts'

/** A day is compared from this hour (Moscow) of the next: payouts made late the day before have settled. */
const reconcileFromHour = 3
const leaseMs = 10 * 60_000
const dayMs = 86_400_000

/** The provider's side of a difference, or null when it has no such payout. */
type Theirs = { id: string; orderId?: number | null; status: string; kopecks: number } | null

/**
 * The daily reconciliation (decision 104): the provider's payouts made in the previous Moscow day, every page
 * of its list, against our payouts of that day. Each difference is stored once (re-runs add nothing) and only
 * listed on Счета: paid by the provider and not SUCCEEDED with us, SUCCEEDED with us and not paid by the
 * provider (ours not in the day's list is asked for by id first: it may have been made just across midnight),
 * and both paid with different sums. A provider's canceled payout moved no money and is no difference.
 */
export function createReconciliation(deps: { db: Database; clock: Clock; provider: PayoutProvider }) {
  const { db, clock, provider } = deps

  async function providerPayouts(from: Date, to: Date): Promise<ListedPayout[] | null> {
    const all: ListedPayout[] = []
    let cursor: string | null = null
    do {
      const page = await provider.listPayouts({ from, to, cursor })
      if (!page) return null
      all.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    return all
  }

  const difference = (
    day: string,
    kind: DifferenceKind,
    ours: LedgerPayout | null,
    theirs: Theirs,
    now: Date,
  ): NewDifference => {
    const providerPayoutId = theirs?.id ?? ours?.providerPayoutId ?? null
    const orderId = ours?.orderId ?? theirs?.orderId ?? null
    return {
      key: `${kind}:${providerPayoutId ?? `order-${orderId}`}`,
      day,
      kind,
      orderId,
      providerPayoutId,
      providerStatus: theirs?.status ?? null,
      providerAmountKopecks: theirs?.kopecks ?? null,
      ledgerState: ours?.state ?? null,
      ledgerAmountKopecks: ours?.amountKopecks ?? null,
      foundAt: now,
    }
  }

  /** The differences of one day, or null when the provider did not answer (the run is taken again later). */
  async function compare(day: string, from: Date, to: Date): Promise<NewDifference[] | null> {
    const listed = await providerPayouts(from, to)
    if (!listed) return null
    const ledger = await ledgerPayouts(
      db,
      from,
      to,
      listed.map((payout) => payout.id),
    )
    const ours = new Map(ledger.map((row) => [row.providerPayoutId, row]))
    const found: NewDifference[] = []
    const now = clock()
    for (const payout of listed) {
      const row = ours.get(payout.id) ?? null
      const theirs = {
        id: payout.id,
        orderId: payout.orderId,
        status: payout.status,
        kopecks: toKopecks(payout.amount),
      }
      const paidByUs = row?.state === 'SUCCEEDED'
      if (payout.status === 'succeeded' && !paidByUs)
        found.push(difference(day, 'PAID_NOT_RECORDED', row, theirs, now))
      else if (payout.status === 'succeeded' && row?.amountKopecks !== theirs.kopecks)
        found.push(difference(day, 'AMOUNT', row, theirs, now))
      else if (payout.status !== 'succeeded' && paidByUs)
        found.push(difference(day, 'RECORDED_NOT_PAID', row, theirs, now))
    }
    const listedIds = new Set(listed.map((payout) => payout.id))
    for (const row of ledger) {
      if (row.state !== 'SUCCEEDED' || (row.providerPayoutId && listedIds.has(row.providerPayoutId))) continue
      const payout = row.providerPayoutId ? await provider.findPayout(row.providerPayoutId) : 'notFound'
      if (payout === null) return null
      const theirs =
        payout === 'notFound'
          ? null
          : { id: payout.id, status: payout.status, kopecks: toKopecks(payout.amount) }
      if (!theirs || theirs.status !== 'succeeded')
        found.push(difference(day, 'RECORDED_NOT_PAID', row, theirs, now))
      else if (theirs.kopecks !== row.amountKopecks) found.push(difference(day, 'AMOUNT', row, theirs, now))
    }
    return found
  }

  return {
    /** The previous Moscow day once its hour came, by one instance; the differences stored, or null if none ran. */
    async runDue(): Promise<number | null> {
      const now = clock()
      const today = startOfBusinessDay(now)
      if (now.getTime() < today.getTime() + reconcileFromHour * 3600_000) return null
      const from = new Date(today.getTime() - dayMs)
      const day = businessDate(from)
      if (!(await claimReconciliation(db, day, now, new Date(now.getTime() + leaseMs)))) return null
      const found = await compare(day, from, today)
      if (!found) return null
      let stored = 0
      await db.transaction(async (tx) => {
        for (const one of found) if (await recordDifference(tx, one)) stored += 1
        await finishReconciliation(tx, day, found.length, clock())
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'system',
          action: 'payouts.reconciled',
          entity: 'payouts',
          entityId: day,
          details: { day, differences: found.length, new: stored },
        })
      })
      return stored
    },
  }
}

export type Reconciliation = ReturnType<typeof createReconciliation>
