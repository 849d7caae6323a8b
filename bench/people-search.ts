import { sql } from 'drizzle-orm'
import { peopleEndpoints } from '../src/contract/people/endpoints.ts'
import { serverToken } from './load.ts'
import type { DirectDatabase } from './direct-database.ts'
import { prepareOrdersDatabase } from './orders-database.ts'
import { databaseName, machineLine, table, type Machine, type Section } from './report.ts'
import type { Backend } from './sign-in-load.ts'
import { ms } from './stats.ts'
import { timeSearch, type TimedSearch } from './timed-search.ts'

/** Workers added to the order filter's data: a large installation's self-employed. */
const peopleCount = 100_000
const orderCount = 20_000
const callsEach = 10
const adminPhone = '+79990000001'

/** What staff type into the search of Люди (confirmed workers). */
const peopleSearches = [
  { search: '', what: 'no search: the first page of the list' },
  { search: 'Лебедев', what: 'a surname of a seventh of the workers' },
  { search: 'Лебедев Михаил', what: 'a surname and a first name, a 42nd of the workers' },
  { search: '9970012', what: 'digits that a thousand phones share' },
  { search: '0012345', what: 'digits of one worker’s phone' },
  { search: '00012345', what: 'digits of one worker’s INN' },
  { search: 'Никто такой', what: 'nobody' },
] as const

/**
 * Each search's HTTP p50 in the last run before decision 053 (2026-11-28 11:27 UTC, this machine): every confirmed
 * worker's name, phone and INN compared, and the whole list sorted for its first page.
 */
const beforeIndexes: Record<Backend, Record<string, number>> = {
  postgres: {
    '': 154,
    Лебедев: 219,
    'Лебедев Михаил': 203,
    '9970012': 209,
    '0012345': 179,
    '00012345': 172,
    'Никто такой': 161,
  },
  pglite: {
    '': 219,
    Лебедев: 363,
    'Лебедев Михаил': 300,
    '9970012': 491,
    '0012345': 518,
    '00012345': 579,
    'Никто такой': 434,
  },
}

/** `peopleCount` confirmed, unconfirmed and blocked workers, the cities in turn, one joining a minute back. */
async function addWorkers(direct: DirectDatabase): Promise<void> {
  await direct.db.execute(sql`
    insert into workers (phone, state, last_name, first_name, patronymic, birth_date, gender, citizenship_id,
        city_id, payment_card_number, inn, snils, passport_series, passport_number, passport_issue_date,
        passport_department_code, passport_issued_by, passport_birth_place, address, self_employed, fund_id,
        self_employed_service_id, bank_status, created_at, confirmed_at)
    select '+7997' || lpad(g::text, 7, '0'),
           (case when g % 20 = 0 then 'NOT_CONFIRMED_SELF_EMPLOYED' when g % 25 = 0 then 'BLOCKED_SELF_EMPLOYED'
                 else 'SELF_EMPLOYED' end)::worker_state,
           (array['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов'])[(1 + g % 7)::int],
           (array['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Михаил', 'Николай'])[(1 + g % 6)::int],
           'Петрович', date '1980-01-01' + (g % 7000)::int, 'M', (select min(id) from citizenships),
           (select id from cities order by id offset g % (select count(*) from cities) limit 1),
           '4277' || lpad(g::text, 12, '0'), lpad((700000000000 + g)::text, 12, '0'),
           lpad((20000000000 + g)::text, 11, '0'), '4611', lpad(g::text, 6, '0'), date '2015-06-10',
           '500123', 'ГУ МВД России', 'г. Москва', 'ул. Садовая, д. ' || g, true, (select min(id) from funds),
           (select min(id) from services), 'SENT', now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${peopleCount}) g`)
  await direct.db.execute(sql`vacuum analyze workers`)
}

type PeopleSearchRow = TimedSearch & { search: string }
export type PeopleSearchResult = { backend: Backend; rows: PeopleSearchRow[] }

const filterBody = (search: string) => ({ confirmed: true, ...(search ? { search } : {}) })

/**
 * `peopleCount` workers in the order filter's cities, with the generated names' spread of surnames and first names;
 * each search through the real server process, one client.
 */
export async function measurePeopleSearch(backend: Backend): Promise<PeopleSearchResult> {
  const database = await prepareOrdersDatabase(backend, 'bench_people_search', orderCount)
  try {
    const direct = await database.openDirect(1)
    try {
      await addWorkers(direct)
    } finally {
      await direct.close()
    }
    const server = await database.startServer()
    try {
      const token = await serverToken(server.baseUrl, adminPhone, 'employee')
      const rows: PeopleSearchRow[] = []
      for (const { search } of peopleSearches) {
        const path = `${peopleEndpoints.filter.path}?page=1&size=20`
        const timed = await timeSearch(server.baseUrl, { path, body: filterBody(search), token }, callsEach)
        rows.push({ search, ...timed })
        console.log(`  ${backend} «${search}»: ${timed.found} workers, p50 ${ms(timed.httpP50)} ms`)
      }
      return { backend, rows }
    } finally {
      await server.stop()
    }
  } finally {
    await database.remove()
  }
}

export function peopleSearchSection(
  results: readonly PeopleSearchResult[],
  machine: Machine,
  postgres: string,
): Section {
  const rows = results.flatMap((result) =>
    result.rows.map((row) => {
      const before = beforeIndexes[result.backend][row.search]
      return [
        databaseName(result.backend),
        row.search ? `«${row.search}»` : '—',
        String(row.found),
        before === undefined ? ms(row.httpP50) : `${before} → ${ms(row.httpP50)}`,
        String(row.errors),
      ]
    }),
  )
  const body = [
    '## People search',
    '',
    `Люди (the confirmed workers, blocked ones included) searched by name, phone or INN, with ${peopleCount.toLocaleString('en')}`,
    `workers added to the order filter's data (${orderCount.toLocaleString('en')} orders): seven surnames and six first names`,
    'spread evenly, the cities in turn, one joining a minute back. Page 1 of 20 in the list’s order (by surname),',
    `through the real server process, one client, ${callsEach} calls of each after 2 not counted; times in ms. Before →`,
    'after: the last run before decision 053 (every confirmed worker’s name, phone and INN compared, and the whole list',
    'sorted for its first page), then this run. The searches:',
    '',
    ...peopleSearches.map(({ search, what }) => `- ${search ? `«${search}»` : '—'}: ${what};`),
    '',
    table(['Database', 'Search', 'Workers found', 'HTTP p50', 'Errors'], rows),
    '',
    machineLine(machine, postgres),
    '',
    'Reproduce: `npm run bench -- people-search`; the code is `bench/people-search.ts`.',
  ].join('\n')
  return { id: 'people-search', body }
}
