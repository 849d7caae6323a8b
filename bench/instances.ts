import { machineTicks, processTicks } from './cpu-use.ts'
import { errorCount, httpCall, p, perSecond, runClients, serverToken, type LoadResult } from './load.ts'
import { benchCityId, prepareOrdersDatabase } from './orders-database.ts'
import { filterCall, orderCount, staffPhone } from './orders-filter.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import type { ServerProcess } from './server-process.ts'

/** `instances`: the staff's order filter through one server, then through two on the same PostgreSQL. */
const instancesLoad = { clients: 50, seconds: 20, warmUp: 20 }

type Busy = { serverCores: number; machineCores: number }
export type InstancesRun = { instances: number; result: LoadResult; busy: Busy }

/** 50 clients call the filter for the run's seconds, client n through server n mod the servers' count. */
async function measure(servers: readonly ServerProcess[], cityId: number): Promise<InstancesRun> {
  const { method, url, body } = filterCall(cityId)
  const tokens = await Promise.all(
    servers.map((server) => serverToken(server.baseUrl, staffPhone, 'employee')),
  )
  const call = (n: number) =>
    httpCall(servers[n % servers.length]!.baseUrl, {
      method,
      path: url,
      body,
      token: tokens[n % servers.length]!,
    })
  await runClients(servers.length, { each: instancesLoad.warmUp }, call)
  const pids = servers.map((server) => server.child.pid!)
  const before = { machine: machineTicks(), servers: pids.map(processTicks) }
  const result = await runClients(instancesLoad.clients, { seconds: instancesLoad.seconds }, call)
  const after = { machine: machineTicks(), servers: pids.map(processTicks) }
  // Clock ticks are hundredths of a second on Linux; /proc/stat's total counts every core.
  const wallTicks = (result.wallMs / 1000) * 100
  const serverTicks = pids.reduce((sum, _, i) => sum + after.servers[i]! - before.servers[i]!, 0)
  const totalTicks = after.machine.total - before.machine.total
  const cores = totalTicks / wallTicks
  return {
    instances: servers.length,
    result,
    busy: {
      serverCores: serverTicks / wallTicks,
      machineCores: ((after.machine.busy - before.machine.busy) / totalTicks) * cores,
    },
  }
}

/** A new PostgreSQL database with the filter benchmark's 100 000 orders; one server, then two. */
export async function measureInstances(): Promise<InstancesRun[]> {
  const database = await prepareOrdersDatabase('postgres', 'bench_instances', orderCount)
  console.log(`  ${orderCount} orders generated in ${Math.round(database.fillMs)} ms`)
  const servers: ServerProcess[] = []
  try {
    const direct = await database.openDirect(1)
    const cityId = await benchCityId(direct).finally(() => direct.close())
    const runs: InstancesRun[] = []
    for (const count of [1, 2]) {
      while (servers.length < count) servers.push(await database.startServer())
      const run = await measure(servers, cityId)
      console.log(`  ${count} instance(s): ${perSecond(run.result).toFixed(1)} requests/s`)
      runs.push(run)
    }
    return runs
  } finally {
    for (const server of servers) await server.stop()
    await database.remove()
  }
}

const ms = (value: number) => value.toFixed(0)

export function instancesSection(runs: readonly InstancesRun[], machine: Machine, postgres: string): Section {
  const [one, two] = runs
  const gain = one && two ? perSecond(two.result) / perSecond(one.result) : 1
  const saturated = runs.every((run) => run.busy.machineCores >= machine.nproc - 0.1)
  const rows = runs.map((run) => [
    String(run.instances),
    perSecond(run.result).toFixed(1),
    ms(p(run.result, 50)),
    ms(p(run.result, 95)),
    String(errorCount(run.result)),
    run.busy.serverCores.toFixed(2),
    run.busy.machineCores.toFixed(2),
  ])
  const body = `## Order filter through one and two instances on one PostgreSQL

${machineLine(machine, postgres)}

The call of the order filter section (staff's «Текущие заявки», one status chip and one city, page 1 of 20)
on the same 100 000 orders, on a new PostgreSQL database. ${instancesLoad.clients} clients call it back to back
for ${instancesLoad.seconds} s through one server process, then through two processes of the same server on the
same database, client _n_ to process _n_ mod 2 (each process has its own pool of 10 connections). The load
generator, the server processes and PostgreSQL share this machine's ${machine.nproc} cores.

${table(
  [
    'instances',
    'requests/s',
    'p50 ms',
    'p95 ms',
    'errors',
    'server processes, cores busy',
    'whole machine, cores busy',
  ],
  rows,
)}

Two instances answered ${gain.toFixed(2)}× the requests of one. The server processes were busy
${one?.busy.serverCores.toFixed(2)} and ${two?.busy.serverCores.toFixed(2)} cores while the whole machine was busy
${one?.busy.machineCores.toFixed(2)} and ${two?.busy.machineCores.toFixed(2)} of its ${machine.nproc}: the filter's
time goes to PostgreSQL, the load generator and whatever else runs on the machine, not to the API's JavaScript.
${saturated ? `The machine's cores were all busy in both runs, so the second process could only share them: the difference between the rows says how the machine was shared, not what a second instance gains: more processes and connections take a larger share of a machine that other work also uses. ` : ''}A second
instance on the same cores brings no core of its own, only a second pool of connections. More instances raise
throughput where the API processes are the limit, and then only on more machines: on a ${machine.nproc}-core
machine a second machine is what scales, and this machine cannot measure that.

Reproduce: \`npm run bench -- instances\`; the code is \`bench/instances.ts\`.`
  return { id: 'instances', body }
}
