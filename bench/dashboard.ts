import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { AnalyticsFilters } from '../src/contract/analytics/analytics.ts'
import { openDatabase, type Database } from '../src/server/db/client.ts'
import { createAnalyticsService } from '../src/server/features/analytics/analytics.service.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import type { ScaleDatabase } from './scale.ts'
import { median, percentile } from './stats.ts'

type Period = { name: string; filters: AnalyticsFilters }
type Timing = { call: string; period: string; medianMs: number; p95Ms: number }
export type DashboardResult = {
  made: ScaleDatabase
  timings: Timing[]
  plans: { title: string; plan: string }[]
}

const runs = 9
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The dashboard's periods at the data's end: the page's default month, a quarter, half a year with its city. */
function periods(now: Date, cityId: number): Period[] {
  const day = 86_400_000
  const to = isoDay(now.getTime())
  const span = (days: number) => ({ dateFrom: isoDay(now.getTime() - (days - 1) * day), dateTo: to })
  return [
    { name: '30 days', filters: span(30) },
    { name: '90 days', filters: span(90) },
    { name: '180 days', filters: span(180) },
    { name: '30 days, one city', filters: { ...span(30), cityId } },
  ]
}

/**
 * Each dashboard call as the server makes it (its service over the real repository, through the pool), on the
 * generated chain: 2 warm-up runs, then `runs` timed ones, one at a time. The plan of each statement of the
 * slowest call is then read with EXPLAIN (ANALYZE, BUFFERS) through auto_explain, which logs the statements a
 * session runs to the client as notices.
 */
export async function measureDashboard(made: ScaleDatabase, now: Date): Promise<DashboardResult> {
  const handle = await openDatabase({ databaseUrl: made.databaseUrl })
  const timings: Timing[] = []
  try {
    const analytics = createAnalyticsService({ db: handle.db })
    const city = await firstCityId(made.databaseUrl)
    const calls: [string, (filters: AnalyticsFilters) => Promise<unknown>][] = [
      ['summary', analytics.summary],
      ['breakdown by shop', (filters) => analytics.breakdown({ ...filters, by: 'shop' })],
      ['breakdown by service', (filters) => analytics.breakdown({ ...filters, by: 'service' })],
      ['breakdown by week', (filters) => analytics.breakdown({ ...filters, by: 'week' })],
      ['time to fill', analytics.timeToFill],
      ['top workers', analytics.topWorkers],
    ]
    for (const period of periods(now, city))
      for (const [call, run] of calls) {
        for (let i = 0; i < 2; i += 1) await run(period.filters)
        const times: number[] = []
        for (let i = 0; i < runs; i += 1) {
          const started = performance.now()
          await run(period.filters)
          times.push(performance.now() - started)
        }
        timings.push({ call, period: period.name, medianMs: median(times), p95Ms: percentile(times, 95) })
        console.log(`  ${period.name}, ${call}: ${median(times).toFixed(1)} ms`)
      }
  } finally {
    await handle.close()
  }
  return { made, timings, plans: await plansOf(made.databaseUrl, now) }
}

async function firstCityId(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<{ id: number }>("select id from cities where name = 'Город сети 1'")).rows[0]!
      .id
  } finally {
    await client.end()
  }
}

/** The statements of the slowest calls, top workers and the breakdown by shop over 180 days, with their plans. */
async function plansOf(databaseUrl: string, now: Date): Promise<{ title: string; plan: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const plans: string[] = []
  client.on('notice', (notice) => plans.push(notice.message ?? ''))
  try {
    await client.query("load 'auto_explain'")
    await client.query(
      'set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_level = notice; set auto_explain.log_timing = on',
    )
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const analytics = createAnalyticsService({ db: drizzle(client) as unknown as Database })
    const day = 86_400_000
    const filters = { dateFrom: isoDay(now.getTime() - 179 * day), dateTo: isoDay(now.getTime()) }
    await analytics.topWorkers(filters)
    await analytics.breakdown({ ...filters, by: 'shop' })
  } finally {
    await client.end()
  }
  const titles = ['top workers, 180 days', 'breakdown by shop, 180 days']
  return plans.map((plan, index) => ({ title: titles[index] ?? `statement ${index + 1}`, plan }))
}

export function dashboardSection(result: DashboardResult, machine: Machine, postgres: string): Section {
  const orders = result.made.shape.orders.toLocaleString('en').replace(/,/g, ' ')
  const periodsMeasured = [...new Set(result.timings.map((timing) => timing.period))]
  const callsMeasured = [...new Set(result.timings.map((timing) => timing.call))]
  const cell = (call: string, period: string) => {
    const timing = result.timings.find((t) => t.call === call && t.period === period)
    return timing ? `${timing.medianMs.toFixed(1)} / ${timing.p95Ms.toFixed(1)}` : '—'
  }
  const body = [
    '## The dashboard at scale',
    '',
    `Each call of «Аналитика» (decisions 117, 119) on PostgreSQL with ${orders} generated orders (the \`scale\``,
    'data, above, with the rollup rebuilt after the load), as the server makes it: the analytics service over its',
    'repository through the pool, the filters checked first. Every call reads the rollup, not the orders. Periods',
    'end today; the data spans 180 days back and 30 ahead. 2 warm-up runs, then',
    `${runs} timed ones in turn: median / p95 in ms. Target: each ≤ 200 ms at 1 M orders.`,
    '',
    table(
      ['Call', ...periodsMeasured],
      callsMeasured.map((call) => [call, ...periodsMeasured.map((p) => cell(call, p))]),
    ),
    '',
    'Where the time goes. Summary, time to fill and the breakdowns by service and week read one row a day (times',
    'the fill buckets) of the chosen level: their cost no longer grows with the orders. The breakdown by shop reads',
    "the period's whole months from month rows (about 1 000 a month) and its edges by the day (1 000 a day), a month",
    'covered more than half read whole less the days it leaves out (decision 119). Top workers reads up to two whole',
    "months from a worker's month rows (about 30 000 a month), more as each worker's running totals through the",
    'last month less those through the month before the first (about 60 000 rows whatever the months), and the',
    'edges from the worker shift days (about 3 900 a day), rather than every shift day of the period (700 000 at',
    '180 days). A finer month row (worker × month × shop × service) would hold as many rows as the days. Plans of',
    'those two calls:',
    '',
    ...result.plans.flatMap((plan) => [`${plan.title}:`, '', '```', plan.plan.trim(), '```', '']),
    machineLine(machine, postgres),
    '',
    `Reproduce: \`PGPORT=55550 npm run bench -- dashboard --orders=${result.made.shape.orders}\`; the code is`,
    '`bench/dashboard.ts` over `bench/scale.ts`.',
  ].join('\n')
  return { id: 'dashboard', body }
}
