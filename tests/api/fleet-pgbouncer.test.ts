import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { httpApi } from '../support/api-over-http.ts'
import { freshPostgresDatabase } from '../support/database.ts'
import { startPgBouncer } from '../support/pgbouncer.ts'
import { startS3Server } from '../support/s3.ts'
import { client, startServer, type ServerProcess } from '../support/server-process.ts'
import { demoPhones, manyCodesFromOneBlock } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { answersOn, type Api } from '../support/two-instances.ts'

/**
 * Issue 50, item 3: a fleet as a national chain runs it — two API instances (`JOBS=none`) and one worker instance
 * (`JOBS=all`) reach PostgreSQL through PgBouncer in transaction mode, with `DATABASE_DIRECT_URL` for LISTEN and
 * the migrations. They start at once on an empty database. PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const migrations = (
  JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length

let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>
let bouncer: Awaited<ReturnType<typeof startPgBouncer>>
let s3: Awaited<ReturnType<typeof startS3Server>>
let dataDir: string
let servers: ServerProcess[]
let apis: Api[]
let direct: DatabaseHandle
let staff: string

const session = async (phone: string, as: 'employee' | 'worker') =>
  (await client(servers[0]!.baseUrl)('POST', '/dev/session', { phone, as })).body as {
    accessToken: string
    refreshToken: string
  }

describe.skipIf(!onPostgres)('a fleet behind PgBouncer in transaction mode', () => {
  beforeAll(async () => {
    postgres = await freshPostgresDatabase()
    bouncer = await startPgBouncer(process.env.TEST_DATABASE_URL!)
    s3 = await startS3Server()
    dataDir = await mkdtemp(join(tmpdir(), 'fleet-'))
    const env = {
      DATABASE_DIRECT_URL: postgres.url,
      ORDER_STEPS_INTERVAL_SECONDS: '1',
      DB_POOL_MAX: '5',
      ...manyCodesFromOneBlock,
      ...s3.env,
    }
    const instance = (jobs: string, name: string) =>
      startServer({
        dataDir,
        databaseUrl: bouncer.poolUrl(postgres.url),
        env: { ...env, JOBS: jobs, DB_APPLICATION_NAME: name },
      })
    servers = await Promise.all([
      instance('none', 'smeny-api-1'),
      instance('none', 'smeny-api-2'),
      instance('all', 'smeny-worker'),
    ])
    apis = servers.map((server) => httpApi(server.baseUrl))
    direct = await openDatabase({ databaseUrl: postgres.url })
    staff = (await session(demoPhones.admin, 'employee')).accessToken
  }, 180_000)
  afterAll(async () => {
    await direct?.close()
    for (const server of servers ?? []) await server.kill()
    await bouncer?.close()
    await postgres?.drop()
    await s3?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('migrates once and seeds the demo once, although three instances started at once', async () => {
    const [applied] = await rowsOf<{ count: number }>(
      direct.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    expect(applied!.count).toBe(migrations)
    const [cities] = await rowsOf<{ all: number; names: number }>(
      direct.db,
      sql`select count(*)::int as all, count(distinct name)::int as names from cities`,
    )
    expect(cities!.all).toBeGreaterThan(0)
    expect(cities!.all).toBe(cities!.names)
  })

  it('answers the same through the pooler on every instance, its named statements included', async () => {
    const worker = (await session(demoPhones.worker, 'worker')).accessToken
    const calls = (api: Api) => [
      api(orderEndpoints.filter, { token: staff, query: { size: 20 }, body: {} }),
      api(workerOrderEndpoints.available, { token: worker }),
      api(staffEndpoints.me, { token: staff }),
    ]
    const first = await Promise.all(calls(apis[0]!))
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200])
    // Many rounds at once on both API instances: each pooled server connection sees statements prepared on others.
    const rounds = await Promise.all(
      Array.from({ length: 30 }, (_, round) => Promise.all(calls(apis[round % 2]!))),
    )
    for (const answers of rounds) {
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect(answers.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body))
    }
  })

  it('ends a session everywhere at logout', async () => {
    const tokens = await session(demoPhones.employee, 'employee')
    const me = (api: Api) => api(staffEndpoints.me, { token: tokens.accessToken })
    expect((await Promise.all(apis.map(me))).map((answer) => answer.status)).toEqual([200, 200, 200])
    const signedOut = await apis[1]!(authEndpoints.signOut, { body: { refreshToken: tokens.refreshToken } })
    expect(signedOut.status).toBe(204)
    for (const api of apis) expect(await answersOn(api, 401, me)).toBe(401)
  })

  it('runs each job step once', async () => {
    const due = await rowsOf<{ id: number }>(direct.db, sql`select id from orders where status = 'CONFIRMED'`)
    expect(due.length).toBeGreaterThan(0)
    await direct.db.execute(
      sql`update orders set date_time = now() - interval '1 minute', date_to = now() + interval '3 hours'
          where status = 'CONFIRMED'`,
    )
    const ids = due.map((order) => order.id)
    const started = async () =>
      (
        await rowsOf<{ count: number }>(
          direct.db,
          sql`select count(*)::int as count from orders where status = 'IN_PROGRESS' and id in ${ids}`,
        )
      )[0]!.count
    const deadline = Date.now() + 20_000
    while ((await started()) < ids.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await started()).toBe(ids.length)
    // The worker has had several rounds since: no order moved a second time.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const steps = await rowsOf<{ count: number }>(
      direct.db,
      sql`select count(*)::int as count from journal
          where entity = 'order' and action = 'order.shiftStarted'
            and entity_id in ${ids.map(String)} group by entity_id`,
    )
    expect(steps.map((step) => step.count)).toEqual(ids.map(() => 1))
  }, 60_000)

  it('leaves the jobs to the worker instance: with it stopped, the API instances move nothing', async () => {
    await servers[2]!.kill()
    const [shift] = await rowsOf<{ id: number }>(
      direct.db,
      sql`update orders set date_to = now() - interval '1 minute'
          where id = (select id from orders where status = 'IN_PROGRESS' order by id limit 1) returning id`,
    )
    // Three rounds of the API instances' interval, had they run the loops.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const [still] = await rowsOf<{ status: string }>(
      direct.db,
      sql`select status from orders where id = ${shift!.id}`,
    )
    expect(still!.status).toBe('IN_PROGRESS')
  })
})
