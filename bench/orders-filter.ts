import { orderEndpoints } from '../src/contract/orders/endpoints.ts'
import { eq } from 'drizzle-orm'
import { systemClock } from '../src/server/kernel/clock.ts'
import { employees } from '../src/server/db/schema/index.ts'
import { createActsService } from '../src/server/features/acts/acts.service.ts'
import { createFilesService } from '../src/server/shared/files/files.service.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'
import { actCandidates, timeActGeneration } from './act-generation.ts'
import { captureCall, devToken, type DirectDatabase, type Statement } from './direct-database.ts'
import { httpCall, runClients, serverToken, warmUp, type LoadResult } from './load.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from './orders-database.ts'
import type { ServerProcess } from './server-process.ts'
import type { Backend } from './sign-in-load.ts'

export const orderCount = 100_000
export const filterLoad = { sequential: 200, clients: 50, each: 20, acts: 50 }
export const staffPhone = '+79990000002'

/** Staff's «Текущие заявки» with one status chip and one city: page 1 of 20, newest shift first. */
export const filterCall = (cityId: number) => ({
  method: 'POST' as const,
  url: `${orderEndpoints.filter.path}?page=1&size=20&sort=dateTime,desc`,
  body: { statuses: ['NEW'], cityId },
})

export type OrdersFilterResult = {
  backend: Backend
  census: Record<string, number>
  fillMs: number
  /** The statements one filter call sends, named by what they read. */
  statements: string[]
  /** The top of each orders statement's plan and its execution time. */
  plans: string[]
  sql: { sequential: LoadResult; concurrent: LoadResult }
  /** The same statements behind `bench/bare-server.ts`: the least a Node server in front of them costs. */
  bare: { sequential: LoadResult; concurrent: LoadResult }
  http: { sequential: LoadResult; concurrent: LoadResult }
  acts: { pdf: LoadResult; generate: LoadResult }
}

/**
 * A prepared statement's name without its shape's number (`orders pick, prepared`); else the first table a
 * statement reads and what it asks for (`orders page`, `employees`).
 */
