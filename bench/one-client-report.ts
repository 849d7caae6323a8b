import { oneClient, parties, type OneClientCall, type OneClientResult, type Party } from './one-client.ts'
import { steadyStateWarmUp } from './load.ts'
import { orderCount } from './orders-filter.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import { median } from './stats.ts'

/** Issue 19's one-client target: a call's p50 through the server within this multiple of its statements'. */
const oneClientTarget = 1.2

const partyNames: Record<Party, string> = { sql: 'SQL', bare: 'Bare HTTP', http: 'HTTP' }

const p50Of = (call: OneClientCall, party: Party) => median(call.p50s[party])
const ratioOf = (call: OneClientCall, party: Party) => p50Of(call, party) / p50Of(call, 'sql')
const meets = (call: OneClientCall, party: Party) => ratioOf(call, party) <= oneClientTarget

const rowsOf = (results: readonly OneClientResult[]) =>
  results.flatMap((result) => result.calls.map((call) => ({ backend: result.backend, call })))

function medianRow(backend: OneClientResult['backend'], call: OneClientCall): string[] {
  const against = (party: Party) => `${p50Of(call, party).toFixed(2)} (${ratioOf(call, party).toFixed(2)}×)`
  const errors = parties.map((party) => call.errors[party]).reduce((sum, n) => sum + n, 0)
  return [
    call.label,
    databaseName(backend),
    p50Of(call, 'sql').toFixed(2),
    against('bare'),
    against('http'),
    String(errors),
  ]
}

const roundsRow = (backend: OneClientResult['backend'], call: OneClientCall, party: Party) => [
  call.label,
  databaseName(backend),
  partyNames[party],
  call.p50s[party].map((value) => value.toFixed(2)).join(', '),
]

export function oneClientSection(
  results: readonly OneClientResult[],
  machine: Machine,
  postgres: string,
): Section {
  const rows = rowsOf(results)
  const count = (party: Party) => rows.filter(({ call }) => meets(call, party)).length
  const statements = results[0]!.calls
    .map((call) => `- ${call.label}: ${call.statements.map((name) => `\`${name}\``).join(', ')}`)
    .join('\n')
  return {
    id: 'one-client',
    body: `## One client alone: each hot call against its statements, in turns

Issue 19's one-client target: each hot call's p50 through the server at most ${oneClientTarget}× its statements'. On the
data set of the order filter benchmark (${orderCount.toLocaleString('en-US')} orders, a new database each run), one
client makes ${oneClient.calls} calls one after another through each of three parties: the statements alone ("SQL",
as in the API-load section: replayed in the benchmark's process on one connection, PGlite in that process), the bare
server ("Bare HTTP", \`bench/bare-server.ts\`: \`node:http\`, the same statements, \`JSON.stringify\` and Brotli) and the
server ("HTTP", \`node dist-server/main.js\`). All three run at once and take turns: ${oneClient.rounds} rounds, the order
turned each round, so that a slow minute of the machine falls on all three rather than on whichever ran in it. Each
party is first warmed up by ${steadyStateWarmUp.clients} clients for ${steadyStateWarmUp.seconds} s. On PGlite, which allows one process per folder, the bare server and
the server read copies of the benchmark's folder. Figures are the median of the rounds' p50s, in ms.

Statements per call:

${statements}

${table(
  ['Call', 'Database', 'SQL', 'Bare HTTP', 'HTTP', 'Errors'],
  rows.map(({ backend, call }) => medianRow(backend, call)),
)}

The server meets the target for ${count('http')} of the ${rows.length} calls; the bare server, which does nothing but
answer the statements' rows, for ${count('bare')}.

Each round's p50, in the order the rounds ran:

${table(
  ['Call', 'Database', 'Through', 'p50 of each round'],
  rows.flatMap(({ backend, call }) => parties.map((party) => roundsRow(backend, call, party))),
)}

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- one-client\`; the code is \`bench/one-client.ts\`.`,
  }
}
