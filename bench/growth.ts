import type { AddressInfo } from 'node:net'
import { buildApp } from '../src/server/app.ts'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../src/server/db/client.ts'
import { parseEnv } from '../src/server/env.ts'
import { foldOrderTotals } from '../src/server/features/orders/order-totals.repository.ts'
import { jobNames } from '../src/server/jobs/job-names.ts'
import { createJobs } from '../src/server/jobs/start-jobs.ts'
import { systemClock } from '../src/server/kernel/clock.ts'
import { bankFor } from '../src/server/ports/bank/from-env.ts'
import { createDevSms } from '../src/server/ports/sms/dev-sms.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'
import { taxReceiptsFor } from '../src/server/ports/tax-receipts/from-env.ts'
import { bigTables, explainAll, record, type Plan, type TimedStatement } from './growth-capture.ts'
import { callerPhones, hotCalls, type Caller } from './growth-calls.ts'
import { httpCall, serverToken } from './load.ts'
import { withClient } from './postgres.ts'
import { prepareScaleDatabase } from './scale.ts'
import { median } from './stats.ts'

/** One hot call or one job's round at one size: medians of the timed runs. */
export type Measured = {
  id: string
  label: string
  /** The server's time: the request through HTTP, or the round as its loop runs it. */
  ms: number
  /** The time its statements took at the driver, summed. */
  statementsMs: number
  statements: number
  /** The catch-up round of a job: its first after the server starts, which does what came due since. */
  firstMs?: number
  plans: Plan[]
  /** Why the call failed, when it did. */
  failed?: string
}
export type SizeResult = { orders: number; calls: Measured[]; jobs: Measured[] }

/** Each call 3 times untimed (a fresh process compiles its code), then this many timed, one at a time. */
const callRuns = 15
const jobRounds = 5

const sum = (statements: readonly TimedStatement[]) => statements.reduce((total, s) => total + s.ms, 0)

/**
 * Issue 50, item 2 at one size: the chain `scale_<orders>` (made if no complete one is there), the server's
 * code in this process listening on a port of its own, each hot call through HTTP and each job's round as its
 * loop runs it, every statement timed at the driver; then EXPLAIN (ANALYZE, BUFFERS) of each distinct statement.
 */