export function statementName(statement: Statement): string {
  if (statement.name) return `${statement.name.replace(/_\d+$/, '').replaceAll('_', ' ')}, prepared`
  const table = /from "(\w+)"/i.exec(statement.sql)?.[1] ?? statement.sql.slice(0, 20)
  const what = /limit/i.test(statement.sql) ? ' page' : /count\(/i.test(statement.sql) ? ' count' : ''
  return `${table}${what}`
}

async function planSummaries(direct: DirectDatabase, statements: readonly Statement[]): Promise<string[]> {
  const summaries: string[] = []
  for (const statement of statements.filter((candidate) => /from "orders"/i.test(candidate.sql))) {
    const plan = await direct.explain(statement)
    console.log(`  EXPLAIN ANALYZE ${statementName(statement)}:\n${plan}`)
    const lines = plan.split('\n').map((line) => line.trim())
    const times = lines.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ')
    const indexes = [
      ...new Set([...plan.matchAll(/(?:using|Index Scan on) (\w+)/gi)].map((match) => match[1])),
    ]
    const scans = [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1]))]
    summaries.push(
      `\`${statementName(statement)}\`: indexes ${indexes.map((name) => `\`${name}\``).join(', ') || 'none'}; ` +
        `sequential scans ${scans.map((name) => `\`${name}\``).join(', ') || 'none'}; ${times}`,
    )
  }
  return summaries
}

/**
 * The act's PDF as the registry builds it for the staff, in this process: the act's data read, the PDF
 * rendered and the download journalled.
 */
async function timePdf(direct: DirectDatabase, ids: readonly number[]): Promise<LoadResult> {
  const [employee] = await direct.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.phone, staffPhone))
  const acts = createActsService({
    db: direct.db,
    clock: systemClock,
    files: createFilesService({
      storage: createMemoryStorage(),
      secret: Promise.resolve('x'.repeat(32)),
      clock: systemClock,
      onOrphan: () => {},
    }),
  })
  await acts.registry(employee!.id, [ids[0]!]) // not counted: loads the fonts
  let next = 1
  return runClients(1, { each: ids.length - 1 }, async () => {
    await acts.registry(employee!.id, [ids[next++]!])
  })
}

async function measureDirect(direct: DirectDatabase, cityId: number) {
  const token = await devToken(direct.app, staffPhone, 'employee')
  const call = filterCall(cityId)
  const statements = await captureCall(direct, { ...call, token })
  const plans = await planSummaries(direct, statements)
  const replay = () => direct.replay(statements)
  await warmUp(replay)
  const sequential = await runClients(1, { each: filterLoad.sequential }, replay)
  const concurrent = await runClients(filterLoad.clients, { each: filterLoad.each }, replay)
  return { statements, plans, sql: { sequential, concurrent } }
}

/** The filter's statements behind the bare server, which finds them by this bearer token. */
async function measureBare(
  database: OrdersDatabase,
  statements: Statement[],
  cityId: number,
): Promise<OrdersFilterResult['bare']> {
  const token = 'staff-filter'
  const bare = await database.startBareServer({ [token]: statements })
  try {
    const { method, url, body } = filterCall(cityId)
    const filter = () => httpCall(bare.baseUrl, { method, path: url, body, token })
    await warmUp(filter)
    const sequential = await runClients(1, { each: filterLoad.sequential }, filter)
    const concurrent = await runClients(filterLoad.clients, { each: filterLoad.each }, filter)
    return { sequential, concurrent }
  } finally {
    await bare.stop()
  }
}

async function measureHttp(server: ServerProcess, cityId: number, actIds: readonly number[]) {
  const token = await serverToken(server.baseUrl, staffPhone, 'employee')
  const { method, url, body } = filterCall(cityId)
  const filter = () => httpCall(server.baseUrl, { method, path: url, body, token })
  await warmUp(filter)
  const sequential = await runClients(1, { each: filterLoad.sequential }, filter)
  const concurrent = await runClients(filterLoad.clients, { each: filterLoad.each }, filter)
  const acts = await timeActGeneration(server.baseUrl, token, actIds)
  return { sequential, concurrent, acts }
}

/**
 * A new database with 100 000 orders; the filter's SQL is learnt from the server's own code in this process,
 * timed straight on the database, then the real server process is timed on the same data.
 */
export async function measureOrdersFilter(backend: Backend): Promise<OrdersFilterResult> {
  const database = await prepareOrdersDatabase(backend, 'bench_orders_filter', orderCount)
  console.log(`  ${backend}: ${orderCount} orders generated in ${Math.round(database.fillMs)} ms`)
  try {
    const direct = await database.openDirect(filterLoad.clients)
    let cityId: number
    let actIds: number[]
    let measured: Awaited<ReturnType<typeof measureDirect>>
    let pdf: LoadResult
    try {
      cityId = await benchCityId(direct)
      measured = await measureDirect(direct, cityId)
      // Separate orders for the in-process PDFs and for the server's calls, which change them.
      const candidates = await actCandidates(direct, 2 * (filterLoad.acts + 1))
      pdf = await timePdf(direct, candidates.slice(0, filterLoad.acts + 1))
      actIds = candidates.slice(filterLoad.acts + 1)
    } finally {
      await direct.close()
    }
    const bare = await measureBare(database, measured.statements, cityId)
    const server = await database.startServer()
    try {
      const http = await measureHttp(server, cityId, actIds)
      return {
        backend,
        census: database.census,
        fillMs: database.fillMs,
        statements: measured.statements.map(statementName),
        plans: measured.plans,
        sql: measured.sql,
        bare,
        http: { sequential: http.sequential, concurrent: http.concurrent },
        acts: { pdf, generate: http.acts },
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.remove()
  }
}
