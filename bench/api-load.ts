import { navigationEndpoints } from '../src/contract/navigation/endpoints.ts'
import { workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import type { WorkerOrderList } from '../src/contract/orders/worker-views.ts'
import { and, asc, eq } from 'drizzle-orm'
import { workers } from '../src/server/db/schema/index.ts'
import { countCpu, type CpuUse } from './cpu-use.ts'
import { captureCall, devToken, type DirectDatabase, type Statement } from './direct-database.ts'
import { httpCall, runClients, serverToken, warmUp, type LoadResult } from './load.ts'
import type { BareStatements } from './bare-server.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from './orders-database.ts'
import { filterCall, orderCount, staffPhone, statementName } from './orders-filter.ts'
import type { ServerProcess } from './server-process.ts'
import type { Backend } from './sign-in-load.ts'

/** 50 clients calling back to back, for 30 s unless `--duration` says otherwise. */
export const apiLoad = { clients: 50, defaultSeconds: 30 }

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown }
type WorkerOrderListBody = { list: WorkerOrderList }
type Endpoint = { id: string; label: string; as: 'employee' | 'worker'; call: (cityId: number) => Call }

/**
 * Issue 12's three calls (the staff's busiest list and the two a worker's phone makes most) and the fourth hot list
 * of issue 19, the worker's own orders: the acts tab, the list of theirs that fills a page of 20 on this data.
 */
export const endpoints: readonly Endpoint[] = [
  { id: 'filter', label: '`POST /api/order/filter` (staff)', as: 'employee', call: filterCall },
  {
    id: 'available',
    label: '`POST /api/order/available` (worker)',
    as: 'worker',
    call: () => ({ method: 'POST', url: `${workerOrderEndpoints.available.path}?page=1&size=20` }),
  },
  {
    id: 'mine',
    label: '`POST /api/order/my` (worker, acts)',
    as: 'worker',
    call: () => ({
      method: 'POST',
      url: `${workerOrderEndpoints.mine.path}?page=1&size=20`,
      body: { list: 'acts' } satisfies WorkerOrderListBody,
    }),
  },
  {
    id: 'counts',
    label: '`GET /api/navigation/counts` (worker)',
    as: 'worker',
    call: () => ({ method: 'GET', url: navigationEndpoints.counts.path }),
  },
]

/** A run of 50 clients and the CPU each party used during it. */
export type MeasuredLoad = LoadResult & { cpu: CpuUse }

/** After the warm-up, all clients, with the CPU each party used meanwhile. */
async function measureCall(
  call: (client: number) => Promise<void>,
  seconds: number,
  pid?: number,
): Promise<MeasuredLoad> {
  await warmUp(call)
  const stopCounting = countCpu(pid)
  const load = await runClients(apiLoad.clients, { seconds }, call)
  return { ...load, cpu: stopCounting() }
}

export type EndpointLoad = {
  id: string
  label: string
  statements: string[]
  sql: MeasuredLoad
  /** The same statements behind `bench/bare-server.ts`. */
  bare: MeasuredLoad
  http: MeasuredLoad
}
export type ApiLoadResult = { backend: Backend; seconds: number; endpoints: EndpointLoad[] }

/** One confirmed worker of the city per client, so each worker's lists and counts are their own. */
export async function workerPhones(direct: DirectDatabase, cityId: number, count: number): Promise<string[]> {
  const rows = await direct.db
    .select({ phone: workers.phone })
    .from(workers)
    .where(and(eq(workers.cityId, cityId), eq(workers.state, 'SELF_EMPLOYED')))
    .orderBy(asc(workers.id))
    .limit(count)
  if (rows.length < count)
    throw new Error(`only ${rows.length} confirmed workers in the city, ${count} needed`)
  // Only a deleted worker has no phone.
  return rows.map((row) => row.phone!)
}

/**
 * Each client's statements for each endpoint, learnt from the server's code in this process: one client per worker's
 * phone, the staff's calls made with one employee's session by every client.
 */
export async function captureAll(
  direct: DirectDatabase,
  cityId: number,
  phones: readonly string[],
): Promise<Map<string, Statement[][]>> {
  const staff = await devToken(direct.app, staffPhone, 'employee')
  const workerTokens = await Promise.all(phones.map((phone) => devToken(direct.app, phone, 'worker')))
  const captured = new Map<string, Statement[][]>()
  for (const endpoint of endpoints) {
    const call = endpoint.call(cityId)
    const perClient: Statement[][] = []
    for (let client = 0; client < phones.length; client++) {
      const token = endpoint.as === 'employee' ? staff : workerTokens[client]!
      perClient.push(await captureCall(direct, { ...call, token }))
    }
    captured.set(endpoint.id, perClient)
  }
  return captured
}

