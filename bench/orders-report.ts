import { apiLoad, type ApiLoadResult, type EndpointLoad, type MeasuredLoad } from './api-load.ts'
import { errorCount, p, perSecond, steadyStateWarmUp, type LoadResult } from './load.ts'
import { benchCity, dataShape } from './orders-data.ts'
import { filterLoad, orderCount, type OrdersFilterResult } from './orders-filter.ts'
import type { Backend } from './sign-in-load.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import { ms } from './stats.ts'

const rate = (result: LoadResult) => perSecond(result).toFixed(1)

function errorsOf(result: LoadResult): string {
  const total = errorCount(result)
  if (!total) return '0'
  return `${total} (${[...result.errors].map(([key, n]) => `${n} × ${key}`).join('; ')})`
}

const timedRow = (cells: string[], timed: LoadResult) => [
  ...cells,
  String(timed.ms.length),
  ms(p(timed, 50)),
  ms(p(timed, 99)),
  rate(timed),
  errorsOf(timed),
]

const actRow = (cells: string[], timed: LoadResult) => [
  ...cells,
  String(timed.ms.length),
  ms(p(timed, 50)),
  ms(p(timed, 99)),
  errorsOf(timed),
]

const census = (result: OrdersFilterResult) =>
  Object.entries(result.census)
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status} ${n}`)
    .join(', ')

const dataParagraph = (results: readonly { backend: Backend; fillMs: number }[], first: OrdersFilterResult) =>
  `Each run makes a new database: the migrations, the demo data, then \`bench/orders-data.ts\` adds cities
(${dataShape.cities} in all, ${benchCity} the largest), ${dataShape.shops} shops, four workers per shop and
${orderCount.toLocaleString('en').replace(/,/g, ' ')} orders in bulk \`INSERT … SELECT generate_series\` statements. The orders
are spread evenly over the shops and services and over ${dataShape.historyDays} days back to ${dataShape.futureDays}
days ahead, stored in the order they were created, each in the state its dates imply, with the executors'
responses, marks and acts; then \`VACUUM ANALYZE\`. Orders by status: ${census(first)}. Filling took
${results.map((result) => `${ms(result.fillMs / 1000)} s on ${databaseName(result.backend)}`).join(' and ')}.`

const bareParagraph = `"Bare HTTP" rows are the least any Node server in front of these statements costs
(\`bench/bare-server.ts\`, a child process run before the real server, decision 054): \`node:http\`, the same
statements replayed for every request as the server sends them (a pool of 10 \`pg\` connections, or PGlite in
its process, decision 060), the last one's rows written with \`JSON.stringify\` and compressed with the server's Brotli settings, called by
the same clients. It has no routing, no session check, no validation of the body and no views.`

const sqlParagraph = `"SQL" rows replay the statements the call sends, learnt by running the server's own code in the
benchmark's process on a driver that records every statement it is given (\`bench/direct-database.ts\`), straight
through the driver (\`pg\` with one connection per client, or PGlite's \`query\` on the same in-process instance)
one after another, as one request would, a prepared statement under its name, as the server sends it (PostgreSQL
and PGlite parse it once per connection, and plan it once when a plan made without the values is no worse, decision
050); the server process is not running then. The statements are those
of a session's second and later calls: the first also reads its session (decision 024). "HTTP" rows are the real server process as \`npm start\` runs it
(\`node dist-server/main.js\`, its pool of 10 PostgreSQL connections or PGlite in it, decision 060) on
127.0.0.1, called through \`node:http\` on keep-alive connections and accepting Brotli as a browser over HTTPS
does, timed from sending the request to the end of the answer; the load generator shares the machine's cores with
it. Until session 7 the calls went through \`fetch\`, whose client cost about 1.4 ms of CPU more per request on
those same cores and which asks a plain-HTTP server for gzip.`

