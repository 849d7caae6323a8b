import { authEndpoints } from '../src/contract/auth/endpoints.ts'
import { staffEndpoints } from '../src/contract/staff/endpoints.ts'
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { systemClock } from '../src/server/kernel/clock.ts'
import { openDatabase, type Database } from '../src/server/db/client.ts'
import { seedDemoIfEmpty } from '../src/server/db/seed/index.ts'
import { createFolderStorage } from '../src/server/ports/storage/file-storage.ts'
import { readSettings, writeSetting } from '../src/server/kernel/settings.repository.ts'
import { settingBounds } from '../src/contract/settings/settings.ts'
import { createDatabase, dropDatabases, withClient } from './postgres.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { send, steadyStateWarmUp } from './load.ts'

export type Backend = 'postgres' | 'pglite'
type Step = 'request' | 'outbox' | 'signIn' | 'me'

export type SignInLoadResult = {
  backend: Backend
  clients: number
  rounds: number
  /** Paced: each client starts a round every this many ms (staggered), not as soon as its last one ends. */
  paceMs: number | null
  attempted: number
  succeeded: number
  /** "step status: message" → how many client-rounds stopped there. */
  errors: Map<string, number>
  wallMs: number
  /** Per successful step, ms; `pair` is request + sign-in (the outbox read excluded), `full` all four calls. */
  timings: Record<Step | 'pair' | 'full', number[]>
  /** CPU seconds used during the load: the server process and this (client) process. */
  cpu: { serverSeconds: number | null; clientSeconds: number }
  /** PostgreSQL only: sampled non-idle backends of the database, by state and wait event. */
  waits: [string, number][] | null
  /** Samples taken for `waits`. */
  waitSamples: number
}

export const limits = {
  /** The settings' upper bound (a larger stored value would fall back to the default 60). */
  smsMinutelyLimit: settingBounds.smsMinutelyLimit.max,
  smsDailyLimit: 1_000_000,
}

/** `+7995` and seven digits: matches /^\+79\d{9}$/, far from the demo's +7999… numbers. */
const loadPhone = (n: number) => `+7995${String(n).padStart(7, '0')}`

/**
 * Employees kept for the warm-up, numbered after the measured ones: each warm-up round takes the next, so the 30 s
 * resend delay never applies there either. More than 50 clients complete in the warm-up on this machine.
 */
export const warmUpPhones = 4000

/**
 * The load's employees, inserted in one statement, and the raised SMS limits, written through the server's own
 * settings repository (so the bench follows its storage format) and read back to make sure they apply.
 */
