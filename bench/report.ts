import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os'
import * as prettier from 'prettier'
import type { ServerStartResult, StartScenario } from './server-start.ts'
import { limits, type SignInLoadResult } from './sign-in-load.ts'
import { median, ms, percentile } from './stats.ts'

export type Section = { id: string; body: string }

export type Machine = {
  date: string
  nproc: number
  cpu: string
  memoryGb: number
  os: string
  node: string
  /** 1-minute load average when the run began: other work on the machine skews the figures. */
  load: number
  /** Share of CPU time the hypervisor took from this VM while the section was measured, %; null if unknown. */
  steal: number | null
}

/** The first line of /proc/stat: all CPU time and the stolen part, in ticks; null where /proc is not available. */
export function cpuCounters(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    return { total: fields.slice(0, 8).reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 }
  } catch {
    return null
  }
}

export function stealSince(before: ReturnType<typeof cpuCounters>): number | null {
  const after = cpuCounters()
  if (!before || !after || after.total === before.total) return null
  return ((after.steal - before.steal) / (after.total - before.total)) * 100
}

export function describeMachine(): Machine {
  return {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    load: loadavg()[0] ?? 0,
    steal: null,
  }
}

export const machineLine = (machine: Machine, postgres?: string) =>
  `Measured ${machine.date} on ${machine.nproc} cores (nproc) of ${machine.cpu}, ${machine.memoryGb} GB RAM, ` +
  `${machine.os}, Node ${machine.node}${postgres ? `, PostgreSQL ${postgres}` : ''}; ` +
  `1-minute load average ${machine.load.toFixed(2)} when the run began` +
  (machine.steal === null ? '.' : `, CPU steal ${machine.steal.toFixed(1)}% during the measurement.`) +
  (machine.load >= 1
    ? ' Other work was running on the machine, so these figures are likely slower than on an idle one.'
    : '')

const skeleton = `# Benchmarks

Measured figures of this repository. Each section is written by the benchmark that measures it, between
\`<!-- bench:ID -->\` and \`<!-- /bench:ID -->\` markers: a run rewrites only the sections it measured and
keeps the rest of the file, so other benchmarks (bundle sizes, Lighthouse, …) add their own sections with
their own markers. Text outside the markers is kept as it is.

Figures depend on the machine; compare runs made on the same one.
`

const open = (id: string) => `<!-- bench:${id} -->`
const close = (id: string) => `<!-- /bench:${id} -->`

/** Replaces each section's marked block, or appends the block when the file has none yet. */
export function replaceSections(markdown: string, sections: readonly Section[]): string {
  let result = markdown
  for (const section of sections) {
    const block = `${open(section.id)}\n\n${section.body.trim()}\n\n${close(section.id)}`
    const start = result.indexOf(open(section.id))
    const end = result.indexOf(close(section.id))
    if (start >= 0 && end > start) {
      result = result.slice(0, start) + block + result.slice(end + close(section.id).length)
    } else {
      result = `${result.trimEnd()}\n\n${block}\n`
    }
  }
  return result
}

/** Rewrites the measured sections of the report, formatted as the repository's Prettier settings say. */
export async function updateReport(path: string, sections: readonly Section[]): Promise<void> {
  const current = existsSync(path) ? await readFile(path, 'utf8') : skeleton
  const options = (await prettier.resolveConfig(path)) ?? {}
  const formatted = await prettier.format(replaceSections(current, sections), { ...options, filepath: path })
  await writeFile(path, formatted)
}

export const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')

/** Medians of the last run under tsx (2026-11-22 06:33 UTC, same machine), before the server was compiled. */
const startBeforeCompiling: Record<StartScenario['id'], number> = { a: 9290, b: 4238, c: 3994, d: 4322 }

