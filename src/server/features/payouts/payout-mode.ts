import { eq } from 'drizzle-orm'
import type { PayoutModeSetting } from '#contract/payouts/payouts.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { payoutMode } from '../../db/schema/index.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'

const registryByDefault: PayoutModeSetting = { mode: 'REGISTRY', dailyTime: '18:00' }

/** The mode as it is; REGISTRY (as before payouts) until an admin sets another. */
export async function readPayoutMode(db: Executor): Promise<PayoutModeSetting> {
  const [row] = await db.select().from(payoutMode).where(eq(payoutMode.id, 1))
  return row ? { mode: row.mode, dailyTime: row.dailyTime } : registryByDefault
}

export function createPayoutModeService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    read: () => readPayoutMode(db),
    async change(employeeId: number, setting: PayoutModeSetting): Promise<PayoutModeSetting> {
      const now = clock()
      await db.transaction(async (tx) => {
        const before = await readPayoutMode(tx)
        await tx
          .insert(payoutMode)
          .values({ id: 1, ...setting, updatedAt: now })
          .onConflictDoUpdate({ target: payoutMode.id, set: { ...setting, updatedAt: now } })
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'settings.payout-mode',
          entity: 'settings',
          details: { from: before, to: setting },
        })
      })
      return readPayoutMode(db)
    },
  }
}
