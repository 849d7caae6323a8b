import { fromKopecks } from '#contract/common/kopecks.ts'
import { payoutMessages, payoutStatusOf, type Payout } from '#contract/payouts/payouts.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { PayoutProvider } from '../../ports/payout-provider/payout-provider.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import type { PayoutDelivery } from './payout-delivery.ts'
import * as repository from './payouts.repository.ts'

type Log = { warn: (fields: object, message: string) => void }

function viewOf(row: repository.PayoutRow): Payout {
  return {
    status: payoutStatusOf(row.state),
    method: row.method,
    destination: row.destination,
    amount: row.amountKopecks === null ? null : fromKopecks(row.amountKopecks),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    reason: row.reason,
  }
}

/** Payouts as the worker and staff see them, staff's retry of a canceled one, and the provider's notifications. */
export function createPayoutsService(deps: {
  db: Database
  clock: Clock
  provider: PayoutProvider
  delivery: PayoutDelivery
}) {
  const { db, clock, provider, delivery } = deps
  const view = (row: repository.PayoutRow | null) => ({ payout: row ? viewOf(row) : null })

  return {
    /**
     * The worker's own order only: another's payout is not found, as their order is. Why a payout waits (the
     * company's limit or balance, decision 104) is staff's to see; the worker sees it on its way.
     */
    async mine(workerId: number, orderId: number) {
      const row = await repository.payoutOfOrder(db, orderId)
      if (row && row.workerId !== workerId) throw new NotFound(payoutMessages.notFound)
      return view(row && row.state === 'QUEUED' ? { ...row, reason: null } : row)
    },

    ofOrder: async (orderId: number) => view(await repository.payoutOfOrder(db, orderId)),

    async retry(employeeId: number, orderId: number) {
      const now = clock()
      await db.transaction(async (tx) => {
        await lockOrder(tx, orderId)
        const row = await repository.lockPayout(tx, orderId)
        if (!row) throw new NotFound(payoutMessages.notFound)
        if (row.state === 'SUCCEEDED') throw new Conflict(payoutMessages.succeededRetry)
        if (row.state !== 'CANCELED' || !(await repository.requeuePayout(tx, row, now)))
          throw new Conflict(payoutMessages.inFlight)
        await recordJournal(tx, {
          at: now,
          actorKind: 'employee',
          actorId: employeeId,
          action: 'payout.retried',
          entity: 'order',
          entityId: orderId,
          details: { attempt: row.attempt + 1, reason: row.reason },
        })
      })
      return view(await repository.payoutOfOrder(db, orderId))
    },

    /**
     * A notification is believed only as far as to ask the provider about the payout it names (decision 090):
     * from elsewhere than the provider's networks, not about a payout, or about one we never sent, it is
     * ignored and logged, and the provider is still answered 200 so it stops repeating it.
     */
    async notified(ip: string, body: unknown, log: Log): Promise<Record<string, never>> {
      if (!provider.trustsSender(ip)) {
        log.warn({ ip }, 'a payout notification from outside the provider’s networks was ignored')
        return {}
      }
      const notice = provider.readNotice(body)
      const row = notice ? await repository.payoutByProviderId(db, notice.payoutId) : null
      if (!notice || !row) {
        log.warn({ ip, notice }, 'a payout notification about no payout of ours was ignored')
        return {}
      }
      if (row.state === 'PENDING') await delivery.settle(row)
      return {}
    },
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>