async function prepare(db: Database, count: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into employees (phone, last_name, first_name)
      select '+7995' || lpad(g::text, 7, '0'), 'Нагрузочный', 'Сотрудник ' || g
      from generate_series(1, ${count}) g`),
  )
  await writeSetting(db, 'smsMinutelyLimit', limits.smsMinutelyLimit)
  await writeSetting(db, 'smsDailyLimit', limits.smsDailyLimit)
  const stored = await readSettings(db)
  if (stored.smsMinutelyLimit !== limits.smsMinutelyLimit || stored.smsDailyLimit !== limits.smsDailyLimit) {
    throw new Error(`the raised SMS limits did not take effect: ${JSON.stringify(stored)}`)
  }
}

type Answer = { status: number; body: unknown; ms: number }

async function call(
  server: ServerProcess,
  path: string,
  init: { body?: unknown; token?: string; clientAddress?: string } = {},
) {
  const headers: Record<string, string> = {}
  // Each simulated phone comes from its own address, as real phones do, so the per-address SMS limit of
  // the sign-in abuse rules does not stop a load made of 50 different people.
  if (init.clientAddress) headers['x-forwarded-for'] = init.clientAddress
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const started = performance.now()
  const answer = await send(server.baseUrl, {
    method: init.body === undefined ? 'GET' : 'POST',
    path,
    headers,
    body: init.body,
  })
  const ms = performance.now() - started
  const text = answer.bytes.toString('utf8')
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: answer.status, body, ms } satisfies Answer
}

class StepFailed extends Error {
  readonly step: Step

  constructor(step: Step, answer: Answer | string) {
    super(
      typeof answer === 'string'
        ? `${step}: ${answer}`
        : `${step} ${answer.status}: ${String((answer.body as { message?: unknown })?.message ?? JSON.stringify(answer.body)).slice(0, 120)}`,
    )
    this.step = step
  }
}

/** A distinct private address per phone number. */
function addressOf(phone: string): string {
  const n = Number(phone.slice(-6))
  return `10.${Math.floor(n / 62_500) % 256}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

/** request code → read it from the dev outbox → sign in → /api/employee/me; answers each step's ms. */
async function roundTrip(server: ServerProcess, phone: string): Promise<Record<Step, number>> {
  const ok = (step: Step, answer: Answer) => {
    if (answer.status < 200 || answer.status > 299) throw new StepFailed(step, answer)
    return answer
  }
  const clientAddress = addressOf(phone)
  const request = ok(
    'request',
    await call(server, authEndpoints.requestEmployeeCode.path, { body: { phone }, clientAddress }),
  )
  const outbox = ok('outbox', await call(server, `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`))
  const code = (outbox.body as { code?: string }[])[0]?.code
  if (!code) throw new StepFailed('outbox', 'no code in the outbox')
  const signIn = ok(
    'signIn',
    await call(server, authEndpoints.signInEmployee.path, { body: { phone, code } }),
  )
  const token = (signIn.body as { accessToken?: string }).accessToken
  if (!token) throw new StepFailed('signIn', 'no accessToken in the answer')
  const me = ok('me', await call(server, staffEndpoints.me.path, { token }))
  if ((me.body as { phone?: string }).phone !== phone) throw new StepFailed('me', 'another employee answered')
  return { request: request.ms, outbox: outbox.ms, signIn: signIn.ms, me: me.ms }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** utime + stime of a process from /proc, in seconds; null where /proc is not available. */
async function processCpuSeconds(pid: number | undefined): Promise<number | null> {
  if (!pid) return null
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** Samples pg_stat_activity of one database every `everyMs` until stopped. */
function sampleWaits(database: string, everyMs = 50) {
  const counts = new Map<string, number>()
  let samples = 0
  let running = true
  const done = withClient(async (client) => {
    while (running) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select state || ' / ' || coalesce(wait_event_type || ':' || wait_event, 'running') as what,
                count(*)::int as n
         from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state is not null and state <> 'idle'
         group by 1`,
        [database],
      )
      samples++
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n)
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })
  return async () => {
    running = false
    await done
    return { waits: [...counts].sort((a, b) => b[1] - a[1]), samples }
  }
}

/**
 * Not counted: 50 clients sign in for the warm-up's seconds with the warm-up employees, as the other sections warm
 * the server up (a fresh process compiles its hot code during its first seconds under load). A failed round fails
 * the benchmark: the measured rounds would fail the same way.
 */
async function warmUp(server: ServerProcess, measuredPhones: number): Promise<void> {
  const deadline = performance.now() + steadyStateWarmUp.seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: steadyStateWarmUp.clients }, async () => {
      while (performance.now() < deadline && next < warmUpPhones)
        await roundTrip(server, loadPhone(measuredPhones + ++next))
    }),
  )
}

/** Prepares the database, starts the server, runs the load, stops the server. */
export async function measureSignInLoad(
  backend: Backend,
  options: { clients: number; rounds: number; paceMs?: number },
): Promise<SignInLoadResult> {
  const { clients, rounds } = options
  const paceMs = options.paceMs ?? null
  const count = clients * rounds
  const database = 'bench_signin'
  let server: ServerProcess | undefined
  let pgliteRoot: string | undefined
  try {
    if (backend === 'postgres') {
      // The server migrates and seeds the new database; the load's data goes in beside it over pg.
      const url = await createDatabase(database)
      server = (await startServer({ databaseUrl: url, trustProxy: '127.0.0.1' })).server
      const handle = await openDatabase({ databaseUrl: url })
      try {
        await prepare(handle.db, count + warmUpPhones)
      } finally {
        await handle.close()
      }
    } else {
      // PGlite lives inside the server process: fill its folder first, then start the server on it.
      pgliteRoot = await mkdtemp(join(tmpdir(), 'bench-signin-'))
      const dataDir = join(pgliteRoot, 'data')
      const handle = await openDatabase({ dataDir })
      try {
        await seedDemoIfEmpty(handle.db, systemClock, createFolderStorage(join(dataDir, 'files')))
        await prepare(handle.db, count + warmUpPhones)
      } finally {
        await handle.close()
      }
      server = (await startServer({ dataDir, trustProxy: '127.0.0.1' })).server
    }

    await warmUp(server, count)

    const timings: SignInLoadResult['timings'] = {
      request: [],
      outbox: [],
      signIn: [],
      me: [],
      pair: [],
      full: [],
    }
    const errors = new Map<string, number>()
    const stopSampling = backend === 'postgres' ? sampleWaits(database) : null
    const serverCpuBefore = await processCpuSeconds(server.child.pid)
    const clientCpuBefore = process.cpuUsage()
    const started = performance.now()
    const running = server
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let round = 0; round < rounds; round++) {
          // Paced clients start evenly spread over each interval; one whose last round ran past its next start
          // begins at once.
          if (paceMs !== null) await sleep(started + (round + client / clients) * paceMs - performance.now())
          try {
            const steps = await roundTrip(running, loadPhone(round * clients + client + 1))
            for (const step of ['request', 'outbox', 'signIn', 'me'] as const) timings[step].push(steps[step])
            timings.pair.push(steps.request + steps.signIn)
            timings.full.push(steps.request + steps.outbox + steps.signIn + steps.me)
          } catch (error) {
            const key = error instanceof StepFailed ? error.message : `network: ${(error as Error).message}`
            errors.set(key, (errors.get(key) ?? 0) + 1)
          }
        }
      }),
    )
    const wallMs = performance.now() - started
    const clientCpu = process.cpuUsage(clientCpuBefore)
    const serverCpuAfter = await processCpuSeconds(server.child.pid)
    const sampled = stopSampling ? await stopSampling() : null

    return {
      backend,
      clients,
      rounds,
      paceMs,
      attempted: count,
      succeeded: timings.pair.length,
      errors,
      wallMs,
      timings,
      cpu: {
        serverSeconds:
          serverCpuBefore !== null && serverCpuAfter !== null ? serverCpuAfter - serverCpuBefore : null,
        clientSeconds: (clientCpu.user + clientCpu.system) / 1e6,
      },
      waits: sampled?.waits ?? null,
      waitSamples: sampled?.samples ?? 0,
    }
  } finally {
    await server?.stop()
    if (pgliteRoot) await rm(pgliteRoot, { recursive: true, force: true })
    if (backend === 'postgres') await dropDatabases([database])
  }
}
