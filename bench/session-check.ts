/**
 * The cost of the session check of every signed-in request (issue 16, item 4; issue 19, item 2). The real server
 * process answers one cheap signed-in call, its session remembered after the first (decision 024). Then the
 * check's statement alone, which a session's first request sends, in this process against the same database,
 * beside the roles read of decision 002 that it replaced.
 */
import { dictionaryEndpoints } from '../src/contract/dictionaries/endpoints.ts'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { and, eq, isNull } from 'drizzle-orm'
import { openDatabase, type Database } from '../src/server/db/client.ts'
import { employees, sessions } from '../src/server/db/schema/index.ts'
import { findLiveSessionAccess } from '../src/server/features/auth/sessions.repository.ts'
import { httpCall, perSecond, runClients, serverToken, type LoadResult } from './load.ts'
import { createDatabase, dropDatabases } from './postgres.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import { startServer } from './server-process.ts'
import { percentile } from './stats.ts'

type Backend = 'postgres' | 'pglite'
const backends: readonly Backend[] = ['postgres', 'pglite']
/** Server starts, each measured alike, so that one busy moment does not make the figures. */
const runs = 2
const call = { method: 'GET', path: dictionaryEndpoints.serviceGroups.path } as const
const admin = { phone: '+79990000001', id: 1 }
const load = { warmUp: 300, sequential: 2000, clients: 20, each: 100 }
const statementRounds = { rounds: 20, each: 200, counted: 18 }

type CallFigures = { sequential: number[]; concurrent: LoadResult[] }
type StatementFigures = { check: number[]; rolesBefore: number[] }
export type SessionCheckResult = {
  backend: Backend
  calls: CallFigures
  statements: StatementFigures
}

type Where = { url?: string; dataDir: string }

/**
 * A new database (PostgreSQL, or PGlite in \`dataDir\`) and a temporary folder for the server's files; the data stay
 * between the server's starts, seeded once.
 */
async function withDatabase<T>(backend: Backend, work: (where: Where) => Promise<T>): Promise<T> {
  const root = await mkdtemp(join(tmpdir(), 'bench-session-check-'))
  const name = 'bench_session_check'
  try {
    const url = backend === 'postgres' ? await createDatabase(name) : undefined
    return await work({ url, dataDir: join(root, 'data') })
  } finally {
    if (backend === 'postgres') await dropDatabases([name])
    await rm(root, { recursive: true, force: true })
  }
}

async function measureCalls(where: { url?: string; dataDir?: string }, into: CallFigures) {
  const { server } = await startServer({
    ...(where.url ? { databaseUrl: where.url, filesDir: join(tmpdir(), 'bench-session-check-files') } : {}),
    ...(where.dataDir ? { dataDir: where.dataDir } : {}),
  })
  try {
    const token = await serverToken(server.baseUrl, admin.phone, 'employee')
    const once = () => httpCall(server.baseUrl, { ...call, token })
    await runClients(1, { each: load.warmUp }, once)
    const sequential = await runClients(1, { each: load.sequential }, once)
    if (sequential.errors.size) throw new Error(`errors: ${[...sequential.errors.keys()].join('; ')}`)
    into.sequential.push(...sequential.ms)
    into.concurrent.push(await runClients(load.clients, { each: load.each }, once))
  } finally {
    await server.stop()
  }
}

/** The check's statement and the roles read it replaced, timed in turns on the database the server left. */
async function measureStatements(db: Database): Promise<StatementFigures> {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, admin.id), isNull(sessions.revokedAt)))
    .limit(1)
  if (!live) throw new Error('no live session of the demo admin')
  const variants = {
    check: () => findLiveSessionAccess(db, live.id, new Date()),
    rolesBefore: () =>
      db
        .select({ id: employees.id, isAdmin: employees.isAdmin, deletedAt: employees.deletedAt })
        .from(employees)
        .where(eq(employees.id, admin.id)),
  }
  const times: StatementFigures = { check: [], rolesBefore: [] }
  for (let round = 0; round < statementRounds.rounds; round++) {
    for (const name of ['check', 'rolesBefore'] as const) {
      for (let i = 0; i < statementRounds.each; i++) {
        const began = performance.now()
        await variants[name]()
        if (round >= statementRounds.rounds - statementRounds.counted)
          times[name].push(performance.now() - began)
      }
    }
  }
  return times
}

