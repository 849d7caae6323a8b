import { existsSync, readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os'
import * as prettier from 'prettier'
import type { ServerStartResult, StartScenario } from './server-start.ts'
import type { Backend } from './sign-in-load.ts'
import { median, ms } from './stats.ts'

export type Section = { id: string; body: string }

/** A database as the sections name it. */
export const databaseName = (backend: Backend) => (backend === 'postgres' ? 'PostgreSQL' : 'PGlite')

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
function replaceSections(markdown: string, sections: readonly Section[]): string {
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

export function serverStartSection(result: ServerStartResult, machine: Machine, postgres: string): Section {
  const runs = Array.from({ length: result.runs }, (_, i) => `Run ${i + 1}`)
  const rows = result.scenarios.map((scenario) => [
    `(${scenario.id}) ${scenario.label}`,
    ...scenario.startMs.map(ms),
    `**${ms(median(scenario.startMs))}**`,
    ms(median(scenario.stopMs)),
  ])
  rows.push([
    "Reference: plain Node opening (b)'s PGlite folder and answering `select 1`",
    ...result.barePgliteMs.map(ms),
    `**${ms(median(result.barePgliteMs))}**`,
    '—',
  ])
  const startOf = (id: StartScenario['id']) =>
    median(result.scenarios.find((s) => s.id === id)?.startMs ?? [])
  const ratio = startOf('b') / median(result.barePgliteMs)
  const launcherRatio = startOf('e') / median(result.barePgliteMs)
  return {
    id: 'server-start',
    body: `## Server cold start

Time from spawning the real server as the image runs it (\`node dist-server/main.js\`, the
server built by \`scripts/build-server.ts\`; \`PORT\` on a free port, \`NODE_ENV=test\` on 127.0.0.1,
\`SERVE_CLIENT=false\`, \`LOG_LEVEL=warn\`, demo seed on) to the first \`200\` answer of \`GET /api/health\`, polled every
10 ms. Every run is a new process; it is then stopped with SIGTERM and waited for (the last column: SIGTERM →
exit). Times in ms.

${table(['Scenario', ...runs, 'Median', 'Median stop'], rows)}

- (a) a new folder each run; (b) reuses the folder of (a) run 1.
- (c) a new database on the throwaway PostgreSQL server each run; (d) reuses the database of (c) run 1,
  where the migrator finds nothing to do and the demo seed sees data and is skipped.
- (e) is \`npm start\`'s command itself on (b)'s folder (package.json's, without npm): \`node scripts/start.ts\`,
  with Node's compile cache in \`node_modules/.cache\`, checks the client's and the server's builds (both up to date),
  then imports the built server into its own process.
- Existing PGlite folder: (b) takes **${ratio.toFixed(2)}×** and \`npm start\` (e) **${launcherRatio.toFixed(2)}×** the bare
  open of the same folder (target for (e) ≤ 2×). Already migrated PostgreSQL database: (d) answers its first \`200\`
  after **${ms(startOf('d'))} ms**.
- The bare open is spawn of plain Node → PGlite's \`select 1\` answered on (b)'s folder: what any start on that folder
  pays whatever the server does. It runs right after each start of (b), so the two alternate on the same machine.
  Where the rest of a start goes, step by step: decision 122.
- Not counted: one warm-up of the launcher (builds what changed) and one warm-up start (PostgreSQL, new database:
  ${ms(result.warmUpMs)} ms), which fill the OS file cache as after any first start on a machine.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench\` (all sections) or \`npm run bench -- server-start\` (this one only); the code is
\`bench/server-start.ts\`.`,
  }
}
