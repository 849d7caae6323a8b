import { orderEndpoints } from '../src/contract/orders/endpoints.ts'
import { captureCall, devToken, type DirectDatabase } from './direct-database.ts'
import { errorCount, httpCall, p, runClients, serverToken } from './load.ts'
import { orderCount, staffPhone, statementName } from './orders-filter.ts'
import { prepareOrdersDatabase } from './orders-database.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import type { ServerProcess } from './server-process.ts'
import type { Backend } from './sign-in-load.ts'
import { ms } from './stats.ts'

/** Calls of each search and list, after two not counted. */
const callsEach = 15

/**
 * What staff type into the search of «Текущие заявки» and «История» on the generated data: a shift's words, an order
 * number, a shop's address and name, a service's name (a fifth of the orders), a city in the addresses, and nothing.
 */
const searchTerms = [
  { term: 'смена 4217', what: 'a shift in the descriptions' },
  { term: '4217', what: 'part of an order number' },
  { term: 'Торговая, 51', what: 'a shop address' },
  { term: 'Магазин № 7', what: 'shop names (№ 7, 17, 27, 37)' },
  { term: 'Выкладка', what: 'a service (a fifth of the orders)' },
  { term: 'Москва', what: 'a city in the addresses' },
  { term: 'нет такого', what: 'nothing' },
] as const

/**
 * Each search's statements and p50s (SQL, HTTP) in the last run before decision 051 (2026-11-28 08:07 UTC, this
 * machine, load average 1.35): five `ILIKE`s over the orders joined to their shops and services.
 */
const beforeTrigrams: Record<Backend, Record<string, { statements: number; sql: number; http: number }>> = {
  postgres: {
    'смена 4217|Текущие заявки': { statements: 2, sql: 52, http: 57 },
    'смена 4217|История': { statements: 2, sql: 459, http: 479 },
    '4217|Текущие заявки': { statements: 2, sql: 51, http: 53 },
    '4217|История': { statements: 2, sql: 315, http: 322 },
    'Торговая, 51|Текущие заявки': { statements: 2, sql: 54, http: 60 },
    'Торговая, 51|История': { statements: 2, sql: 225, http: 229 },
    'Магазин № 7|Текущие заявки': { statements: 2, sql: 53, http: 57 },
    'Магазин № 7|История': { statements: 2, sql: 230, http: 257 },
    'Выкладка|Текущие заявки': { statements: 2, sql: 51, http: 56 },
    'Выкладка|История': { statements: 2, sql: 197, http: 203 },
    'Москва|Текущие заявки': { statements: 2, sql: 59, http: 59 },
    'Москва|История': { statements: 2, sql: 219, http: 239 },
    'нет такого|Текущие заявки': { statements: 1, sql: 53, http: 55 },
    'нет такого|История': { statements: 1, sql: 508, http: 515 },
  },
  pglite: {
    'смена 4217|Текущие заявки': { statements: 2, sql: 79, http: 80 },
    'смена 4217|История': { statements: 2, sql: 753, http: 788 },
    '4217|Текущие заявки': { statements: 2, sql: 71, http: 76 },
    '4217|История': { statements: 2, sql: 525, http: 557 },
    'Торговая, 51|Текущие заявки': { statements: 2, sql: 81, http: 84 },
    'Торговая, 51|История': { statements: 2, sql: 386, http: 388 },
    'Магазин № 7|Текущие заявки': { statements: 2, sql: 80, http: 83 },
    'Магазин № 7|История': { statements: 2, sql: 375, http: 381 },
    'Выкладка|Текущие заявки': { statements: 2, sql: 74, http: 78 },
    'Выкладка|История': { statements: 2, sql: 326, http: 332 },
    'Москва|Текущие заявки': { statements: 2, sql: 79, http: 82 },
    'Москва|История': { statements: 2, sql: 362, http: 372 },
    'нет такого|Текущие заявки': { statements: 1, sql: 78, http: 84 },
    'нет такого|История': { statements: 1, sql: 851, http: 854 },
  },
}

const lists = [
  { name: 'Текущие заявки', history: false },
  { name: 'История', history: true },
] as const

const searchCall = (search: string, history: boolean) => ({
  method: 'POST' as const,
  url: `${orderEndpoints.filter.path}?page=1&size=20&sort=dateTime,desc`,
  body: { history, search },
})

