import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import type { PayoutDifference, PayoutLimits, PayoutMoney } from '#contract/payouts/payout-money.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import type { PayoutProvider } from '../../ports/payout-provider/payout-provider.ts'
import * as repository from './payout-money.repository.ts'

const money = (kopecks: number | null) => (kopecks === null ? null : fromKopecks(kopecks))

/** How many differences «Сверка» shows: the newest; older ones stay in the table. */
const differencesShown = 200

/**
 * The company's money at the provider (decision 104): the admins' limits, what they see on Счета (the balance,
 * today's payouts, the payouts held back), and the differences the daily reconciliation found.
 */
export function createPayoutMoneyService(deps: { db: Database; clock: Clock; provider: PayoutProvider }) {
  const { db, clock, provider } = deps
  return {
    limits: () => repository.readPayoutLimits(db),

    async changeLimits(employeeId: number, limits: PayoutLimits): Promise<PayoutLimits> {
      const now = clock()
      await db.transaction(async (tx) => {
        const before = await repository.readPayoutLimits(tx)
        await repository.writePayoutLimits(tx, limits, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'settings.changed',
          entity: 'settings',
          entityId: 'payoutLimits',
          details: { before, after: limits },
        })
      })
      return repository.readPayoutLimits(db)
    },

    async view(): Promise<PayoutMoney> {
      const [balance, limits, today, heldCount] = await Promise.all([
        provider.balance(),
        repository.readPayoutLimits(db),
        repository.sentSince(db, startOfBusinessDay(clock())),
        repository.heldCount(db),
      ])
      const threshold = toKopecks(limits.lowBalanceThreshold)
      return {
        balance,
        lowBalance: balance !== null && threshold > 0 && toKopecks(balance) < threshold,
        todayCount: today.count,
        todaySum: fromKopecks(today.kopecks),
        heldCount,
        ...limits,
      }
    },

    async differences(): Promise<{ differences: PayoutDifference[] }> {
      const rows = await repository.listDifferences(db, differencesShown)
      return {
        differences: rows.map(({ difference: row, orderNumber }) => ({
          id: row.id,
          day: row.day,
          kind: row.kind,
          orderId: row.orderId,
          orderNumber,
          providerPayoutId: row.providerPayoutId,
          providerStatus: row.providerStatus,
          providerAmount: money(row.providerAmountKopecks),
          ledgerStatus: row.ledgerState,
          ledgerAmount: money(row.ledgerAmountKopecks),
          foundAt: row.foundAt.toISOString(),
        })),
      }
    },
  }
}

export type PayoutMoneyService = ReturnType<typeof createPayoutMoneyService>
