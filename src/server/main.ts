/**
 * The server's start, top to bottom: environment → database → app → listen → jobs. `npm start` imports its build
 * (dist-server/main.js) in scripts/start.ts's process; the image and `npm run serve` run it with plain `node`.
 */
import { enableCompileCache, setSourceMapsSupport } from 'node:module'
import { resolve } from 'node:path'

// 0. Node's compile cache and source-mapped stack traces, before the server's modules load: each step below imports
// its own, so that they are read from the cache (a start took about a third less with it, decision 059) and their
// stack frames name the TypeScript sources. Set here rather than by `--enable-source-maps`, which also has every
// pino logger map the stack it was made from: the app's whole source map parsed at start (decision 122).
enableCompileCache()
setSourceMapsSupport(true)

// 1. Environment: a variable that is wrong ends the start here, with why.
const { parseEnv } = await import('./env.ts')
const env = parseEnv()

// 2. Database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR; migrated before it is returned. It opens while
// the app's modules load: V8 compiles PGlite's WebAssembly on its background threads meanwhile (decision 122).
const [{ openDatabase }, { postgresSettingsOf }] = await Promise.all([
  import('./db/client.ts'),
  import('./env-fleet.ts'),
])
const opening = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  postgres: postgresSettingsOf(env),
})
const appModules = Promise.all([
  import('./app.ts'),
  import('./kernel/clock.ts'),
  import('./ports/sms/dev-sms.ts'),
  import('./ports/sms/http-sms.ts'),
  import('./ports/storage/from-env.ts'),
  import('./ports/bank/from-env.ts'),
  import('./ports/tax-receipts/from-env.ts'),
  import('./db/seed/index.ts'),
])
const database = await opening

// 3. App: the adapters the environment names, then every route.
const [
  { buildApp },
  { systemClock },
  { createDevSms },
  { createHttpSms },
  { storageFor, storageName },
  { bankFor },
  { taxReceiptsFor },
  { seedDemoIfEmpty },
] = await appModules
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
const { devHelpers, listenHost } = await import('./demo-mode.ts')
const host = listenHost(env)
await app.listen({ port: env.PORT, host })

// 5. Jobs: the scheduled loops, once the server answers.
const { startJobs } = await import('./jobs/start-jobs.ts')
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
  const { demoAccounts } = await import('./db/seed/demo.ts')
  const outbox = demo ? ' и доступны на /dev/sms-outbox' : ''
  console.log(`Коды из СМС пишутся в этот журнал${outbox}. Демо-учётные записи:`)
  for (const account of demoAccounts) console.log(`  ${account.phone}  ${account.who}`)
}
