import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { processTicks } from './cpu-use.ts'

/** Ticks of a process that may have ended: null then. */
function ticksOf(pid: number): number | null {
  try {
    return processTicks(pid)
  } catch {
    return null
  }
}

/** Resident memory of a process in MB, from /proc/PID/status; 0 once it has ended. */
function residentMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return line ? Number(line[1]) / 1024 : 0
  } catch {
    return 0
  }
}

/** PgBouncer's counters for one database, from its console's SHOW STATS (times in microseconds). */
export type PoolerStats = {
  transactions: number
  queries: number
  /** Time server connections spent in transactions, then running statements, and clients waiting for one. */
  xactUs: number
  queryUs: number
  waitUs: number
}

export async function poolerStats(admin: pg.Client, database: string): Promise<PoolerStats> {
  const { rows } = await admin.query<Record<string, string>>('SHOW STATS')
  const row = rows.find((candidate) => candidate.database === database)
  return {
    transactions: Number(row?.total_xact_count ?? 0),
    queries: Number(row?.total_query_count ?? 0),
    xactUs: Number(row?.total_xact_time ?? 0),
    queryUs: Number(row?.total_query_time ?? 0),
    waitUs: Number(row?.total_wait_time ?? 0),
  }
}

/** The pooler's server connections to the database at this moment, and the longest a client waited for one. */
async function poolerPools(admin: pg.Client, database: string) {
  const { rows } = await admin.query<Record<string, string>>('SHOW POOLS')
  const pool = rows.filter((row) => row.database === database)
  const sum = (key: string) => pool.reduce((total, row) => total + Number(row[key] ?? 0), 0)
  return {
    serverConnections: sum('sv_active') + sum('sv_idle') + sum('sv_used'),
    activeServers: sum('sv_active'),
    waitingClients: sum('cl_waiting'),
  }
}

export const poolerDelta = (before: PoolerStats, after: PoolerStats): PoolerStats => ({
  transactions: after.transactions - before.transactions,
  queries: after.queries - before.queries,
  xactUs: after.xactUs - before.xactUs,
  queryUs: after.queryUs - before.queryUs,
  waitUs: after.waitUs - before.waitUs,
})

export type Metered = {
  seconds: number
  /** CPU seconds by party. */
  cpu: {
    api: number
    worker: number
    postgres: number
    /** Of `postgres`: the ticks of backends serving the worker instance's client when sampled. */
    postgresForWorker: number
    pooler: number
    loadGenerator: number
  }
  pooler: PoolerStats
  peak: {
    serverConnections: number
    activeServers: number
    waitingClients: number
    backends: number
    apiRssMb: number
    workerRssMb: number
  }
  load: { start: number; mean: number; end: number }
}

/**
 * Counts what the run costs each party. The API and worker instances and PgBouncer by their processes' CPU
 * (/proc/PID/stat); PostgreSQL by the fleet's backends on the database, found in pg_stat_activity every 2 s and read
 * from /proc: a backend that ended between two samples loses its last 2 s, one that began counts from zero.
 */
export async function startMeter(input: {
  database: string
  direct: pg.Client
  admin: pg.Client
  apiPids: number[]
  workerPid: number
  poolerPid: number
}) {
  const { database, direct, admin, apiPids, workerPid, poolerPid } = input
  const processes = [...apiPids, workerPid, poolerPid]
  const before = new Map(processes.map((pid) => [pid, processTicks(pid)]))
  const backends = new Map<number, { first: number; last: number }>()
  // A backend's ticks since the previous sample go to the instance whose client it served then: behind a pooler in
  // transaction mode a server connection takes each client's application_name, and the worker's rounds are long
  // transactions, so a 2-s sample names the round that used most of them.
  let forWorker = 0
  const stats = await poolerStats(admin, database)
  const own = process.cpuUsage()
  const started = Date.now()
  const loads: number[] = []
  const peak = {
    serverConnections: 0,
    activeServers: 0,
    waitingClients: 0,
    backends: 0,
    apiRssMb: 0,
    workerRssMb: 0,
  }
  let first = true
  async function sample() {
    const { rows } = await direct.query<{ pid: number; application_name: string }>(
      // The fleet's sessions (PgBouncer's server connections carry their last client's name; the direct ones
      // none), not another program's that may use the same database meanwhile.
      `select pid, application_name from pg_stat_activity where datname = $1 and backend_type = 'client backend'
         and (application_name like 'peak-%' or application_name = '') and pid <> pg_backend_pid()`,
      [database],
    )
    for (const { pid, application_name: name } of rows) {
      const ticks = ticksOf(pid)
      if (ticks === null) continue
      const known = backends.get(pid)
      const since = known?.last ?? (first ? ticks : 0)
      if (name === 'peak-worker') forWorker += ticks - since
      backends.set(pid, { first: known?.first ?? (first ? ticks : 0), last: ticks })
    }
    first = false
    const pools = await poolerPools(admin, database)
    peak.serverConnections = Math.max(peak.serverConnections, pools.serverConnections)
    peak.activeServers = Math.max(peak.activeServers, pools.activeServers)
    peak.waitingClients = Math.max(peak.waitingClients, pools.waitingClients)
    peak.backends = Math.max(peak.backends, rows.length)
    peak.apiRssMb = Math.max(peak.apiRssMb, ...apiPids.map(residentMb))
    peak.workerRssMb = Math.max(peak.workerRssMb, residentMb(workerPid))
    loads.push(loadavg()[0] ?? 0)
  }
  await sample()
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch(() => undefined)
  }, 2000)

  return async function stop(): Promise<Metered> {
    clearInterval(timer)
    await sampling
    await sample()
    const used = (pid: number) => ((ticksOf(pid) ?? before.get(pid)!) - before.get(pid)!) / 100
    const generator = process.cpuUsage(own)
    const after = await poolerStats(admin, database)
    const postgresTicks = [...backends.values()].reduce((sum, pid) => sum + pid.last - pid.first, 0)
    return {
      seconds: (Date.now() - started) / 1000,
      cpu: {
        api: apiPids.reduce((sum, pid) => sum + used(pid), 0),
        worker: used(workerPid),
        postgres: postgresTicks / 100,
        postgresForWorker: forWorker / 100,
        pooler: used(poolerPid),
        loadGenerator: (generator.user + generator.system) / 1e6,
      },
      pooler: poolerDelta(stats, after),
      peak,
      load: {
        start: loads[0] ?? 0,
        mean: loads.reduce((sum, value) => sum + value, 0) / Math.max(1, loads.length),
        end: loadavg()[0] ?? 0,
      },
    }
  }
}