type SearchRow = {
  term: string
  list: string
  matches: number
  statements: number
  sqlP50: number
  httpP50: number
  errors: number
}

export type OrdersSearchResult = { backend: Backend; rows: SearchRow[] }

async function matchesOf(direct: DirectDatabase, token: string, search: string, history: boolean) {
  const { url, body } = searchCall(search, history)
  const response = await direct.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  })
  return (response.json() as { totalElements: number }).totalElements
}

/**
 * A new database with 100 000 orders. Each search's statements are learnt from the server's own code in this
 * process and timed straight on the database, one call at a time; then the real server process answers the same
 * searches, one client.
 */
export async function measureOrdersSearch(backend: Backend): Promise<OrdersSearchResult> {
  const database = await prepareOrdersDatabase(backend, 'bench_orders_search', orderCount)
  console.log(`  ${backend}: ${orderCount} orders generated in ${Math.round(database.fillMs)} ms`)
  try {
    const rows: SearchRow[] = []
    const direct = await database.openDirect(2)
    try {
      const token = await devToken(direct.app, staffPhone, 'employee')
      for (const { term } of searchTerms)
        for (const list of lists) {
          const statements = await captureCall(direct, { ...searchCall(term, list.history), token })
          const replay = () => direct.replay(statements)
          await runClients(1, { each: 2 }, replay)
          const sql = await runClients(1, { each: callsEach }, replay)
          rows.push({
            term,
            list: list.name,
            matches: await matchesOf(direct, token, term, list.history),
            statements: statements.length,
            sqlP50: p(sql, 50),
            httpP50: 0,
            errors: errorCount(sql),
          })
          console.log(`  ${term} (${list.name}): ${statements.map(statementName).join(', ')}`)
        }
    } finally {
      await direct.close()
    }
    const server: ServerProcess = await database.startServer()
    try {
      const token = await serverToken(server.baseUrl, staffPhone, 'employee')
      for (const row of rows) {
        const { method, url, body } = searchCall(row.term, row.list === 'История')
        const search = () => httpCall(server.baseUrl, { method, path: url, body, token })
        await runClients(1, { each: 2 }, search)
        const http = await runClients(1, { each: callsEach }, search)
        row.httpP50 = p(http, 50)
        row.errors += errorCount(http)
      }
    } finally {
      await server.stop()
    }
    return { backend, rows }
  } finally {
    await database.remove()
  }
}

export function ordersSearchSection(
  results: readonly OrdersSearchResult[],
  machine: Machine,
  postgres: string,
): Section {
  const parts = results.map((result) =>
    [
      `**${databaseName(result.backend)}**`,
      '',
      table(
        ['Search', 'List', 'Orders found', 'Statements', 'SQL p50', 'HTTP p50', 'Errors'],
        result.rows.map((row) => {
          const before = beforeTrigrams[result.backend][`${row.term}|${row.list}`]
          const then = (value: number | undefined, now: string) =>
            value === undefined ? now : `${value} → ${now}`
          return [
            `«${row.term}»`,
            row.list,
            String(row.matches),
            then(before?.statements, String(row.statements)),
            then(before?.sql, ms(row.sqlP50)),
            then(before?.http, ms(row.httpP50)),
            String(row.errors),
          ]
        }),
      ),
    ].join('\n'),
  )
  const body = [
    '## Order search',
    '',
    `The staff's search of «Текущие заявки» (\`history: false\`) and «История» (\`history: true\`) on ${orderCount.toLocaleString('en')}`,
    'generated orders (the order filter\'s data): page 1 of 20, newest shift first. "SQL" is the statements one search',
    'sends, learnt from the server\'s own code and replayed on the database one call at a time; "HTTP" is the same',
    `search through the real server process, one client. ${callsEach} calls of each after 2 not counted; times in ms.`,
    'Before → after: the last run before decision 051 (five `ILIKE`s over the orders joined to their shops and',
    'services, 2026-11-28 08:07 UTC), then this run (trigram indexes, the matching shops and services read first).',
    'The searches:',
    '',
    ...searchTerms.map(({ term, what }) => `- «${term}»: ${what};`),
    '',
    ...parts.flatMap((part) => [part, '']),
    machineLine(machine, postgres),
    '',
    'Reproduce: `npm run bench -- orders-search`; the code is `bench/orders-search.ts`.',
  ].join('\n')
  return { id: 'orders-search', body }
}
