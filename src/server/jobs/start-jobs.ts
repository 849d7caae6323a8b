import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { Clock } from '../kernel/clock.ts'
import type { Bank } from '../ports/bank/bank.ts'
import type { TaxReceipts } from '../ports/tax-receipts/tax-receipts.ts'
import type { PushSender } from '../ports/push/push-sender.ts'
import { crashPointsFor } from '../crash-points.ts'
import { npdCheckerFor } from '../ports/npd/from-env.ts'
import { createBankSteps } from './bank-steps.ts'
import { createNpdStatus } from '../shared/npd/npd-status.ts'
import { createPayoutDelivery } from '../features/payouts/payout-delivery.ts'
import { paymentStepsForPayouts } from '../features/payments/payout-payments.ts'
import { receiptStepsForPayouts } from '../features/receipts/provider-receipts.ts'
import { payoutProviderFor } from '../ports/payout-provider/from-env.ts'
import { createPayoutSteps } from './payout-steps.ts'
import { createNotificationSteps } from './notification-steps.ts'
import { createNpdSteps } from './npd-steps.ts'
import { createOrderSteps } from './order-steps.ts'
import { createReceiptChecks } from './receipt-checks.ts'
import { createRequestCounterSweep } from './request-counter-sweep.ts'
import { createStandbySteps } from './standby-steps.ts'
import { createAnalyticsSteps } from './analytics-steps.ts'
import { createTotalsSteps } from './totals-steps.ts'
import { createWebhookSteps } from './webhook-steps.ts'
import { orderView } from '../features/orders/order-calls.ts'
import { localReceiverAllowed } from '../features/webhooks/webhook-address.ts'
import type { JobName } from './job-names.ts'
import { createPayoutMoneySteps } from './payout-money-steps.ts'
import { createBalanceWatch } from '../features/payouts/balance-watch.ts'
import { createPayoutCover } from '../features/payouts/payout-cover.ts'
import { createReconciliation } from '../features/payouts/reconciliation.ts'

/** How late the dashboard «Аналитика» may be after an order changes. */
const analyticsIntervalMs = 10_000
/** How often the changes appended to the orders' totals are folded into them (readers add the rest either way). */
const totalsIntervalMs = 10_000

type JobDeps = {
  db: Database
  clock: Clock
  env: Env
  bank: Bank
  taxReceipts: TaxReceipts
  log: FastifyBaseLogger
  /** The push services the notifications go to; web push by default (a benchmark answers for them itself). */
  pushSender?: PushSender
}

/** A scheduled loop, and one round of it run at once (`runDue`), as a benchmark times it. */
type Job = { start: () => void; stop: () => Promise<void>; runDue: () => Promise<unknown> }

/**
 * Every scheduled loop, by name, not started: the order's automatic steps, the bank's answers, the payouts, the
 * НПД re-checks, the notifications, the receipts' checks, the webhooks and the sweep of the rate limits' counters
 * and the end of standby slots.
 */
export function createJobs(deps: JobDeps): Record<JobName, () => Job> {
  const { db, clock, env, log } = deps
  const npd = createNpdStatus({ db, clock, checker: npdCheckerFor(env) })
  const failed = (what: string) => (error: unknown) => log.error({ err: error }, what)
  return {
    orders: () =>
      createOrderSteps({
        db,
        clock,
        intervalMs: env.ORDER_STEPS_INTERVAL_SECONDS * 1000,
        onError: failed('automatic order steps failed'),
      }),
    bank: () =>
      createBankSteps({
        db,
        clock,
        bank: deps.bank,
        retryAfterMs: env.BANK_RETRY_AFTER_SECONDS * 1000,
        crashPoint: crashPointsFor(env),
        intervalMs: 2_000,
        log,
        onError: failed('asking the bank failed'),
      }),
    // The payouts and their money (decision 104): the balance watch and the daily reconciliation run beside them.
    payouts: () => {
      const provider = payoutProviderFor(env, clock, db).provider
      const watch = createBalanceWatch({ db, clock })
      const loops = [
        createPayoutSteps({
          db,
          clock,
          delivery: createPayoutDelivery({
            db,
            clock,
            provider,
            npd,
            payments: paymentStepsForPayouts({ db, clock, npd }),
            receipts: receiptStepsForPayouts(),
            retryAfterMs: env.PAYOUT_RETRY_AFTER_SECONDS * 1000,
            crashPoint: crashPointsFor(env),
          }),
          cover: createPayoutCover({ db, clock, provider, watch }),
          retryAfterMs: env.PAYOUT_RETRY_AFTER_SECONDS * 1000,
          intervalMs: 1_000,
          onError: failed('paying out through the provider failed'),
        }),
        createPayoutMoneySteps({
          provider,
          watch,
          reconciliation: createReconciliation({ db, clock, provider }),
          intervalMs: 10 * 60_000,
          onError: failed('watching the payout balance or reconciling payouts failed'),
        }),
      ]
      return {
        start: () => loops.forEach((loop) => loop.start()),
        stop: async () => {
          await Promise.all(loops.map((loop) => loop.stop()))
        },
        runDue: async () => {
          for (const loop of loops) await loop.runDue()
        },
      }
    },
    npd: () =>
      createNpdSteps({
        db,
        clock,
        checker: npdCheckerFor(env),
        intervalMs: 10_000,
        onError: failed('asking the tax service again failed'),
      }),
    notifications: () =>
      createNotificationSteps({
        db,
        clock,
        env,
        intervalMs: 5_000,
        ...(deps.pushSender ? { sender: deps.pushSender } : {}),
        log,
        onError: failed('sending notifications failed'),
      }),
    receipts: () =>
      createReceiptChecks({
        db,
        clock,
        taxReceipts: deps.taxReceipts,
        intervalMs: env.RECEIPT_CHECKS_INTERVAL_SECONDS * 1000,
        onError: failed('checking receipts at the tax service failed'),
      }),
    webhooks: () =>
      createWebhookSteps({
        db,
        clock,
        orderView: (id) => orderView(db, id),
        allowLocalReceiver: localReceiverAllowed(env),
        intervalMs: 5_000,
        onError: failed('sending webhooks failed'),
      }),
    sweep: () =>
      createRequestCounterSweep({
        db,
        clock,
        intervalMs: 10 * 60_000,
        onError: failed("sweeping the rate limits' counters failed"),
      }),
    standby: () =>
      createStandbySteps({
        db,
        clock,
        intervalMs: env.ORDER_STEPS_INTERVAL_SECONDS * 1000,
        onError: failed('paying the minimum of ended standby slots failed'),
      }),
    // The dashboard's figures are at most this late (decision 119).
    analytics: () =>
      createAnalyticsSteps({
        db,
        intervalMs: analyticsIntervalMs,
        onError: failed("rebuilding the dashboard's figures failed"),
      }),
    totals: () =>
      createTotalsSteps({
        db,
        intervalMs: totalsIntervalMs,
        onError: failed("folding the orders' totals failed"),
      }),
  }
}

/** The loops JOBS names (all of them by default), started; `stop` lets each finish its round and take no more. */
export function startJobs(deps: JobDeps): { stop: () => Promise<void> } {
  const jobs = createJobs(deps)
  const running = deps.env.JOBS.map((name) => jobs[name]())
  for (const job of running) job.start()
  return {
    stop: async () => {
      await Promise.all(running.map((job) => job.stop()))
    },
  }
}
