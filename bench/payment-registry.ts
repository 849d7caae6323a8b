/**
 * The payment registry for 100 000 payments: `POST /api/order/payment-registry` with empty filters on the real server
 * process over PostgreSQL holding the generated orders, the answer read to its end. Peak memory is the server
 * process's RSS sampled every 20 ms from /proc during the download, against its RSS just before.
 */
import { paymentEndpoints } from '../src/contract/payments/endpoints.ts'
import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { devToken } from './direct-database.ts'
import { prepareOrdersDatabase } from './orders-database.ts'
import { rowsOf } from '../tests/support/sql.ts'
import { sql } from 'drizzle-orm'

/** Generated orders: about 80 % of them end up paid, which makes a little over 100 000 payments. */
const orders = 125_000
const runs = 2
const adminPhone = '+79990000001'

export type PaymentRegistryResult = {
  payments: number
  ms: number[]
  baseRssMb: number
  peakGrowthMb: number[]
  bytes: number
  /** The plan of the batch statement after the first batch (index names and times). */
  plan: string
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** Index and scan names with the planning and execution times of an EXPLAIN ANALYZE text. */
function summarisePlan(plan: string): string {
  const indexes = [
    ...new Set([...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\w+)/g)].map((m) => m[1])),
  ]
  const seq = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))]
  const times = [...plan.matchAll(/(Planning|Execution) Time: ([\d.]+) ms/g)].map((m) => `${m[1]} ${m[2]} ms`)
  return `indexes ${indexes.map((name) => `\`${name}\``).join(', ')}; sequential scans ${seq.map((name) => `\`${name}\``).join(', ') || 'none'}; ${times.join(', ')}`
}

export async function measurePaymentRegistry(): Promise<PaymentRegistryResult> {
  const database = await prepareOrdersDatabase('postgres', 'bench_registry', orders)
  try {
    const direct = await database.openDirect(1)
    let plan = ''
    let payments = 0
    try {
      const [counted] = await rowsOf<{ n: number }>(
        direct.db,
        sql`select count(*)::int as n from orders where status = 'FINISHED' and resolution = 'DONE_AND_PAID'`,
      )
      payments = counted!.n
      const token = await devToken(direct.app, adminPhone, 'employee')
      const statements = await direct.capture(async () => {
        const response = await direct.app.inject({
          method: 'POST',
          url: paymentEndpoints.paymentRegistry.path,
          payload: { filters: {} },
          headers: { authorization: `Bearer ${token}` },
        })
        if (response.statusCode !== 200) throw new Error(`registry: ${response.statusCode}`)
      })
      const batch = statements.find((statement) => statement.sql.includes('> ($'))
      if (batch) plan = summarisePlan(await direct.explain(batch))
    } finally {
      await direct.close()
    }

    const server = await database.startServer()
    try {
      const session = await fetch(`${server.baseUrl}/dev/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: adminPhone, as: 'employee' }),
      })
      const { accessToken } = (await session.json()) as { accessToken: string }
      const download = async () => {
        const response = await fetch(`${server.baseUrl}/api/order/payment-registry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ filters: {} }),
        })
        if (response.status !== 200) throw new Error(`registry: ${response.status} ${await response.text()}`)
        let bytes = 0
        for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength
        return bytes
      }
      const pid = server.child.pid!
      const baseRssMb = await rssMb(pid)
      const ms: number[] = []
      const peakGrowthMb: number[] = []
      let bytes = 0
      for (let run = 0; run < runs; run += 1) {
        const before = await rssMb(pid)
        let peak = before
        const sampler = setInterval(() => {
          void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)))
        }, 20)
        const began = performance.now()
        bytes = await download()
        ms.push(Math.round(performance.now() - began))
        clearInterval(sampler)
        peakGrowthMb.push(peak - before)
        console.log(`  run ${run + 1}: ${ms.at(-1)} ms, RSS +${(peak - before).toFixed(0)} MB`)
      }
      return { payments, ms, baseRssMb, peakGrowthMb, bytes, plan }
    } finally {
      await server.stop()
    }
  } finally {
    await database.remove()
  }
}

export function paymentRegistrySection(result: PaymentRegistryResult, machine: Machine): Section {
  const sorted = [...result.ms].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  return {
    id: 'payment-registry',
    body: `## Payment registry (.xlsx) for 100 000 payments

\`POST /api/order/payment-registry\` with \`{ "filters": {} }\` (every payment) as the demo admin on the real server
process (\`node dist-server/main.js\`) over PostgreSQL holding the demo data and
${orders.toLocaleString('en')} generated orders (\`bench/orders-data.ts\`), of which ${result.payments.toLocaleString('en')} are payments; the
answer read to its end by the benchmark; ${runs} runs. Memory is the server process's RSS sampled every 20 ms from
\`/proc\` during the download, against its RSS just before (${result.baseRssMb.toFixed(0)} MB before the first run).

| Payments | Runs (ms) | Median (ms) | Peak RSS growth (MB) | File (KB) |
| -------- | --------- | ----------- | -------------------- | --------- |
| ${result.payments} | ${result.ms.join(', ')} | **${median}** | ${result.peakGrowthMb.map((mb) => mb.toFixed(0)).join(', ')} | ${(result.bytes / 1024).toFixed(0)} |

Targets: 100 000 rows ≤ 10 s, peak RSS growth ≤ 100 MB.

Before (issue 19): the registry read every payment in one statement and built the whole file in memory before
answering; the last measurement of that code rendered 10 000 payments made in memory (no database) in a median
3746 ms with a peak RSS of 332 MB against 307 MB before (2026-11-22, same machine). It was not run at 100 000.

Now the payments are read 500 at a time, each batch starting after the last row of the one before (keyset paging
on \`(date_time, id)\`), with only the registry's columns; each batch is turned into the sheet's XML, compressed and
sent into the answer before the next is read (\`src/server/kernel/xlsx/\`, on fflate; decision 038).

Session 6, before decision 038 (2026-11-24 01:09 UTC, load average 0.34): exceljs's streaming writer, batches of
2 000 full payment rows: 6760 and 6877 ms, peak RSS growth 176 MB on the first run and 8 MB on the second. exceljs
kept every row of the sheet in a buffer of its own until the workbook was committed (about 0.7 KB a row: 66 MB for
97 000 payments, 700 MB for a million), so its memory grew with the registry; and each row was built as the
payments page's full view (45 columns, nested objects), which made V8's heap grow by the garbage of 18 KB a row.
The plan of a batch after the first (\`EXPLAIN (ANALYZE, BUFFERS)\` once, in the benchmark's process): ${result.plan || 'not captured'}.

${table(
  ['What', 'Index'],
  [
    [
      "Payments in shift order (page sorted by date, registries' batches)",
      '`orders_payments_idx` on `orders (date_time, id)` where FINISHED and DONE_AND_PAID',
    ],
    ["One person's journal, newest first", '`journal_actor_idx` on `journal (actor_kind, actor_id, at)`'],
  ],
)}

${machineLine(machine)}

Reproduce: \`npm run bench -- payment-registry\`; the code is \`bench/payment-registry.ts\`.`,
  }
}