export async function measureGrowthAt(orders: number): Promise<SizeResult> {
  const made = await prepareScaleDatabase(orders, { keep: true })
  const handle = await openDatabase({ databaseUrl: made.databaseUrl })
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false' })
  const app = await buildApp({
    database: handle,
    env,
    sms: createDevSms(() => {}),
    storage: createMemoryStorage(),
    clock: systemClock,
  })
  try {
    // A live fleet folds the totals' changes every 10 s; the chain keeps those its last run's rounds appended.
    await foldOrderTotals(handle.db)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const big = await bigTables(made.databaseUrl)
    const tokens = {} as Record<Caller, string>
    for (const caller of ['worker', 'staff', 'admin'] as const)
      tokens[caller] = await serverToken(
        baseUrl,
        callerPhones[caller],
        caller === 'worker' ? 'worker' : 'employee',
      )
    const cityId = await withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>("select id from cities where name = 'Город сети 1'")
      return rows[0]!.id
    }, new URL(made.databaseUrl).pathname.slice(1))

    const calls: Measured[] = []
    for (const hot of hotCalls) {
      const { method, path, body } = hot.call(cityId)
      const call = () => httpCall(baseUrl, { method, path, body, token: tokens[hot.as] })
      const warm = await record(call).catch((error: unknown) => error as Error)
      if (warm instanceof Error) {
        // At 10 M the payments page's totals outlast the server's statement timeout: the call fails, and says so.
        calls.push({
          id: hot.id,
          label: hot.label,
          ms: NaN,
          statementsMs: NaN,
          statements: 0,
          plans: [],
          failed: warm.message.slice(0, 80),
        })
        console.log(`  ${orders} ${hot.id}: failed, ${warm.message.slice(0, 80)}`)
        continue
      }
      // A call of seconds (an unbounded total at 10 M) is timed 3 times: 15 would take minutes each.
      const slow = warm.ms > 1000
      for (let i = 0; i < (slow ? 0 : 2); i += 1) await call()
      const runs = []
      for (let i = 0; i < (slow ? 3 : callRuns); i += 1) runs.push(await record(call))
      const last = runs.at(-1)!.statements
      calls.push({
        id: hot.id,
        label: hot.label,
        ms: median(runs.map((run) => run.ms)),
        statementsMs: median(runs.map((run) => sum(run.statements))),
        statements: last.length,
        plans: await explainAll(made.databaseUrl, last, big),
      })
      console.log(`  ${orders} ${hot.id}: ${calls.at(-1)!.ms.toFixed(1)} ms`)
    }

    const jobs = createJobs({
      db: handle.db,
      clock: systemClock,
      env,
      bank: bankFor(env, systemClock, handle.db),
      taxReceipts: taxReceiptsFor(env, handle.db),
      log: app.log,
      // Pushes go nowhere: the push service's answer is not what is measured, and nothing leaves the machine.
      pushSender: { send: () => Promise.resolve('sent') },
    })
    const nothing = () => Promise.resolve()
    const measured = [
      ...jobNames.map((name) => ({ id: name, label: name, job: jobs[name](), before: nothing })),
      analyticsUnderChanges(handle.db, jobs.analytics()),
    ]
    const rounds: Measured[] = []
    for (const { id, label, job, before } of measured) {
      await before()
      const first = await record(job.runDue).catch((error: unknown) => error as Error)
      if (first instanceof Error) {
        // At 10 M the new-orders digest outlasts the statement timeout: the round fails, and says so.
        const failed = (first.cause instanceof Error ? first.cause : first).message.slice(0, 60)
        rounds.push({ id, label, ms: NaN, statementsMs: NaN, statements: 0, plans: [], failed })
        console.log(`  ${orders} job ${label}: failed, ${failed}`)
        continue
      }
      const runs = []
      // A round of seconds is run once more, not 5 times: at 10 M they would take the better part of an hour.
      for (let i = 0; i < (first.ms > 5000 ? 1 : jobRounds); i += 1) {
        await before()
        runs.push(await record(job.runDue))
      }
      const last = runs.at(-1)!.statements
      rounds.push({
        id,
        label,
        ms: median(runs.map((run) => run.ms)),
        statementsMs: median(runs.map((run) => sum(run.statements))),
        statements: last.length,
        firstMs: first.ms,
        plans: await explainAll(made.databaseUrl, [...first.statements, ...last], big),
      })
      console.log(
        `  ${orders} job ${label}: first ${first.ms.toFixed(1)} ms, then ${rounds.at(-1)!.ms.toFixed(1)} ms`,
      )
    }
    return { orders, calls, jobs: rounds }
  } finally {
    await app.close()
    await handle.close()
  }
}

/** Shops whose today a morning's round finds changed: about 30 s of the full chain's writes. */
const changedShops = 100

/**
 * The analytics round as the morning leaves it: before each round, today of the chain's first `changedShops`
 * shops marked changed (as the orders' triggers mark them), so each round makes those shop days again and sums
 * their cities and the chain. The steady round finds nothing to do.
 */
function analyticsUnderChanges(db: Database, job: { runDue: () => Promise<unknown> }) {
  return {
    id: 'analytics-changed',
    label: `analytics, ${changedShops} shop days changed`,
    job,
    before: async () => {
      await db.execute(sql`insert into analytics_changes (shop_id, starts_at)
        select id, date_trunc('hour', now()) from shops order by id limit ${changedShops}`)
    },
  }
}

/** `--sizes=100000,1000000` (the three of issue 50 by default). */
export function sizesArgument(args: readonly string[]): number[] {
  const given = args.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length)
  const sizes = (given ?? '100000,1000000,10000000').split(',').map((size) => Number(size.replace(/_/g, '')))
  if (sizes.some((size) => !Number.isInteger(size) || size < 1000))
    throw new Error(`--sizes must be whole numbers ≥ 1000, comma-separated: ${given}`)
  return sizes
}
