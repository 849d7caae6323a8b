import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client.ts'
import { rebuildAnalytics } from '../src/server/features/analytics/analytics-rollup.repository.ts'
import { seedDemoIfEmpty } from '../src/server/db/seed/index.ts'
import { systemClock } from '../src/server/kernel/clock.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'
import { chainShape, chainTables, type ChainShape } from './chain-data.ts'
import { copyRows, withIndexesRebuilt } from './copy-load.ts'
import { createDatabase } from './postgres.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'

/** A generated chain in a database of its own, with what it took to make. */
export type ScaleDatabase = {
  databaseUrl: string
  shape: ChainShape
  /** Rows per table. */
  rows: Record<string, number>
  /** Wall-clock seconds: migrations and demo, COPY, index builds with the statistics, the dashboard's rollup. */
  seconds: { prepare: number; copy: number; indexes: number; rollup: number }
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
export async function prepareScaleDatabase(orders: number, now = new Date()): Promise<ScaleDatabase> {
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
    }
    const refs = (await handle.db.execute(
      sql.raw(
        'select (select min(id) from citizenships) as "citizenshipId", (select min(id) from funds) as "fundId"',
      ),
    )) as unknown as { rows: { citizenshipId: number; fundId: number }[] }
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
    for (const name of [
      'cities',
      'shops',
      'services',
      'workers',
      'orders',
      'order_responses',
      'certificates',
      'order_releases',
    ])
      await handle.db.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${name}', 'id'), (select max(id) from ${name}))`),
      )
    await handle.db.execute(sql.raw('vacuum analyze'))
    const indexed = performance.now()
    // COPY skips the triggers that mark changed days (decision 119): the dashboard's rollup is rebuilt at once.
    await rebuildAnalytics(handle.db)
    await handle.db.execute(sql.raw('vacuum analyze'))
    const done = performance.now()
    return {
      databaseUrl,
      shape,
      rows,
      seconds: {
        prepare: (prepared - began) / 1000,
        copy: (copied - prepared) / 1000,
        indexes: (indexed - copied) / 1000,
        rollup: (done - indexed) / 1000,
      },
    }
  } finally {
    await handle.close()
  }
}

export function scaleSection(made: ScaleDatabase[], machine: Machine, postgres: string): Section {
  const body = [
    "## A chain's data, generated",
    '',
    'Migrations and the demo data, then a chain loaded by `COPY … FROM STDIN` (psql) with the secondary indexes',
    'dropped and built again afterwards, foreign keys not checked (the rows are consistent by construction),',
    'then `vacuum analyze`. Reproducible: the same size makes the same rows (`bench/chain-data.ts`). Orders fall',
    'uniformly over 180 days back and 30 ahead, each in the status its dates imply: past ones finished (82 % done',
    "and paid, 7 % cancelled, 6 % no-show, 5 % no longer needed) or done, today's in progress, future ones new,",
    'with responses, approved or confirmed; one to three responses, acts for the done and paid, a release for one',
    "filled shift in 25 (a third of them late); then the dashboard's rollup rebuilt from them (decision 119).",
    'Seconds of wall-clock time.',
    '',
    table(
      [
        'Orders',
        'Shops',
        'Workers',
        'Responses',
        'Acts',
        'Releases',
        'Prepare',
        'COPY',
        'Indexes + vacuum',
        'Rollup',
      ],
      made.map((db) => [
        db.shape.orders.toLocaleString('en').replace(/,/g, ' '),
        String(db.shape.shops),
        String(db.shape.workers),
        String(db.rows.order_responses ?? 0),
        String(db.rows.certificates ?? 0),
        String(db.rows.order_releases ?? 0),
        db.seconds.prepare.toFixed(1),
        db.seconds.copy.toFixed(1),
        db.seconds.indexes.toFixed(1),
        db.seconds.rollup.toFixed(1),
      ]),
    ),
    '',
    machineLine(machine, postgres),
    '',
    'Reproduce: `PGPORT=55550 npm run bench -- scale --orders=1000000`; the code is `bench/scale.ts`,',
    '`bench/chain-data.ts`, `bench/chain-orders.ts` and `bench/copy-load.ts`.',
  ].join('\n')
  return { id: 'scale', body }
}
