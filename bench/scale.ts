import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client.ts'
import { seedDemoIfEmpty } from '../src/server/db/seed/index.ts'
import { systemClock } from '../src/server/kernel/clock.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'
import { chainShape, chainTables, type ChainShape, type Refs } from './chain-data.ts'
import { copyRows, withIndexesRebuilt } from './copy-load.ts'
import { createDatabase, databaseUrl as urlOf, withClient } from './postgres.ts'

/** A generated chain in a database of its own, with what it took to make. */
export type ScaleDatabase = {
  databaseUrl: string
  shape: ChainShape
  /** Rows per table. */
  rows: Record<string, number>
  /** Wall-clock seconds: migrations and demo, COPY, index builds with the statistics. */
  seconds: { prepare: number; copy: number; indexes: number }
  /** When the chain was made: its orders' statuses follow from their dates at that moment. */
  generatedAt: string
  /** The 1-minute load average when the generation began: the machine is shared. */
  load: number
  /** Found complete from an earlier run (`--keep`) rather than made now. */
  reused: boolean
}

/** `--keep`: a database that already holds a complete chain of this size is used as it is. */
export const keepArgument = (args: readonly string[]) => args.includes('--keep')

/** The tables whose ids the chain writes itself: their sequences are moved past the chain's ids. */
const serialTables = [
  'cities',
  'shops',
  'services',
  'workers',
  'orders',
  'order_responses',
  'certificates',
  'order_releases',
  'tax_receipts',
  'order_checks',
  'payment_outbox',
  'payouts',
  'journal',
  'push_subscriptions',
]

/**
 * The row a successful generation writes last, in a table of the benchmark's own (no migration makes it): a
 * database without it was cut short and is made again.
 */
const markerTable = 'bench_scale_chain'

/** Every complete chain on the server, smallest first: the section lists them all, whichever run made them. */
export async function completeChains(): Promise<ScaleDatabase[]> {
  const names = await withClient(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select datname as name from pg_database where datname ~ '^scale_[0-9]+$'",
    )
    return rows.map((row) => Number(row.name.slice('scale_'.length)))
  })
  const chains: ScaleDatabase[] = []
  for (const orders of names.sort((a, b) => a - b)) {
    const chain = await completeChain(orders)
    if (chain) chains.push(chain)
  }
  return chains
}

async function completeChain(orders: number): Promise<ScaleDatabase | null> {
  const name = `scale_${orders}`
  const exists = await withClient(async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    return found.rowCount === 1
  })
  if (!exists) return null
  return withClient(async (client) => {
    const table = await client.query<{ found: string | null }>('select to_regclass($1)::text as found', [
      markerTable,
    ])
    if (!table.rows[0]?.found) return null
    const { rows } = await client.query<{ made: Omit<ScaleDatabase, 'databaseUrl' | 'reused'> }>(
      `select made from ${markerTable} where orders = $1`,
      [orders],
    )
    const made = rows[0]?.made
    return made ? { ...made, databaseUrl: urlOf(name), reused: true } : null
  }, name)
}

/** `--orders=N` of the command line (100 000 by default): `npm run bench -- scale --orders=1000000`. */
export function ordersArgument(args: readonly string[], fallback = 100_000): number {
  const given = args.find((arg) => arg.startsWith('--orders='))?.slice('--orders='.length)
  const orders = given === undefined ? fallback : Number(given.replace(/_/g, ''))
  if (!Number.isInteger(orders) || orders < 1000)
    throw new Error(`--orders must be a whole number ≥ 1000: ${given}`)
  return orders
}

const nextId = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], name: string) => {
  const result = (await db.execute(
    sql.raw(`select coalesce(max(id), 0) + 1 as id from ${name}`),
  )) as unknown as {
    rows: { id: number | string }[]
  }
  return Number(result.rows[0]!.id)
}

/**
 * A new database `scale_<orders>` on the throwaway server: migrated, with the demo data (its staff sign in), then
 * the chain at this size loaded by COPY with the secondary indexes built afterwards, vacuumed and analysed.
 */
export async function prepareScaleDatabase(
  orders: number,
  options: { now?: Date; keep?: boolean } = {},
): Promise<ScaleDatabase> {
  if (options.keep) {
    const kept = await completeChain(orders)
    if (kept) {
      console.log(`  scale_${orders}: a complete chain made ${kept.generatedAt}, kept`)
      return kept
    }
  }
  const now = options.now ?? new Date()
  const load = loadavg()[0] ?? 0
  const began = performance.now()
  const databaseUrl = await createDatabase(`scale_${orders}`)
  // No statement timeout for the generation's sessions (psql's COPY, the index builds): they take minutes at 10 M.
  const handle = await openDatabase({
    databaseUrl,
    postgres: { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
  })
  const shape = chainShape(orders)
  const rows: Record<string, number> = {}
  let copied = 0
  try {
    await seedDemoIfEmpty(handle.db, systemClock, createMemoryStorage())
    const base = {
      city: await nextId(handle.db, 'cities'),
      shop: await nextId(handle.db, 'shops'),
      service: await nextId(handle.db, 'services'),
      worker: await nextId(handle.db, 'workers'),
      order: await nextId(handle.db, 'orders'),
      receipt: await nextId(handle.db, 'tax_receipts'),
      check: await nextId(handle.db, 'order_checks'),
      payment: await nextId(handle.db, 'payment_outbox'),
      payout: await nextId(handle.db, 'payouts'),
      journal: await nextId(handle.db, 'journal'),
      subscription: await nextId(handle.db, 'push_subscriptions'),
    }
    const refs = (await handle.db.execute(
      sql.raw(
        `select (select min(id) from citizenships) as "citizenshipId", (select min(id) from funds) as "fundId",
                (select array_agg(id order by id) from employees where deleted_at is null) as "employeeIds"`,
      ),
    )) as unknown as { rows: Refs[] }
    const tables = chainTables(shape, base, refs.rows[0]!, now)
    const prepared = performance.now()
    await withIndexesRebuilt(
      databaseUrl,
      tables.map((data) => data.table),
      async () => {
        for (const data of tables) {
          const started = performance.now()
          rows[data.table] = await copyRows(databaseUrl, data)
          console.log(
            `  ${data.table}: ${rows[data.table]} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          )
        }
        copied = performance.now()
      },
    )
    for (const name of serialTables)
      await handle.db.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), (select max(id) from ${name}))`),
      )
    // The COPY ran with triggers off (session_replication_role): the orders' totals are counted once instead.
    await handle.db.execute(sql.raw('select order_totals_refill()'))
    await handle.db.execute(sql.raw('vacuum analyze'))
    const done = performance.now()
    const made = {
      shape,
      rows,
      seconds: {
        prepare: (prepared - began) / 1000,
        copy: (copied - prepared) / 1000,
        indexes: (done - copied) / 1000,
      },
      generatedAt: now.toISOString(),
      load,
    }
    await handle.db.execute(
      sql.raw(`create table ${markerTable} (orders integer primary key, made jsonb not null)`),
    )
    await handle.db.execute(
      sql`insert into ${sql.raw(markerTable)} (orders, made) values (${orders}, ${JSON.stringify(made)}::jsonb)`,
    )
    return { ...made, databaseUrl, reused: false }
  } finally {
    await handle.close()
  }
}
