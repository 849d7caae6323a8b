import { buildApp } from '../../src/server/app.ts'
import type { Database } from '../../src/server/db/client.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDevSms } from '../../src/server/ports/sms/dev-sms.ts'
import type { SmsSender } from '../../src/server/ports/sms/sms-sender.ts'
import { createMemoryStorage, type FileStorage } from '../../src/server/ports/storage/file-storage.ts'
import { createOrderSteps } from '../../src/server/jobs/order-steps.ts'
import { createAnalyticsSteps } from '../../src/server/jobs/analytics-steps.ts'
import { createBankSteps } from '../../src/server/jobs/bank-steps.ts'
import { createNotificationSteps } from '../../src/server/jobs/notification-steps.ts'
import type { Bank } from '../../src/server/ports/bank/bank.ts'
import { bankFor } from '../../src/server/ports/bank/from-env.ts'
import { createNpdSteps } from '../../src/server/jobs/npd-steps.ts'
import { npdCheckerFor } from '../../src/server/ports/npd/from-env.ts'
import { createReceiptChecks } from '../../src/server/jobs/receipt-checks.ts'
import { taxReceiptsFor } from '../../src/server/ports/tax-receipts/from-env.ts'
import { payoutProviderFor } from '../../src/server/ports/payout-provider/from-env.ts'
import { createPayoutSteps } from '../../src/server/jobs/payout-steps.ts'
import { createPayoutMoneySteps } from '../../src/server/jobs/payout-money-steps.ts'
import { createBalanceWatch } from '../../src/server/features/payouts/balance-watch.ts'
import { createPayoutCover } from '../../src/server/features/payouts/payout-cover.ts'
import { createReconciliation } from '../../src/server/features/payouts/reconciliation.ts'
import { createPayoutDelivery } from '../../src/server/features/payouts/payout-delivery.ts'
import { paymentStepsForPayouts } from '../../src/server/features/payments/payout-payments.ts'
import { receiptStepsForPayouts } from '../../src/server/features/receipts/provider-receipts.ts'
import { createNpdStatus } from '../../src/server/shared/npd/npd-status.ts'
import { createTestClock } from './clock.ts'
import { freshDatabase } from './database.ts'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The real app on a fresh database with the demo data, driven through `app.inject`. */
export async function createTestApp(
  options: {
    seed?: boolean
    env?: Record<string, string>
    logStream?: NodeJS.WritableStream
    /** Where files go; bytes in memory unless a test is about the storage. */
    storage?: FileStorage
    /** The SMS gateway; the dev outbox unless a test is about delivery. */
    sms?: SmsSender
    /** Puts a fault between the app and the demo bank (a lost answer, a bank that is down). */
    wrapBank?: (bank: Bank) => Bank
    /** The built app's folder, as `npm start` hands it; none by default. */
    distDir?: string
  } = {},
) {
  const database = await freshDatabase()
  // Noon in Moscow today: the day's SMS counts and local days do not roll over in the middle of a test.
  const noon = new Date()
  noon.setUTCHours(9, 0, 0, 0)
  const clock = createTestClock(noon)
  const storage = options.storage ?? createMemoryStorage()
  if (options.seed !== false) await seedDemo(database.db, clock, storage)
  const sms = createDevSms(() => {})
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_CLIENT: 'false',
    CHECK_ANSWERS: 'true',
    ...options.env,
  })
  const demoBank = bankFor(env, clock, database.db)
  const bank = options.wrapBank ? options.wrapBank(demoBank) : demoBank
  const taxReceipts = taxReceiptsFor(env, database.db)
  const payouts = payoutProviderFor(env, clock, database.db)
  const app = await buildApp({
    database,
    env,
    sms: options.sms ?? sms,
    clock,
    storage,
    bank,
    taxReceipts,
    payoutProvider: payouts.provider,
    logStream: options.logStream,
    distDir: options.distDir,
  })
  const orderSteps = createOrderSteps({ db: database.db, clock, intervalMs: 60_000 })
  const bankSteps = createBankSteps({
    db: database.db,
    clock,
    bank,
    retryAfterMs: env.BANK_RETRY_AFTER_SECONDS * 1000,
    intervalMs: 60_000,
    log: app.log,
  })
  const npdSteps = createNpdSteps({ db: database.db, clock, checker: npdCheckerFor(env), intervalMs: 60_000 })
  const notificationSteps = createNotificationSteps({
    db: database.db,
    clock,
    env,
    intervalMs: 60_000,
    log: app.log,
  })
  const npd = createNpdStatus({ db: database.db, clock, checker: npdCheckerFor(env) })
  const payoutDelivery = createPayoutDelivery({
    db: database.db,
    clock,
    provider: payouts.provider,
    npd,
    payments: paymentStepsForPayouts({ db: database.db, clock, npd }),
    receipts: receiptStepsForPayouts(),
    retryAfterMs: env.PAYOUT_RETRY_AFTER_SECONDS * 1000,
  })
  const watch = createBalanceWatch({ db: database.db, clock })
  const payoutSteps = createPayoutSteps({
    db: database.db,
    clock,
    delivery: payoutDelivery,
    cover: createPayoutCover({ db: database.db, clock, provider: payouts.provider, watch }),
    retryAfterMs: env.PAYOUT_RETRY_AFTER_SECONDS * 1000,
    intervalMs: 60_000,
  })
  const payoutMoneySteps = createPayoutMoneySteps({
    provider: payouts.provider,
    watch,
    reconciliation: createReconciliation({ db: database.db, clock, provider: payouts.provider }),
    intervalMs: 60_000,
  })
  const analyticsSteps = createAnalyticsSteps({ db: database.db, intervalMs: 60_000 })
  const receiptChecks = createReceiptChecks({ db: database.db, clock, taxReceipts, intervalMs: 60_000 })
  await app.ready()
  return {
    app,
    db: database.db as Database,
    /** The PostgreSQL database's address, for a second connection as another instance would have. */
    databaseUrl: database.url,
    sms,
    clock,
    orderSteps,
    bankSteps,
    npdSteps,
    notificationSteps,
    receiptChecks,
    /** The dashboard's rollup round (decision 119). */
    analyticsSteps,
    payoutSteps,
    /** The balance watch and the daily reconciliation (decision 104). */
    payoutMoneySteps,
    /** The YooKassa stand-in the app pays through, with its test switches (decision 090). */
    payoutStandIn: payouts.standIn!,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