export function serverStartSection(result: ServerStartResult, machine: Machine, postgres: string): Section {
  const runs = Array.from({ length: result.runs }, (_, i) => `Run ${i + 1}`)
  const rows = result.scenarios.map((scenario) => [
    `(${scenario.id}) ${scenario.label}`,
    ...scenario.startMs.map(ms),
    `**${ms(median(scenario.startMs))}**`,
    ms(startBeforeCompiling[scenario.id]),
    ms(median(scenario.stopMs)),
  ])
  rows.push(
    [
      "Reference: plain Node opening (b)'s PGlite folder and answering `select 1`",
      ...result.barePgliteMs.map(ms),
      `**${ms(median(result.barePgliteMs))}**`,
      '—',
      '—',
    ],
    [
      "Reference: `npm start`'s check of the server build under tsx, nothing changed",
      ...result.buildCheckMs.map(ms),
      `**${ms(median(result.buildCheckMs))}**`,
      '—',
      '—',
    ],
  )
  const startOf = (id: StartScenario['id']) =>
    median(result.scenarios.find((s) => s.id === id)?.startMs ?? [])
  const ratio = startOf('b') / median(result.barePgliteMs)
  return {
    id: 'server-start',
    body: `## Server cold start

Time from spawning the real server as \`npm start\` runs it (\`node --enable-source-maps dist-server/main.js\`, the
server built once by esbuild, see \`scripts/build-server.ts\`; \`PORT\` on a free port, \`NODE_ENV=test\` on 127.0.0.1,
\`SERVE_CLIENT=false\`, \`LOG_LEVEL=warn\`, demo seed on) to the first \`200\` answer of \`GET /api/health\`, polled every
10 ms. Every run is a new process; it is then stopped with SIGTERM and waited for (the last column: SIGTERM →
exit). "Before" is the median of the same scenario when the server ran its TypeScript under tsx
(\`node --import tsx src/server/main.ts\`, measured 2026-11-22 on this machine). Times in ms.

${table(['Scenario', ...runs, 'Median', 'Before (tsx)', 'Median stop'], rows)}

- (a) a new folder each run; (b) reuses the folder of (a) run 1.
- (c) a new database on the throwaway PostgreSQL server each run; (d) reuses the database of (c) run 1,
  where the migrator finds nothing to do and the demo seed sees data and is skipped.
- Existing PGlite folder: (b) takes **${ratio.toFixed(2)}×** the bare open of the same folder (target ≤ 1.5×).
  Already migrated PostgreSQL database: (d) answers its first \`200\` after **${ms(startOf('d'))} ms** (target ≤ 1000 ms).
- The bare open is spawn of plain Node → PGlite's \`select 1\` answered on (b)'s folder: what any start on that folder
  pays whatever the server does.
- \`npm start\` itself first checks the client build and the server build (tsx running \`scripts/start.ts\`, the last
  row for the server's part), then spawns the server as above; it rebuilds the server (≈ 0.3 s) only when a file
  of \`src/server\`, \`src/contract\`, \`package.json\`, \`tsconfig.json\` or the build script changed.
- Not counted: one warm-up start before the runs (PostgreSQL, new database: ${ms(result.warmUpMs)} ms) builds the
  server when needed and fills the OS file cache, as after any first start on a machine.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench\` (all sections) or \`npm run bench -- server-start\` (this one only); the code is
\`bench/server-start.ts\`.`,
  }
}

function loadRow(result: SignInLoadResult): string[] {
  const pair = result.timings.pair
  const errors = [...result.errors.values()].reduce((sum, n) => sum + n, 0)
  return [
    result.backend === 'postgres' ? 'PostgreSQL' : 'PGlite',
    String(result.attempted),
    String(errors),
    ms(percentile(pair, 50)),
    ms(percentile(pair, 90)),
    ms(percentile(pair, 99)),
    ms(Math.max(...pair)),
    (result.succeeded / (result.wallMs / 1000)).toFixed(1),
    ms(result.wallMs),
  ]
}

