// First of all: on the embedded database PGlite opens on its thread while the modules below run and the app is
// built. The built server's entry has run this module already, before it read the server's file (decision 056).
import { earlyPglite } from './db/pglite-early.ts'
import { resolve } from 'node:path'
import { buildApp } from './app.ts'
import { systemClock } from './kernel/clock.ts'
import { crashPointsFor } from './crash-points.ts'
import { openDatabase } from './db/client.ts'
import { demoAccounts } from './db/seed/demo.ts'
import { seedDemoIfEmpty } from './db/seed/index.ts'
import { devHelpers, listenHost } from './demo-mode.ts'
import { parseEnv } from './env.ts'
import { createDevSms } from './ports/sms/dev-sms.ts'
import { createHttpSms } from './ports/sms/http-sms.ts'
import { storageFor, storageName } from './ports/storage/from-env.ts'
import { createOrderSteps } from './jobs/order-steps.ts'
import { createBankSteps } from './jobs/bank-steps.ts'
import { createNotificationSteps } from './jobs/notification-steps.ts'
import { bankFor } from './ports/bank/from-env.ts'
import { createNpdSteps } from './jobs/npd-steps.ts'
import { npdCheckerFor } from './ports/npd/from-env.ts'
import { createReceiptChecks } from './jobs/receipt-checks.ts'
import { taxReceiptsFor } from './ports/tax-receipts/from-env.ts'
import { mapStackTracesToSources } from './stack-traces.ts'

mapStackTracesToSources()

/**
 * Holds Node's event loop open until the server listens. Without it a start on an existing PGlite folder took
 * 0.1–0.4 s longer: the main thread sat idle for 0.3–0.45 s while the plugins registered, as V8's background
 * threads compiled PGlite's WebAssembly (decision 042). A loop that runs empty waits for all of V8's background work
 * of the process before it goes on (Node drains the platform's tasks there); PGlite's thread showed the same stall
 * and is held open the same way (decision 055).
 */
const startHold = setInterval(() => {}, 60_000)

/** environment → database → app → listen */
async function start(): Promise<void> {
  const env = parseEnv()
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pglite: earlyPglite,
  })

  const sms =
    env.SMS_ADAPTER === 'http'
      ? createHttpSms({ url: env.SMS_GATEWAY_URL!, token: env.SMS_GATEWAY_TOKEN })
      : createDevSms((line) => console.log(line))

  const storage = await storageFor(env)
  const bank = bankFor(env, systemClock, database.db)
  const taxReceipts = taxReceiptsFor(env, database.db)
  // Built while PGlite's thread opens the folder; a folder it cannot open ends the start with why.
  const app = await buildApp({
    database,
    env,
    sms,
    storage,
    bank,
    taxReceipts,
    distDir: resolve(env.CLIENT_DIST_DIR),
  })
  if (env.SEED_DEMO) await seedDemoIfEmpty(database.db, systemClock, storage)
  const orderSteps = createOrderSteps({
    db: database.db,
    clock: systemClock,
    intervalMs: env.ORDER_STEPS_INTERVAL_SECONDS * 1000,
    onError: (error) => app.log.error({ err: error }, 'automatic order steps failed'),
  })
  orderSteps.start()
  const bankSteps = createBankSteps({
    db: database.db,
    clock: systemClock,
    bank,
    retryAfterMs: env.BANK_RETRY_AFTER_SECONDS * 1000,
    crashPoint: crashPointsFor(env),
    intervalMs: 2_000,
    log: app.log,
    onError: (error) => app.log.error({ err: error }, 'asking the bank failed'),
  })
  bankSteps.start()
  const npdSteps = createNpdSteps({
    db: database.db,
    clock: systemClock,
    checker: npdCheckerFor(env),
    intervalMs: 10_000,
    onError: (error) => app.log.error({ err: error }, 'asking the tax service again failed'),
  })
  npdSteps.start()
  const notificationSteps = createNotificationSteps({
    db: database.db,
    clock: systemClock,
    env,
    intervalMs: 5_000,
    log: app.log,
    onError: (error) => app.log.error({ err: error }, 'sending notifications failed'),
  })
  notificationSteps.start()
  const receiptChecks = createReceiptChecks({
    db: database.db,
    clock: systemClock,
    taxReceipts,
    intervalMs: env.RECEIPT_CHECKS_INTERVAL_SECONDS * 1000,
    onError: (error) => app.log.error({ err: error }, 'checking receipts at the tax service failed'),
  })
  receiptChecks.start()

  /**
   * SIGTERM (a deploy, a scale-down): stop accepting connections and answer new requests on open ones with 503,
   * let the requests in flight finish, let the loops finish their round and take no more, then close the
   * database. A request that outlasts SHUTDOWN_TIMEOUT_SECONDS does not keep the process alive.
   */
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    setTimeout(() => {
      app.log.error('requests still in flight at the shutdown deadline: exiting anyway')
      process.exit(1)
    }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref()
    await Promise.all([
      app.close(),
      orderSteps.stop(),
      bankSteps.stop(),
      npdSteps.stop(),
      notificationSteps.stop(),
      receiptChecks.stop(),
    ])
    await database.close()
    app.log.info('shut down')
    process.exit(0)
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)

  const host = listenHost(env)
  await app.listen({ port: env.PORT, host })
  clearInterval(startHold)
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite в ${resolve(env.DATA_DIR)}`
  console.log(`\nСмены 2.0.0: http://localhost:${env.PORT}  (база: ${where}, файлы: ${storageName(env)})`)
  console.log(`Документация API: http://localhost:${env.PORT}/api/docs`)
  const demo = devHelpers(env).smsOutbox
  if (demo)
    console.log(`Демо-режим: сервер открыт только на этом компьютере (${host}); HOST откроет его в сети.`)
  if (env.SMS_ADAPTER === 'dev') {
    const outbox = demo ? ' и доступны на /dev/sms-outbox' : ''
    console.log(`Коды из СМС пишутся в этот журнал${outbox}. Демо-учётные записи:`)
    for (const account of demoAccounts) console.log(`  ${account.phone}  ${account.who}`)
  }
}

/**
 * The start as a promise rather than top-level awaits: the built server is one CommonJS file, run with V8's code
 * cache, which is written once this settles (src/server/code-cache.ts, decision 046).
 */
export const ready = start()
