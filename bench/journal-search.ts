import { sql } from 'drizzle-orm'
import { journalEndpoints } from '../src/contract/journals/endpoints.ts'
import { serverToken } from './load.ts'
import { prepareOrdersDatabase } from './orders-database.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import type { Backend } from './sign-in-load.ts'
import { ms } from './stats.ts'
import { timeSearch, type TimedSearch } from './timed-search.ts'

/** Journal records added to the order filter's data: a few months of a busy installation's order steps. */
const journalRecords = 1_000_000
const orderCount = 20_000
const callsEach = 10
const adminPhone = '+79990000001'

/** What an admin types into «Кто» of the orders' journal. */
const journalSearches = [
  { who: 'Иванов', what: 'a surname of a seventh of the workers' },
  { who: 'Кузнецов', what: 'a surname of an employee and of a seventh of the workers' },
  { who: '0000123', what: 'digits of one worker’s phone' },
  { who: 'Никто такой', what: 'nobody' },
] as const

/**
 * Each search's HTTP p50 in the last run before decision 051 (2026-11-28 08:55 UTC, this machine): every record
 * joined to its employee and its worker, their names compared.
 */
const beforeActorIds: Record<Backend, Record<string, number>> = {
  postgres: { Иванов: 1360, Кузнецов: 1428, '0000123': 1323, 'Никто такой': 1365 },
  pglite: { Иванов: 4479, Кузнецов: 4786, '0000123': 3025, 'Никто такой': 4469 },
}

type JournalSearchRow = TimedSearch & { who: string }
export type JournalSearchResult = { backend: Backend; rows: JournalSearchRow[] }

const searchBody = (who: string) => ({ appliedFilters: { who }, pageSize: 20 })

/**
 * The orders' journal with `journalRecords` records by the generated workers and the demo employees, one a minute
 * back over 540 days; each search through the real server process, one client.
 */
export async function measureJournalSearch(backend: Backend): Promise<JournalSearchResult> {
  const database = await prepareOrdersDatabase(backend, 'bench_journal_search', orderCount)
  try {
    const direct = await database.openDirect(1)
    try {
      await direct.db.execute(sql`
        insert into journal (at, actor_kind, actor_id, action, entity, entity_id)
        select now() - make_interval(mins => g % 777600),
               case when g % 3 = 0 then 'employee' else 'worker' end,
               case when g % 3 = 0 then (select min(id) from employees) + (g / 3) % 2
                    else (select min(id) from workers) + g % (select count(*) from workers)::int end,
               'order.status', 'order', (g % ${orderCount})::text
        from generate_series(1, ${journalRecords}) g`)
      await direct.db.execute(sql`analyze journal`)
    } finally {
      await direct.close()
    }
    const server = await database.startServer()
    try {
      const token = await serverToken(server.baseUrl, adminPhone, 'employee')
      const rows: JournalSearchRow[] = []
      for (const { who } of journalSearches) {
        const path = journalEndpoints.orders.path
        const timed = await timeSearch(server.baseUrl, { path, body: searchBody(who), token }, callsEach)
        rows.push({ who, ...timed })
        console.log(`  ${backend} «${who}»: ${timed.found} records, p50 ${ms(timed.httpP50)} ms`)
      }
      return { backend, rows }
    } finally {
      await server.stop()
    }
  } finally {
    await database.remove()
  }
}

export function journalSearchSection(
  results: readonly JournalSearchResult[],
  machine: Machine,
  postgres: string,
): Section {
  const rows = results.flatMap((result) =>
    result.rows.map((row) => {
      const before = beforeActorIds[result.backend][row.who]
      return [
        databaseName(result.backend),
        `«${row.who}»`,
        String(row.found),
        before === undefined ? ms(row.httpP50) : `${before} → ${ms(row.httpP50)}`,
        String(row.errors),
      ]
    }),
  )
  const body = [
    '## Journal search',
    '',
    `The orders' journal («Журнал заказов») searched by who («Кто»: a name or a phone) with ${journalRecords.toLocaleString('en')}`,
    `records by the order filter's generated workers (${orderCount.toLocaleString('en')} orders) and the demo's two employees, one a minute`,
    `back over 540 days: page 1 of 20, newest first, through the real server process, one client, ${callsEach} calls of`,
    'each after 2 not counted; times in ms. Before → after: the last run before decision 051 (every record joined to',
    'its employee and its worker and their names compared), then this run (the people named read first, the journal',
    'read by its index of actors). The searches:',
    '',
    ...journalSearches.map(({ who, what }) => `- «${who}»: ${what};`),
    '',
    table(['Database', 'Who', 'Records found', 'HTTP p50', 'Errors'], rows),
    '',
    machineLine(machine, postgres),
    '',
    'Reproduce: `npm run bench -- journal-search`; the code is `bench/journal-search.ts`.',
  ].join('\n')
  return { id: 'journal-search', body }
}
