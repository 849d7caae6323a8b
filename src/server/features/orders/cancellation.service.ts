import type { CancellationTerms } from '#contract/orders/cancellation.ts'
import { lateCancellationLine } from '#contract/orders/compensation.ts'
import { compensationLabel } from '#contract/orders/sums.ts'
import type { Order } from '#contract/orders/order.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { readFillPolicy } from '../../shared/order-core/fill-policy.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import type { OrderRow } from '../../shared/order-core/orders.repository.ts'
import { openReleaseOf } from '../../shared/order-core/releases.repository.ts'
import { lockedOrder as locked, orderView as view, staff } from './order-calls.ts'

export type CancellationService = ReturnType<typeof createCancellationService>

const hour = 3600_000

/**
 * What cancelling the order at `now` costs the shop (decision 107): only a CONFIRMED order's executor is owed, and
 * not one who released the shift («Не смогу выйти»): they gave it up before the shop did.
 */
export async function termsAt(tx: Executor, order: OrderRow, now: Date) {
  const policy = await readFillPolicy(tx, order.shopId)
  const late = order.dateTime.getTime() - now.getTime() < policy.cancelNoticeHours * hour
  const confirmed = order.status === 'CONFIRMED' && order.executorId !== null
  const released = confirmed && (await openReleaseOf(tx, order.id)) !== null
  const { maxPaymentSum } = await readSettings(tx)
  const line = confirmed && !released ? lateCancellationLine(order, policy, now, maxPaymentSum) : null
  return {
    late,
    released,
    noticeHours: policy.cancelNoticeHours,
    percent: policy.cancelCompensationPercent,
    line,
  }
}

/**
 * Fair cancellations (issue 49, item 5): staff cancelling a confirmed order later than the shop's notice pay the
 * executor a per cent of the planned sum. The order then goes to DONE with that line as all it pays, and its act
 * is sent to the executor at once: confirmed, it is paid like any other (the payments, the payouts, the receipt).
 * Under the order's lock, so a cancellation racing the executor's release or another worker's take sees the one
 * that came first.
 */
export function createCancellationService(deps: {
  db: Database
  clock: Clock
  /** The acts' generation (features/acts), handed over by the wiring. */
  issueAct: (employeeId: number, orderId: number) => Promise<void>
}) {
  const { db, clock } = deps

  return {
    async terms(id: number): Promise<CancellationTerms> {
      return db.transaction(async (tx) => {
        const { line, ...terms } = await termsAt(tx, await locked(tx, id), clock())
        return {
          ...terms,
          compensation: line && {
            label: compensationLabel(line.compensationKind, line.compensationHours),
            sum: line.compensationSum,
          },
        }
      })
    },

    /** CANCELED or NOT_RELEVANT, as `set-finished-status` was always called for a cancellation. */
    async cancel(employeeId: number, id: number, resolution: 'CANCELED' | 'NOT_RELEVANT'): Promise<Order> {
      const compensated = await db.transaction(async (tx) => {
        const order = await locked(tx, id)
        const now = clock()
        const { line } = await termsAt(tx, order, now)
        if (!line) {
          await applyTransition(tx, order, 'cancel', staff(employeeId), now, { resolution })
          return false
        }
        await applyTransition(tx, order, 'cancelLate', staff(employeeId), now, line)
        return true
      })
      // The act is made outside the cancellation's transaction, as every act is (its PDF goes to the storage
      // first); should it fail, the order waits in DONE for staff to form it from the finish dialog.
      if (compensated) await deps.issueAct(employeeId, id)
      return view(db, id)
    },
  }
}