function stepRow(result: SignInLoadResult): string[] {
  const { request, outbox, signIn, me, full } = result.timings
  const p = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 90))}`
  return [
    result.backend === 'postgres' ? 'PostgreSQL' : 'PGlite',
    p(request),
    p(signIn),
    p(outbox),
    p(me),
    p(full),
  ]
}

function cpuLine(result: SignInLoadResult): string {
  const seconds = result.wallMs / 1000
  const server =
    result.cpu.serverSeconds === null
      ? 'n/a'
      : `${result.cpu.serverSeconds.toFixed(1)} s (${((result.cpu.serverSeconds / seconds) * 100).toFixed(0)}% of one core)`
  const client = `${result.cpu.clientSeconds.toFixed(1)} s (${((result.cpu.clientSeconds / seconds) * 100).toFixed(0)}%)`
  return `${result.backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}: server process ${server}, load generator ${client}`
}

/** p50 of the round trip at 50 clients in the last run with one advisory lock for every code request (2026-11-22). */
const signInBeforeP50: Record<string, number> = { postgres: 1126, pglite: 1398 }

function ratioRow(result: SignInLoadResult, single: readonly SignInLoadResult[]): string[] {
  const alone = single.find((candidate) => candidate.backend === result.backend)
  const p50 = percentile(result.timings.pair, 50)
  const aloneP50 = alone ? percentile(alone.timings.pair, 50) : NaN
  return [
    result.backend === 'postgres' ? 'PostgreSQL' : 'PGlite',
    alone ? ms(aloneP50) : '—',
    ms(p50),
    alone ? `**${(p50 / aloneP50).toFixed(1)}×**` : '—',
    ms(signInBeforeP50[result.backend] ?? NaN),
  ]
}

export function signInLoadSection(
  results: readonly SignInLoadResult[],
  single: readonly SignInLoadResult[],
  machine: Machine,
  postgres: string,
): Section {
  const first = results[0]!
  const errors = results.flatMap((result) =>
    [...result.errors].map(([key, n]) => `- ${result.backend}: ${n} × \`${key}\``),
  )
  const pg = results.find((result) => result.backend === 'postgres')
  const waits = pg?.waits?.length
    ? pg.waits
        .filter(([, n]) => n / pg.waitSamples >= 0.05)
        .map(([what, n]) => `- \`${what}\`: ${(n / pg.waitSamples).toFixed(1)}`)
        .join('\n')
    : null
  return {
    id: 'sign-in-load',
    body: `## Sign-in under load

${first.clients} concurrent clients, each doing ${first.rounds} rounds of the employee's full SMS sign-in against the
real server on 127.0.0.1 (demo seed on):

1. \`POST /auth/employee/login2 {phone}\` (code request),
2. \`GET /dev/sms-outbox?phone=…\` (the code, from the dev SMS adapter),
3. \`POST /auth/employee/login2/sms-code {phone, code}\` (sign-in),
4. \`GET /api/employee/me\` with the bearer token.

Every client-round uses its own employee (${first.attempted} inserted beforehand with +7995… phones), so the
30 s resend delay never applies. The SMS limits are raised in \`settings\`: \`smsMinutelyLimit\`
${limits.smsMinutelyLimit} (the maximum its schema accepts; a larger value would fall back to the default 60) and
\`smsDailyLimit\` ${limits.smsDailyLimit}. One round trip with a demo employee warms the server up first and is
not counted.

"Round trip" below is the code request plus the sign-in, each from sending the request to the end of the
answer; the outbox read and \`/me\` are left out of it and shown separately. Errors are client-rounds that got
a non-2xx answer (the round stops there). Throughput is completed full round trips (all four calls) per
second of wall time. Times in ms.

${table(['Database', 'Round trips', 'Errors', 'p50', 'p90', 'p99', 'Max', 'Round trips/s', 'Wall time'], results.map(loadRow))}

Per call, p50 / p90:

${table(['Database', 'Code request', 'Sign-in', 'Outbox read', '/me', 'All four'], results.map(stepRow))}

One client alone (${single[0]?.rounds ?? 0} rounds, measured in the same run just before the load) against the ${first.clients}
clients, round-trip p50; target ≤ 3×, 0 errors. "Before" is the p50 at 50 clients of the last run when every code
request of the installation waited for one advisory lock (2026-11-22 09:23 UTC, load average 3.65; one client alone
was not measured then):

${table(
  ['Database', 'One client p50', `${first.clients} clients p50`, 'Ratio', 'Before, 50 clients p50'],
  results.map((result) => ratioRow(result, single)),
)}

${errors.length ? `Errors:\n\n${errors.join('\n')}\n` : 'No errors.'}

CPU time used during the load; the load generator shares the machine with the server (and PostgreSQL):

${results.map((result) => `- ${cpuLine(result)}`).join('\n')}
${
  waits
    ? `\nPostgreSQL backends of the database that were not idle, sampled every 50 ms (${pg!.waitSamples} samples),
average count by state / wait event:\n\n${waits}\n\n\`idle in transaction / Client:ClientRead\` is a
transaction left open while the server's event loop gets to its next query.\n`
    : ''
}
- A code request first charges the installation's minutely and daily budgets, counters updated by one
  conditional \`UPDATE … WHERE … < limit\` for both windows that commits on its own (decision 035), so their row
  locks are held only while PostgreSQL updates them; then it locks its phone and its client address
  (transaction-scoped advisory locks keyed by each), so only requests for the same phone or from the same address
  wait for one another, and a request those limits refuse gives its charge back.
- The server's PostgreSQL pool holds at most 10 connections and the other requests queue in the server.
- PGlite runs inside the server process on a single connection, so every query of every request is
  serialized there.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench\` (all sections) or \`npm run bench -- sign-in-load\` (this one only); the code is
\`bench/sign-in-load.ts\`.`,
  }
}
