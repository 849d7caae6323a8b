/**
 * The server's start, top to bottom: environment → database → app → listen → jobs. `npm start` runs it through
 * scripts/start.ts, the image and `npm run serve` run its build (dist-server/main.js) directly.
 */
import { resolve } from 'node:path'
import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { demoAccounts } from './db/seed/demo.ts'
import { seedDemoIfEmpty } from './db/seed/index.ts'
import { devHelpers, listenHost } from './demo-mode.ts'
import { parseEnv } from './env.ts'
import { startJobs } from './jobs/start-jobs.ts'
import { systemClock } from './kernel/clock.ts'
import { bankFor } from './ports/bank/from-env.ts'
import { createDevSms } from './ports/sms/dev-sms.ts'
import { createHttpSms } from './ports/sms/http-sms.ts'
import { storageFor, storageName } from './ports/storage/from-env.ts'
import { taxReceiptsFor } from './ports/tax-receipts/from-env.ts'

// 1. Environment: a variable that is wrong ends the start here, with why.
const env = parseEnv()

// 2. Database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR; migrated before it is returned.
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })

// 3. App: the adapters the environment names, then every route.
const sms =
  env.SMS_ADAPTER === 'http'
    ? createHttpSms({ url: env.SMS_GATEWAY_URL!, token: env.SMS_GATEWAY_TOKEN })
    : createDevSms((line) => console.log(line))
const storage = await storageFor(env)
const bank = bankFor(env, systemClock, database.db)
const taxReceipts = taxReceiptsFor(env, database.db)
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

// 4. Listen.
const host = listenHost(env)
await app.listen({ port: env.PORT, host })

// 5. Jobs: the scheduled loops, once the server answers.
const jobs = startJobs({ db: database.db, clock: systemClock, env, bank, taxReceipts, log: app.log })

/**
 * SIGTERM (a deploy, a scale-down) or Ctrl+C: stop accepting connections and answer new requests on open ones with
 * 503, let the requests in flight finish, let the loops finish their round and take no more, then close the
 * database. A request that outlasts SHUTDOWN_TIMEOUT_SECONDS does not keep the process alive.
 */
async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down: finishing requests in flight')
  setTimeout(() => {
    app.log.error('requests still in flight at the shutdown deadline: exiting anyway')
    process.exit(1)
  }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref()
  await Promise.all([app.close(), jobs.stop()])
  await database.close()
  app.log.info('shut down')
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

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