export async function measureSessionCheck(): Promise<SessionCheckResult[]> {
  const results: SessionCheckResult[] = []
  for (const backend of backends) {
    results.push(
      await withDatabase(backend, async (where) => {
        const calls: CallFigures = { sequential: [], concurrent: [] }
        for (let run = 0; run < runs; run++) {
          console.log(`  ${backend}, run ${run + 1}`)
          await measureCalls(where, calls)
        }
        const handle = await openDatabase({ databaseUrl: where.url, dataDir: where.dataDir })
        try {
          return { backend, calls, statements: await measureStatements(handle.db) }
        } finally {
          await handle.close()
        }
      }),
    )
  }
  return results
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—')
const mean = (values: readonly number[]) => values.reduce((sum, n) => sum + n, 0) / values.length

function pooled(results: readonly LoadResult[]) {
  const ms = results.flatMap((result) => result.ms)
  const rates = results.map(perSecond)
  const errors = results.reduce(
    (sum, result) => sum + [...result.errors.values()].reduce((a, b) => a + b, 0),
    0,
  )
  return { ms, perSecond: mean(rates), errors }
}

export function sessionCheckSection(
  results: readonly SessionCheckResult[],
  machine: Machine,
  postgres: string,
): Section {
  const callRows = results.map((result) => {
    const figures = result.calls
    const concurrent = pooled(figures.concurrent)
    return [
      databaseName(result.backend),
      fixed(percentile(figures.sequential, 50)),
      fixed(percentile(figures.sequential, 90)),
      fixed(percentile(figures.sequential, 99)),
      fixed(mean(figures.sequential)),
      concurrent.perSecond.toFixed(0),
      fixed(percentile(concurrent.ms, 50)),
      String(concurrent.errors),
    ]
  })
  const statementRows = results.flatMap((result) => [
    [
      databaseName(result.backend),
      'the check: session ⟕ employee ⟕ worker, prepared',
      fixed(percentile(result.statements.check, 50)),
      fixed(percentile(result.statements.check, 90)),
    ],
    [
      databaseName(result.backend),
      'before: the roles read of decision 002 (employee by id)',
      fixed(percentile(result.statements.rolesBefore, 50)),
      fixed(percentile(result.statements.rolesBefore, 90)),
    ],
  ])
  const statementLines = results.map((result) => {
    const more = percentile(result.statements.check, 50) - percentile(result.statements.rolesBefore, 50)
    return (
      `- ${databaseName(result.backend)}: the check's statement takes ${fixed(Math.abs(more))} ms ` +
      `${more >= 0 ? 'more' : 'less'} than the roles read before, at p50.`
    )
  })
  const calls = load.sequential * runs
  return {
    id: 'session-check',
    body: `## The session check of every request

Every signed-in request checks that its access token's session is live and reads its user's roles (decision 018).
The first request of a session reads them in one prepared statement; the instance then remembers them until a
change of the session or its user is announced, by any instance, through PostgreSQL's \`LISTEN/NOTIFY\` (decision
024), so later requests send no statement for the check.

The real server process as \`npm start\` runs it (\`node dist-server/main.js\`, demo seed, its pool of 10 PostgreSQL
connections or PGlite in it) on 127.0.0.1 answers \`${call.method} ${call.path}\` (signed-in, one small
statement of its own) as the demo admin over keep-alive HTTP, timed from sending the request to the end of the
answer. ${runs} server starts on the same database; each start has ${load.warmUp} calls not counted, then
${load.sequential} calls by one client (${calls} in all) and ${load.clients} clients × ${load.each} calls. Every
counted call finds its session remembered. Times in ms.

${table(
  [
    'Database',
    'p50',
    'p90',
    'p99',
    'Mean',
    `Requests/s, ${load.clients} clients`,
    `p50, ${load.clients} clients`,
    'Errors',
  ],
  callRows,
)}

The check's statement alone, which a session's first request sends, in the benchmark process on the database the
server left (\`pg\` with one connection, or PGlite in process): ${statementRounds.each} calls of each statement in turn, ${statementRounds.rounds} rounds, the
first ${statementRounds.rounds - statementRounds.counted} not counted. The second row is the statement every request
sent before this check, kept as the reference. Times in ms.

${table(['Database', 'Statement', 'p50', 'p90'], statementRows)}

${statementLines.join('\n')}

Remembering the session takes the check's statement off every request but a session's first: on PostgreSQL it was a
fraction of a millisecond of a prepared statement, on PGlite, which plans every statement anew inside the server
process, about a millisecond and more under load. A logout, a reused refresh token, a block, a deletion or a changed
role still applies at once on every instance (decision 024).

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- session-check\`; the code is \`bench/session-check.ts\`.`,
  }
}
