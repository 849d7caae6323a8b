import type { NotificationKind } from '#contract/notifications/kinds.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { withRequestId } from '../../kernel/request-context.ts'
import type { PushOutcome, PushSender, Urgency } from '../../ports/push/push-sender.ts'
import * as outbox from './notification-outbox.repository.ts'

/** A claimed push is its claimer's this long; then any instance may send it again. */
const leaseMs = 60_000
/** Waits before the next attempt after a failed one (the push service down or slow), by attempt. */
const retryAfterMs = [30_000, 120_000, 600_000, 1_800_000, 3_600_000]
const claimLimit = 100
/**
 * A round claims batch after batch until the outbox has nothing due or this much time has passed (read on the
 * monotonic clock, not the app's): a push to a whole city goes out in one round, yet a round ends well within the
 * lease, so no claimed batch outlives it.
 */
const roundBudgetMs = 20_000

/** How long a push service may keep trying a device: a reminder is no use after the shift began. */
const lifetimeSeconds: Record<NotificationKind, number> = {
  newOrders: 6 * 3600,
  awaitingConfirmation: 12 * 3600,
  actSent: 24 * 3600,
  paymentSent: 24 * 3600,
  shiftReminder: 2 * 3600,
  firstResponse: 12 * 3600,
  executorRejected: 12 * 3600,
  noShow: 3600,
  appealSubmitted: 24 * 3600,
  appealDecided: 24 * 3600,
  urgentReplacement: 2 * 3600,
  orderChange: 12 * 3600,
  replacementUnfilled: 6 * 3600,
  payoutBalance: 24 * 3600,
}
const urgencyOf = (kind: NotificationKind): Urgency =>
  kind === 'shiftReminder' ||
  kind === 'noShow' ||
  kind === 'awaitingConfirmation' ||
  kind === 'urgentReplacement'
    ? 'high'
    : 'normal'

/**
 * Sends the outbox's due pushes, outside any transaction: taken by the push service → the row goes; the
 * device is gone (404, 410) or its address refused → the device is silenced (decision 063); anything else →
 * tried again later, until the attempts run out or the message is older than the push service would keep it.
 */
export function createNotificationDelivery(deps: {
  db: Database
  clock: Clock
  sender: PushSender
  /** Tests shorten the round's budget; 0 sends one batch a round. */
  roundBudgetMs?: number
  /** The app's logger, whose lines carry the current request's id. */
  log?: { info: (fields: object, message: string) => void }
}) {
  const { db, clock, sender } = deps
  const log = deps.log ?? { info: () => {} }

  /** A push is sent as part of the request whose change queued it: its log line carries that request's id. */
  const deliver = (row: outbox.ClaimedNotification) =>
    row.requestId ? withRequestId(row.requestId, () => deliverNow(row)) : deliverNow(row)

  async function deliverNow(row: outbox.ClaimedNotification): Promise<PushOutcome> {
    const { kind } = row.message
    const outcome = await sender.send(row.device, JSON.stringify(row.message), {
      ttlSeconds: lifetimeSeconds[kind],
      urgency: urgencyOf(kind),
    })
    log.info({ kind, attempt: row.attempts, outcome }, 'push handed to the push service')
    // A sent push's row goes with its batch's, in one statement (deliverBatch).
    if (outcome === 'sent') return outcome
    if (outcome === 'gone' || outcome === 'refused')
      await outbox.silenceDevice(db, row.subscriptionId, clock())
    else {
      const now = clock()
      const wait = retryAfterMs[row.attempts - 1]
      const stale = now.getTime() - row.createdAt.getTime() > lifetimeSeconds[kind] * 1000
      if (wait === undefined || stale) await outbox.deleteNotification(db, row.id)
      else await outbox.retryNotificationAt(db, row.id, new Date(now.getTime() + wait))
    }
    return outcome
  }

  async function deliverBatch(): Promise<{ claimed: number; outcomes: PushOutcome[] }> {
    const now = clock()
    const claimed = await outbox.claimDueNotifications(db, now, new Date(now.getTime() + leaseMs), claimLimit)
    const outcomes = await Promise.all(claimed.map(deliver))
    await outbox.deleteNotifications(
      db,
      claimed.filter((_, index) => outcomes[index] === 'sent').map((row) => row.id),
    )
    return { claimed: claimed.length, outcomes }
  }

  return {
    async runDue() {
      const budgetMs = deps.roundBudgetMs ?? roundBudgetMs
      const startedAt = performance.now()
      const outcomes: PushOutcome[] = []
      for (;;) {
        const batch = await deliverBatch()
        outcomes.push(...batch.outcomes)
        if (batch.claimed < claimLimit || performance.now() - startedAt >= budgetMs) break
      }
      return {
        sent: outcomes.filter((outcome) => outcome === 'sent').length,
        gone: outcomes.filter((outcome) => outcome === 'gone').length,
        refused: outcomes.filter((outcome) => outcome === 'refused').length,
        failed: outcomes.filter((outcome) => outcome === 'failed').length,
      }
    },
  }
}
