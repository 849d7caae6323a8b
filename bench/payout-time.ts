/**
 * Issue 47: the time from the worker's act confirmation to the payout SUCCEEDED, with the YooKassa stand-in, through
 * the real server process (PostgreSQL, demo data) on 127.0.0.1. An admin sets INSTANT, the demo worker confirms
 * the act of their finished shift, and the worker's order payout is asked for every 50 ms until it has succeeded.
 * Each run is a fresh database, as the demo has one act to confirm.
 */
import { actEndpoints } from '../src/contract/acts/endpoints.ts'
import { workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import { payoutEndpoints } from '../src/contract/payouts/endpoints.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serverToken } from './load.ts'
import { createDatabase, dropDatabases } from './postgres.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { startServer } from './server-process.ts'
import { median, ms } from './stats.ts'

const runs = 3
const standInDelaySeconds = 3
const askEveryMs = 50

/** Wall-clock ms from the confirmation's answer: to the hand-over to the provider, its success, and our seeing it. */
export type PayoutTimeRun = { confirmMs: number; toSentMs: number; toPaidMs: number; toSeenMs: number }

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function measureOnce(run: number): Promise<PayoutTimeRun> {
  const name = `payout_time_${run}`
  const databaseUrl = await createDatabase(name)
  const filesDir = mkdtempSync(join(tmpdir(), 'smeny-payout-time-'))
  const { server } = await startServer({
    databaseUrl,
    filesDir,
    env: { PAYOUT_PROVIDER: 'stand-in', PAYOUTS_STAND_IN_DELAY_SECONDS: String(standInDelaySeconds) },
  })
  try {
    const base = server.baseUrl
    const call = (path: string, token: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const admin = await serverToken(base, '+79990000001', 'employee')
    const worker = await serverToken(base, '+79990000011', 'worker')
    await json(await call(payoutEndpoints.setPayoutMode.path, admin, { mode: 'INSTANT', dailyTime: '18:00' }))
    const acts = await json<{ content: { id: number; status: string }[] }>(
      await call(workerOrderEndpoints.mine.path, worker, { list: 'acts' }),
    )
    const orderId = acts.content.find((order) => order.status === 'DONE')!.id

    const began = Date.now()
    const confirmed = await call(actEndpoints.confirm.path, worker, { id: orderId })
    if (!confirmed.ok) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`)
    const answered = Date.now()
    for (;;) {
      const { payout } = await json<{ payout: { status: string; sentAt: string; paidAt: string } | null }>(
        await call(`${payoutEndpoints.myOrderPayout.path}?id=${orderId}`, worker),
      )
      if (payout?.status === 'CANCELED') throw new Error('the payout was canceled')
      if (payout?.status === 'SUCCEEDED')
        return {
          confirmMs: answered - began,
          toSentMs: Date.parse(payout.sentAt) - answered,
          toPaidMs: Date.parse(payout.paidAt) - answered,
          toSeenMs: Date.now() - answered,
        }
      if (Date.now() - answered > 60_000) throw new Error('no SUCCEEDED within a minute')
      await sleep(askEveryMs)
    }
  } finally {
    await server.stop()
    rmSync(filesDir, { recursive: true, force: true })
    await dropDatabases([name])
  }
}

export async function measurePayoutTime(): Promise<PayoutTimeRun[]> {
  const results: PayoutTimeRun[] = []
  for (let run = 0; run < runs; run++) {
    results.push(await measureOnce(run))
    console.log(`  run ${run + 1}: SUCCEEDED seen after ${ms(results.at(-1)!.toSeenMs)} ms`)
  }
  return results
}

const figures = (values: number[]) => [
  `**${ms(median(values))}**`,
  `${ms(Math.min(...values))}–${ms(Math.max(...values))}`,
]

export function payoutTimeSection(results: PayoutTimeRun[], machine: Machine, postgres: string): Section {
  const rows: [string, number[]][] = [
    ['The act confirmed (the request)', results.map((run) => run.confirmMs)],
    ['Handed to the provider (`sentAt`)', results.map((run) => run.toSentMs)],
    ['SUCCEEDED recorded (`paidAt`)', results.map((run) => run.toPaidMs)],
    ['SUCCEEDED seen by the worker', results.map((run) => run.toSeenMs)],
  ]
  return {
    id: 'payout-time',
    body: `## From the act's confirmation to the payout SUCCEEDED

Issue 47: an INSTANT payout with the YooKassa stand-in (\`PAYOUT_PROVIDER=stand-in\`, the demo's default,
\`PAYOUTS_STAND_IN_DELAY_SECONDS=${standInDelaySeconds}\`: a payout is pending that long, then succeeded), through the
real server process (PostgreSQL, demo data) on 127.0.0.1. An admin sets INSTANT, the demo worker confirms the act
of their finished shift (\`POST ${actEndpoints.confirm.path}\`), then asks for the order's payout every
${askEveryMs} ms until it has succeeded. ${runs} runs, each on a fresh database. Times in ms from the confirmation's
answer (the first row: the request itself), by the machine's clock, which the server shares.

${table(
  ['Step', 'Median (ms)', 'min–max'],
  rows.map(([step, values]) => [step, ...figures(values)]),
)}

Where the time goes: the confirmation only queues the payout (decision 091); the payouts job, every 1 s, takes it
(the checks, the order's claim) and hands it to the provider, so \`sentAt\` comes within about a second. The
stand-in holds it pending ${standInDelaySeconds} s, but the stand-in sends no notifications, so the server learns of
the success by its poll, which asks about a pending payout at most every 5 s (\`pollLeaseMs\` in
\`src/server/jobs/payout-steps.ts\`) on the job's next 1 s round: under a second to the hand-over, 5 s to the first ask that finds it
succeeded, up to a second more for the round: 6–7 s in all, not ${standInDelaySeconds}.
With YooKassa's real \`payout.succeeded\` notification the server would ask at once on its arrival, and the
time would be the provider's own. The worker's extra wait is the ${askEveryMs} ms between their asks. The machine is
shared with other work and loaded while this ran (see below), which stretches the job's rounds, not the 5 s.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- payout-time\`; the code is \`bench/payout-time.ts\`.`,
  }
}
