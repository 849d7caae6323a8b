import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createDatabase, databaseUrl, dropDatabases } from './postgres.ts'
import { startServer, type ServerOptions } from './server-process.ts'

export type StartScenario = {
  id: 'a' | 'b' | 'c' | 'd' | 'e'
  label: string
  /** Spawn → first 200 from /api/health, ms, one per run. */
  startMs: number[]
  /** SIGTERM → exit, ms, one per run. */
  stopMs: number[]
}

export type ServerStartResult = {
  runs: number
  warmUpMs: number
  scenarios: StartScenario[]
  /** Reference: spawn of plain Node → PGlite opened on scenario (b)'s folder and `select 1` answered, ms. */
  barePgliteMs: number[]
}

/** Opens the PGlite folder of argv[1] as the server would, answers `select 1`, says so, then closes it. */
const barePglite = `const { PGlite } = await import('@electric-sql/pglite')
const db = new PGlite(process.argv[1])
await db.query('select 1')
process.stdout.write('ready\\n')
await db.close()`

async function measureBarePglite(dataDir: string): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, ['--input-type=module', '-e', barePglite, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ready = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', () => resolve(performance.now()))
    child.once('exit', (code) => reject(new Error(`the bare PGlite open failed (${code})`)))
  })
  await new Promise((resolve) => child.once('exit', resolve))
  return ready - started
}

/** One start: spawn, wait for the first 200, then SIGTERM and wait for the exit. */
async function measureOnce(options: ServerOptions): Promise<{ startMs: number; stopMs: number }> {
  const { server, startMs } = await startServer(options)
  const stopMs = await server.stop()
  if (server.child.exitCode !== 0) {
    console.warn(`  server exited with ${server.child.exitCode ?? server.child.signalCode} after SIGTERM`)
  }
  return { startMs, stopMs }
}

async function scenario(
  id: StartScenario['id'],
  label: string,
  runs: number,
  options: (run: number) => Promise<ServerOptions> | ServerOptions,
  afterEachRun?: () => Promise<void>,
): Promise<StartScenario> {
  const result: StartScenario = { id, label, startMs: [], stopMs: [] }
  for (let run = 1; run <= runs; run++) {
    const { startMs, stopMs } = await measureOnce(await options(run))
    result.startMs.push(startMs)
    result.stopMs.push(stopMs)
    console.log(`  (${id}) run ${run}: start ${Math.round(startMs)} ms, stop ${Math.round(stopMs)} ms`)
    await afterEachRun?.()
  }
  return result
}

/**
 * Cold start of the real server to its first answered request, on PGlite and on PostgreSQL, each on a
 * new empty database (initdb/migrations/demo seed included) and on one that is already there.
 */
export async function measureServerStart(runs = 5): Promise<ServerStartResult> {
  const root = await mkdtemp(join(tmpdir(), 'bench-start-'))
  const databases = ['bench_warmup', ...Array.from({ length: runs }, (_, i) => `bench_start_${i + 1}`)]
  try {
    // Not counted: builds the app and the server if their inputs changed, and fills the OS file cache, as after any
    // first start.
    await measureOnce({ launcher: true, dataDir: join(root, 'launcher-warm-up', 'data') })
    const warmUp = await measureOnce({ databaseUrl: await createDatabase('bench_warmup') })
    console.log(`  warm-up (not counted): ${Math.round(warmUp.startMs)} ms`)

    const pgliteDir = (run: number) => join(root, `pglite-${run}`, 'data')
    // The bare open runs right after each start of (b), on the same folder: the two alternate, so that the ratio
    // compares runs that met the same machine.
    const barePgliteMs: number[] = []
    const scenarios = [
      await scenario('a', 'PGlite, new empty DATA_DIR (initdb + migrations + demo seed)', runs, (run) => ({
        dataDir: pgliteDir(run),
      })),
      await scenario(
        'b',
        'PGlite, existing DATA_DIR',
        runs,
        () => ({ dataDir: pgliteDir(1) }),
        async () => {
          barePgliteMs.push(await measureBarePglite(pgliteDir(1)))
        },
      ),
      await scenario('c', 'PostgreSQL, new empty database (migrations + demo seed)', runs, async (run) => ({
        databaseUrl: await createDatabase(`bench_start_${run}`),
      })),
      await scenario('d', 'PostgreSQL, already migrated and seeded database', runs, () => ({
        databaseUrl: databaseUrl('bench_start_1'),
      })),
      await scenario('e', '`npm start` through its launcher on the folder of (b)', runs, () => ({
        dataDir: pgliteDir(1),
        launcher: true,
      })),
    ]
    console.log(`  bare PGlite open: ${barePgliteMs.map(Math.round).join(', ')} ms`)
    return { runs, warmUpMs: warmUp.startMs, scenarios, barePgliteMs }
  } finally {
    await rm(root, { recursive: true, force: true })
    await dropDatabases(databases)
  }
}
