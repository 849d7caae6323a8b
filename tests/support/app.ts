import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app.ts'
import type { Database } from '../../src/server/db/client.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createDevSms } from '../../src/server/ports/sms/dev-sms.ts'
import type { SmsSender } from '../../src/server/ports/sms/sms-sender.ts'
import { createMemoryStorage, type FileStorage } from '../../src/server/ports/storage/file-storage.ts'
import { createOrderSteps } from '../../src/server/jobs/order-steps.ts'
import { createBankSteps } from '../../src/server/jobs/bank-steps.ts'
import type { Bank } from '../../src/server/ports/bank/bank.ts'
import { bankFor } from '../../src/server/ports/bank/from-env.ts'
import { createNpdSteps } from '../../src/server/jobs/npd-steps.ts'
import { npdCheckerFor } from '../../src/server/ports/npd/from-env.ts'
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
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false', ...options.env })
  const demoBank = bankFor(env, clock, database.db)
  const bank = options.wrapBank ? options.wrapBank(demoBank) : demoBank
  const app = await buildApp({
    database,
    env,
    sms: options.sms ?? sms,
    clock,
    storage,
    bank,
    logStream: options.logStream,
  })
  const orderSteps = createOrderSteps({ db: database.db, clock, intervalMs: 60_000 })
  const bankSteps = createBankSteps({
    db: database.db,
    clock,
    bank,
    retryAfterMs: env.BANK_RETRY_AFTER_SECONDS * 1000,
    intervalMs: 60_000,
  })
  const npdSteps = createNpdSteps({ db: database.db, clock, checker: npdCheckerFor(env), intervalMs: 60_000 })
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
    async close() {
      await app.close()
      await database.close()
    },
  }
}

export type Json = Record<string, unknown>

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as Json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.statusCode, body: parse(response.body) }
}

function parse(body: string): Json & { message?: string } {
  return body ? (JSON.parse(body) as Json) : {}
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: response.statusCode, body: response.json() as Json & { message?: string } }
}