export function ordersFilterSection(
  results: readonly OrdersFilterResult[],
  machine: Machine,
  postgres: string,
): Section {
  const first = results[0]!
  const rows = results.flatMap((result) => {
    const name = databaseName(result.backend)
    const clients = String(filterLoad.clients)
    return [
      timedRow([name, 'SQL', '1'], result.sql.sequential),
      timedRow([name, 'Bare HTTP', '1'], result.bare.sequential),
      timedRow([name, 'HTTP', '1'], result.http.sequential),
      timedRow([name, 'SQL', clients], result.sql.concurrent),
      timedRow([name, 'Bare HTTP', clients], result.bare.concurrent),
      timedRow([name, 'HTTP', clients], result.http.concurrent),
    ]
  })
  const actRows = results.flatMap((result) => {
    const name = databaseName(result.backend)
    return [
      actRow([name, 'PDF in the benchmark process'], result.acts.pdf),
      actRow([name, 'generate-completed-work-certificate over HTTP'], result.acts.generate),
    ]
  })
  const plans = results
    .map(
      (result) =>
        `- ${databaseName(result.backend)}:\n${result.plans.map((plan) => `  - ${plan}`).join('\n')}`,
    )
    .join('\n')
  return {
    id: 'orders-filter',
    body: `## Order filter with 100 000 orders; the act's PDF

${dataParagraph(results, first)}

The call: staff's «Текущие заявки» with one status chip and one city, \`POST /api/order/filter?page=1&size=20&sort=dateTime,desc\`
with \`{ "statuses": ["NEW"], "cityId": <${benchCity}> }\` as the demo employee. It sends ${first.statements.length}
statements: ${first.statements.map((name) => `\`${name}\``).join(', ')}. Sequential: ${filterLoad.sequential} calls by one client; concurrent: ${filterLoad.clients} clients × ${filterLoad.each} calls;
Before each part ${steadyStateWarmUp.clients} clients call for ${steadyStateWarmUp.seconds} s, not counted (a fresh process compiles its hot code
in its first seconds under load). Times in ms.

${sqlParagraph}

${bareParagraph}

${table(['Database', 'Through', 'Clients', 'Calls', 'p50', 'p99', 'Calls/s', 'Errors'], rows)}

Plans of the orders statements (\`EXPLAIN (ANALYZE, BUFFERS)\` once, before the timing):

${plans}

${filterVerdict(results)}

The act: ${filterLoad.acts} DONE orders with an executor and no act yet, one after another. "PDF in the benchmark process"
is the registry of \`acts.service.ts\` for one order (its data read, \`act-pdf.ts\` renders A4 with the DejaVu
fonts embedded, the download journalled); "over HTTP" is the staff's call on the server process: the act's data read,
the PDF rendered and stored as a file, then, in one transaction, the order locked, its data read again and compared,
the certificate written and the journal entry. The first act of each (fonts loaded) is not counted. Times in ms.

${table(['Database', 'What', 'Acts', 'p50', 'p99', 'Errors'], actRows)}

${actVerdict(results)}

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- orders-filter\`; the code is \`bench/orders-filter.ts\` (data: \`bench/orders-data.ts\`).`,
  }
}

const throughs = ['sql', 'bare', 'http'] as const
const throughNames: Record<(typeof throughs)[number], string> = {
  sql: 'SQL',
  bare: 'Bare HTTP',
  http: 'HTTP',
}

export function apiLoadSection(
  results: readonly ApiLoadResult[],
  machine: Machine,
  postgres: string,
): Section {
  const first = results[0]!
  const rows = first.endpoints.flatMap((endpoint) =>
    results.flatMap((result) => {
      const measured = result.endpoints.find((candidate) => candidate.id === endpoint.id)!
      return throughs.map((through) => {
        const timed = measured[through]
        return [
          endpoint.label,
          databaseName(result.backend),
          throughNames[through],
          rate(timed),
          ms(p(timed, 50)),
          ms(p(timed, 99)),
          errorsOf(timed),
          String(timed.ms.length),
        ]
      })
    }),
  )
  const statements = first.endpoints
    .map((endpoint) => `- ${endpoint.label}: ${endpoint.statements.map((name) => `\`${name}\``).join(', ')}`)
    .join('\n')
  return {
    id: 'api-load',
    body: `## API under load: 50 clients for ${first.seconds} s

