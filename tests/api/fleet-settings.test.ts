import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.ts'
import { parseEnv } from '../../src/server/env.ts'
import { jobNames } from '../../src/server/jobs/job-names.ts'
import { startJobs } from '../../src/server/jobs/start-jobs.ts'
import { bankFor } from '../../src/server/ports/bank/from-env.ts'
import { taxReceiptsFor } from '../../src/server/ports/tax-receipts/from-env.ts'
import type { TestApp } from '../support/app.ts'
import { freshPostgresDatabase } from '../support/database.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { rowsOf } from '../support/sql.ts'

/** Issue 50, item 3: how an instance takes part in a fleet — its connections' limits and which loops it runs. */
const onPostgres = process.env.TEST_DB === 'postgres'

describe('the fleet settings', () => {
  it('run every loop by default, none or a list when told, and refuse a name that is no loop', () => {
    expect(parseEnv({}).JOBS).toEqual([...jobNames])
    expect(parseEnv({ JOBS: 'none' }).JOBS).toEqual([])
    expect(parseEnv({ JOBS: 'orders,notifications' }).JOBS).toEqual(['orders', 'notifications'])
    expect(() => parseEnv({ JOBS: 'orders,everything' })).toThrow(/JOBS/)
    expect(() => parseEnv({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/)
    expect(() => parseEnv({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/)
    expect(() => parseEnv({ DB_APPLICATION_NAME: "smeny'; drop" })).toThrow(/DB_APPLICATION_NAME/)
    expect(parseEnv({})).toMatchObject({ DB_POOL_MAX: 10, DB_STATEMENT_TIMEOUT_MS: 30_000 })
  })
})

describe.runIf(onPostgres)('PostgreSQL connections', () => {
  let database: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    database = await freshPostgresDatabase()
  })
  afterAll(() => database.drop())

  it('carry the name, the timeouts set and JIT off, on every pooled connection, and a long statement is cancelled', async () => {
    const settings = {
      poolMax: 3,
      applicationName: 'smeny-fleet-test',
      statementTimeoutMs: 1500,
      lockTimeoutMs: 700,
      idleInTransactionTimeoutMs: 5000,
    }
    const handle = await openDatabase({ databaseUrl: database.url, postgres: settings })
    try {
      const shown = await Promise.all(
        Array.from({ length: 3 }, () =>
          handle.db.transaction((tx) =>
            rowsOf<{ statement: string; lock: string; idle: string; jit: string; name: string }>(
              tx,
              sql`select current_setting('statement_timeout') as statement,
                current_setting('lock_timeout') as lock,
                current_setting('idle_in_transaction_session_timeout') as idle,
                current_setting('jit') as jit,
                current_setting('application_name') as name`,
            ),
          ),
        ),
      )
      for (const [row] of shown)
        expect(row).toEqual({
          statement: '1500ms',
          lock: '700ms',
          idle: '5s',
          jit: 'off',
          name: 'smeny-fleet-test',
        })
      await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toThrow()
      expect(handle.pool?.totalCount).toBeLessThanOrEqual(3)
    } finally {
      await handle.close()
    }
  })
})

describe('JOBS', () => {
  let test: TestApp
  let actors: Actors
  beforeAll(async () => {
    ;({ test, actors } = await createOrderTestApp())
  }, 120_000)
  afterAll(() => test.close())

  const statusOf = async (id: number) =>
    (await rowsOf<{ status: string }>(test.db, sql`select status from orders where id = ${id}`))[0]!.status
  const run = (jobs: string) => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: jobs })
    return startJobs({
      db: test.db,
      clock: test.clock,
      env,
      bank: bankFor(env, test.clock, test.db),
      taxReceipts: taxReceiptsFor(env, test.db),
      log: test.app.log,
    })
  }

  it('an API instance (none) leaves a due shift start alone; an instance running the order loop takes it', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    test.clock.advance(2 * 3600_000 + 1000)
    const apiInstance = run('none')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await apiInstance.stop()
    expect(await statusOf(order.id)).toBe('CONFIRMED')

    const worker = run('orders')
    try {
      await expect.poll(() => statusOf(order.id), { timeout: 15_000, interval: 250 }).toBe('IN_PROGRESS')
    } finally {
      await worker.stop()
    }
  }, 60_000)
})
