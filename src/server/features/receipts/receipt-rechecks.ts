import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { TaxReceipts } from '../../ports/tax-receipts/tax-receipts.ts'
import { nextCheckAt, recheckUntil } from './receipt-schedule.ts'
import { recheckOf, verdictOn } from './receipt-verdict.ts'
import { expectationFor } from './receipt-assessment.ts'
import * as repository from './receipts.repository.ts'

/** How long a round holds the checks it claimed: longer than the tax service's slowest answer (10 s). */
const leaseMs = 60_000
const batch = 20

/**
 * The receipts' checks due now: UNVERIFIED ones asked again until the tax service answers, VERIFIED ones watched
 * for their annulment until the end of the month after the payment (decision 030). A round claims a batch with
 * SKIP LOCKED by moving each row's next check past a lease, asks the service outside any transaction, and records
 * each answer only while its row still holds that lease; a round that dies leaves its rows due again once the
 * lease runs out. Several instances thus ask about each receipt once a turn.
 */
export function createReceiptRechecks(deps: { db: Database; clock: Clock; taxReceipts: TaxReceipts }) {
  const { db, clock } = deps

  async function checkOne(claimed: repository.ClaimedCheck, leaseUntil: Date): Promise<string> {
    const owner = await repository.orderOfReceipt(db, claimed.receiptId)
    const target = owner && (await repository.receiptTarget(db, owner.orderId))
    if (!owner || !target || claimed.sellerInn === null) return 'gone'
    const answer = await deps.taxReceipts.find(claimed.sellerInn, claimed.receiptNumber)
    const verdict =
      claimed.status === 'VERIFIED'
        ? recheckOf(answer, { status: 'VERIFIED', reason: claimed.reason })
        : verdictOn(answer, await expectationFor(db, target))
    const now = clock()
    const recorded = await db.transaction(async (tx) => {
      const done = await repository.recordCheck(tx, claimed.receiptId, leaseUntil, {
        status: verdict.status,
        reason: verdict.reason,
        checkedAt: now,
        nextCheckAt: nextCheckAt({
          status: verdict.status,
          attempts: claimed.attempts,
          now,
          until: recheckUntil(target.paymentDate, target.utcOffset),
          unanswered: answer.kind === 'unavailable',
        }),
      })
      if (done && verdict.status !== claimed.status)
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'receipt.checked',
          entity: 'order',
          entityId: owner.orderId,
          details: { from: claimed.status, to: verdict.status },
        })
      return done
    })
    return recorded ? verdict.status : 'lost'
  }

  return {
    /** One round: every check due now, a batch at a time; answers how many ended in each status. */
    async runDue() {
      const outcomes: Record<string, number> = {}
      for (;;) {
        const now = clock()
        const leaseUntil = new Date(now.getTime() + leaseMs)
        const claimed = await db.transaction((tx) => repository.claimDueChecks(tx, now, leaseUntil, batch))
        for (const check of claimed) {
          const outcome = await checkOne(check, leaseUntil)
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
        }
        if (claimed.length < batch) return outcomes
      }
    },
  }
}