On the data set of the order filter benchmark (a new database each run), ${apiLoad.clients} clients call one
endpoint back to back for ${first.seconds} s, then the next endpoint. The staff's filter is the one of the section
above, all clients with one employee's session; the worker's calls come from ${apiLoad.clients} confirmed workers of
${benchCity}, one each, so every client reads its own lists and counts. Before each part ${steadyStateWarmUp.clients} clients call
for ${steadyStateWarmUp.seconds} s, not counted. Requests/s counts answered requests over the wall time; times in ms.

${sqlParagraph}

${bareParagraph}

Statements per call:

${statements}

${table(['Call', 'Database', 'Through', 'Requests/s', 'p50', 'p99', 'Errors', 'Requests'], rows)}

${loadVerdict(results)}

One client alone, issue 19's other target for these calls, is measured with the three parties taking turns: the
next section.

${cpuParagraph(results, machine.nproc)}

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- api-load\` (\`--duration=SECONDS\`, default ${apiLoad.defaultSeconds}); the code is
\`bench/api-load.ts\`.`,
  }
}

function filterVerdict(results: readonly OrdersFilterResult[]): string {
  const figures = results
    .map((result) => {
      const name = databaseName(result.backend)
      const [http, sql] = [p(result.http.sequential, 50), p(result.sql.sequential, 50)]
      const concurrent = perSecond(result.http.concurrent) / perSecond(result.sql.concurrent)
      const bare = p(result.bare.sequential, 50)
      const bareConcurrent = perSecond(result.bare.concurrent) / perSecond(result.sql.concurrent)
      return (
        `${name}: one call alone takes ${http.toFixed(1)} ms at p50 through the server against ` +
        `${sql.toFixed(1)} ms for its SQL (**${(http / sql).toFixed(2)}×**, target ≤ 1.2×); under ` +
        `${filterLoad.clients} clients it answers ${rate(result.http.concurrent)} calls/s against ` +
        `${rate(result.sql.concurrent)} for the SQL alone (**${Math.round(concurrent * 100)} %**, target ≥ 80 %). ` +
        `The bare server: ${bare.toFixed(1)} ms (${(bare / sql).toFixed(2)}×) and ` +
        `${rate(result.bare.concurrent)} calls/s (${Math.round(bareConcurrent * 100)} %).`
      )
    })
    .join(' ')
  return `${figures}

The plans are sound: the pick walks \`orders_status_date_idx\` newest first and stops after 20 rows of the city, and
its count reads the status's orders of the city's shops through \`orders_shop_status_date_idx\`; the views read those
20 orders by their primary key, with the rating and response counts computed for them only; no statement scans the
orders table, so no index is missing for this call. The pick is planned for each call's values: a plan made without
them sorts every order of a status when the page's size is a placeholder (decision 050). The views' statement is the
same for every filter and page, so PostgreSQL plans its joins once per connection, where the page's joins had been
planned again on every call, for longer than they ran. PGlite runs the statements of all requests one at a time
inside the server process, which is why its p99 under load is many times its p50.`
}

function actVerdict(results: readonly OrdersFilterResult[]): string {
  const figures = results
    .map(
      (result) =>
        `${databaseName(result.backend)}: the PDF takes ${ms(p(result.acts.pdf, 50))} ms at p50 in the benchmark ` +
        `process; the whole call ${ms(p(result.acts.generate, 50))} ms.`,
    )
    .join(' ')
  return `${figures} The PDF is most of the call. The two DejaVu fonts (≈ 0.7 MB each) are read and parsed once per
process (\`src/server/pdf/dejavu.ts\`); each document embeds a subset of the glyphs it uses, and rendering it no longer
re-reads the files, which had taken most of an act's 330 ms before issue 19. The PDF is rendered and stored before the
order's row lock is taken, so a slow PDF never holds the order.`
}

const perRequest = (used: number | null, run: MeasuredLoad) =>
  used === null ? '—' : (used / Math.max(1, run.ms.length)).toFixed(2)