async function measureDirect(direct: DirectDatabase, seconds: number) {
  const cityId = await benchCityId(direct)
  const phones = await workerPhones(direct, cityId, apiLoad.clients)
  const captured = await captureAll(direct, cityId, phones)
  const sql = new Map<string, { statements: string[]; result: MeasuredLoad }>()
  for (const endpoint of endpoints) {
    const perClient = captured.get(endpoint.id)!
    const result = await measureCall((client) => direct.replay(perClient[client]!), seconds)
    sql.set(endpoint.id, { statements: perClient[0]!.map(statementName), result })
    console.log(`  ${endpoint.id}, SQL: ${result.ms.length} in ${Math.round(result.wallMs)} ms`)
  }
  return { cityId, phones, sql, captured }
}

/** The key the bare server knows a client's statements of an endpoint by, sent as its bearer token. */
export const bareToken = (endpoint: Endpoint, client: number) => `${endpoint.id}-${client}`

/** Each client's statements of each endpoint, under the bearer tokens the bare server knows them by. */
export function bareStatements(captured: Map<string, Statement[][]>): BareStatements {
  const statements: BareStatements = {}
  for (const endpoint of endpoints)
    captured.get(endpoint.id)!.forEach((perClient, client) => {
      statements[bareToken(endpoint, client)] = perClient
    })
  return statements
}

/** Each client's statements behind the bare server, called as the server is. */
async function measureBare(
  database: OrdersDatabase,
  measured: Awaited<ReturnType<typeof measureDirect>>,
  seconds: number,
) {
  const bare = await database.startBareServer(bareStatements(measured.captured))
  const results = new Map<string, MeasuredLoad>()
  try {
    for (const endpoint of endpoints) {
      const { method, url, body } = endpoint.call(measured.cityId)
      const call = (client: number) =>
        httpCall(bare.baseUrl, { method, path: url, body, token: bareToken(endpoint, client) })
      const load = await measureCall(call, seconds, bare.child.pid)
      results.set(endpoint.id, load)
      console.log(`  ${endpoint.id}, bare HTTP: ${load.ms.length} in ${Math.round(load.wallMs)} ms`)
    }
  } finally {
    await bare.stop()
  }
  return results
}

async function measureHttp(
  server: ServerProcess,
  cityId: number,
  phones: readonly string[],
  seconds: number,
) {
  const staff = await serverToken(server.baseUrl, staffPhone, 'employee')
  const workerTokens = await Promise.all(phones.map((phone) => serverToken(server.baseUrl, phone, 'worker')))
  const http = new Map<string, MeasuredLoad>()
  for (const endpoint of endpoints) {
    const { method, url, body } = endpoint.call(cityId)
    const call = (client: number) =>
      httpCall(server.baseUrl, {
        method,
        path: url,
        body,
        token: endpoint.as === 'employee' ? staff : workerTokens[client]!,
      })
    const result = await measureCall(call, seconds, server.child.pid)
    http.set(endpoint.id, result)
    console.log(`  ${endpoint.id}, HTTP: ${result.ms.length} in ${Math.round(result.wallMs)} ms`)
  }
  return http
}

/** 50 clients for `seconds` on each call, straight on the database and then through the server process. */
export async function measureApiLoad(backend: Backend, seconds: number): Promise<ApiLoadResult> {
  const database = await prepareOrdersDatabase(backend, 'bench_api_load', orderCount)
  console.log(`  ${backend}: ${orderCount} orders generated in ${Math.round(database.fillMs)} ms`)
  try {
    const direct = await database.openDirect(apiLoad.clients)
    let measured: Awaited<ReturnType<typeof measureDirect>>
    try {
      measured = await measureDirect(direct, seconds)
    } finally {
      await direct.close()
    }
    const bare = await measureBare(database, measured, seconds)
    const server = await database.startServer()
    let http: Map<string, MeasuredLoad>
    try {
      http = await measureHttp(server, measured.cityId, measured.phones, seconds)
    } finally {
      await server.stop()
    }
    return {
      backend,
      seconds,
      endpoints: endpoints.map((endpoint) => ({
        id: endpoint.id,
        label: endpoint.label,
        statements: measured.sql.get(endpoint.id)!.statements,
        sql: measured.sql.get(endpoint.id)!.result,
        bare: bare.get(endpoint.id)!,
        http: http.get(endpoint.id)!,
      })),
    }
  } finally {
    await database.remove()
  }
}
