import { bareStatements, bareToken, captureAll, endpoints, workerPhones } from './api-load.ts'
import { errorCount, httpCall, p, runClients, serverToken, warmUp } from './load.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from './orders-database.ts'
import { orderCount, staffPhone, statementName } from './orders-filter.ts'
import type { BareServer, ServerProcess } from './server-process.ts'
import type { Backend } from './sign-in-load.ts'

/**
 * Issue 19's one-client target, each hot call timed by one client alone through its statements, the bare server and
 * the server, in rounds that take turns (the order turned each round), so that a slow minute of this machine falls on
 * all three alike instead of on whichever ran then. The figure is the median of the rounds' p50s.
 */
export const oneClient = { rounds: 5, calls: 300 }

export const parties = ['sql', 'bare', 'http'] as const
export type Party = (typeof parties)[number]

export type OneClientCall = {
  id: string
  label: string
  statements: string[]
  /** Each round's p50 in ms, by party, in the order the rounds ran. */
  p50s: Record<Party, number[]>
  /** Failed calls over all rounds, by party. */
  errors: Record<Party, number>
}

export type OneClientResult = { backend: Backend; calls: OneClientCall[] }

/** One client's call of one endpoint through each party. */
type Runs = Record<Party, () => Promise<void>>

export async function measureOneClient(backend: Backend): Promise<OneClientResult> {
  const database = await prepareOrdersDatabase(backend, 'one_client', orderCount)
  const copies: OrdersDatabase[] = []
  let bare: BareServer | undefined
  let server: ServerProcess | undefined
  const direct = await database.openDirect(1)
  try {
    const cityId = await benchCityId(direct)
    const [workerPhone] = await workerPhones(direct, cityId, 1)
    const captured = await captureAll(direct, cityId, [workerPhone!])

    // PGlite allows one process per folder: the statements run here, the bare server and the server on copies.
    const bareDatabase = await database.copy()
    copies.push(bareDatabase)
    const serverDatabase = await database.copy()
    copies.push(serverDatabase)
    bare = await bareDatabase.startBareServer(bareStatements(captured))
    server = await serverDatabase.startServer()
    const serverTokens = {
      employee: await serverToken(server.baseUrl, staffPhone, 'employee'),
      worker: await serverToken(server.baseUrl, workerPhone!, 'worker'),
    }

    const calls: OneClientCall[] = []
    for (const endpoint of endpoints) {
      const { method, url, body } = endpoint.call(cityId)
      const statements = captured.get(endpoint.id)![0]!
      const { baseUrl: bareUrl } = bare
      const { baseUrl: serverUrl } = server
      const runs: Runs = {
        sql: () => direct.replay(statements),
        bare: () => httpCall(bareUrl, { method, path: url, body, token: bareToken(endpoint, 0) }),
        http: () => httpCall(serverUrl, { method, path: url, body, token: serverTokens[endpoint.as] }),
      }
      calls.push({
        id: endpoint.id,
        label: endpoint.label,
        statements: statements.map(statementName),
        ...(await alternate(runs)),
      })
      console.log(`  ${endpoint.id}: ${oneClient.rounds} rounds`)
    }
    return { backend, calls }
  } finally {
    await direct.close()
    await bare?.stop()
    await server?.stop()
    for (const copy of copies) await copy.remove()
    await database.remove()
  }
}

/** Each party warmed up, then `oneClient.rounds` rounds of one client's calls, the parties in turn. */
async function alternate(runs: Runs): Promise<Pick<OneClientCall, 'p50s' | 'errors'>> {
  for (const party of parties) await warmUp(runs[party])
  const p50s: Record<Party, number[]> = { sql: [], bare: [], http: [] }
  const errors: Record<Party, number> = { sql: 0, bare: 0, http: 0 }
  for (let round = 0; round < oneClient.rounds; round++)
    for (let turn = 0; turn < parties.length; turn++) {
      const party = parties[(round + turn) % parties.length]!
      const result = await runClients(1, { each: oneClient.calls }, runs[party])
      p50s[party].push(p(result, 50))
      errors[party] += errorCount(result)
    }
  return { p50s, errors }
}