/** The filter's CPU budget on PostgreSQL: what 80 % of its SQL's requests/s would allow the HTTP path. */
function filterBudget(results: readonly ApiLoadResult[]): string {
  const filter = results
    .find((result) => result.backend === 'postgres')
    ?.endpoints.find((endpoint) => endpoint.id === 'filter')
  if (!filter) return ''
  const sqlCost = filter.sql.cpu.machine / Math.max(1, filter.sql.ms.length)
  const httpCost = filter.http.cpu.machine / Math.max(1, filter.http.ms.length)
  const server = (filter.http.cpu.server ?? 0) / Math.max(1, filter.http.ms.length)
  return (
    `On PostgreSQL the filter's SQL alone costs the machine ${sqlCost.toFixed(2)} ms of CPU per request and ` +
    `through the server ${httpCost.toFixed(2)} ms, of which the server process spends ${server.toFixed(2)} ms. ` +
    `With every core busy, 80 % of the SQL's requests/s would need the whole HTTP request to cost at most ` +
    `${(sqlCost * 1.25).toFixed(2)} ms: the server and the load generator's HTTP client together could add no more ` +
    `than ${(sqlCost * 0.25).toFixed(2)} ms to what the driver and PostgreSQL already spend.`
  )
}

/**
 * Where each request's CPU went, per party: on a machine whose cores are all busy, requests/s is about its cores'
 * time over the CPU one request costs, whoever spends it.
 */
function cpuParagraph(results: readonly ApiLoadResult[], cores: number): string {
  const rows = results.flatMap((result) =>
    result.endpoints.flatMap((endpoint) =>
      throughs.map((through) => {
        const run = endpoint[through]
        const { loadGenerator, server, machine } = run.cpu
        return [
          endpoint.label,
          databaseName(result.backend),
          throughNames[through],
          perRequest(loadGenerator, run),
          perRequest(server, run),
          perRequest(machine - loadGenerator - (server ?? 0), run),
          perRequest(machine, run),
          (machine / run.wallMs).toFixed(2),
        ]
      }),
    ),
  )
  return `CPU per request, ms, counted from \`/proc\` during each part: the load generator is the benchmark's own process
(with PGlite inside it on the SQL rows), the server is the server process (with PGlite in it on the HTTP rows),
the rest is the machine's other busy time (PostgreSQL's backends, the kernel's network work, anything else running);
the last column is how many of the machine's ${cores} cores were busy.

${table(['Call', 'Database', 'Through', 'Load generator', 'Server', 'Rest', 'Total', 'Cores busy'], rows)}

${filterBudget(results)}`
}

function loadVerdict(results: readonly ApiLoadResult[]): string {
  const figures = results
    .map((result) => {
      const share = (endpoint: EndpointLoad, through: 'bare' | 'http') =>
        `${rate(endpoint[through])} of ${rate(endpoint.sql)} requests/s ` +
        `(${Math.round((perSecond(endpoint[through]) / perSecond(endpoint.sql)) * 100)}%)`
      const server = result.endpoints.map((endpoint) => `${endpoint.id} ${share(endpoint, 'http')}`)
      const bare = result.endpoints.map((endpoint) => `${endpoint.id} ${share(endpoint, 'bare')}`)
      return (
        `${databaseName(result.backend)}, the server against its SQL alone: ${server.join(', ')}; ` +
        `the bare server: ${bare.join(', ')}.`
      )
    })
    .join(' ')
  return `${figures}

Each call sends its statements prepared, three at most (before issue 19 the filter sent 4, the available orders 6 and
the navigation counts 8, decision 024). On PostgreSQL the server answers under its SQL alone because the machine's
two cores do all of the work: the server's own work per call (the table below) comes on top of the driver's and
PostgreSQL's, and the load generator shares the cores. A CPU profile of the server during the filter under 50
clients (\`cpuProfileDir\` in \`bench/server-process.ts\`, session 17), of the time it was running and not waiting
for a core inside a socket write: the \`pg\` driver reading the rows about a fifth, Fastify with Node's HTTP and
streams about a quarter, Brotli about a tenth, writing the answers from the contract's schemas about a tenth, making
the orders' views 5 %, garbage collection 4 %; no one part holds the rest. PGlite serves every request's statements one at a time, so its
requests/s is about its SQL's and its p99 grows with the queue.`
}
