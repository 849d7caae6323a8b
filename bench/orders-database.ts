import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { systemClock } from '../src/server/kernel/clock.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { cities } from '../src/server/db/schema/index.ts'
import { seedDemoIfEmpty } from '../src/server/db/seed/index.ts'
import { createFolderStorage } from '../src/server/ports/storage/file-storage.ts'
import type { BareStatements } from './bare-server.ts'
import { openDirect, type DirectDatabase } from './direct-database.ts'
import { benchCity, fillOrders, orderCensus } from './orders-data.ts'
import { createDatabase, dropDatabases } from './postgres.ts'
import {
  startBareServer,
  startServer,
  type BareServer,
  type ServerOptions,
  type ServerProcess,
} from './server-process.ts'
import type { Backend } from './sign-in-load.ts'

/** A database with the demo data and the generated orders, on PostgreSQL or in a PGlite folder. */
export type OrdersDatabase = {
  backend: Backend
  /** Orders by status after the fill. */
  census: Record<string, number>
  fillMs: number
  /** The benchmark's own connection; PGlite allows one process, so close it before `startServer`. */
  openDirect(connections: number): Promise<DirectDatabase>
  /** The real server process on this database (demo seed skipped: the data is there). */
  startServer(options?: Pick<ServerOptions, 'cpuProfileDir'>): Promise<ServerProcess>
  /** `bench/bare-server.ts` replaying each token's statements on this database; PGlite: close `openDirect`'s first. */
  startBareServer(statements: BareStatements): Promise<BareServer>
  /**
   * The same data for a process beside this database's: PGlite's folder copied, as PGlite allows one process per
   * folder; on PostgreSQL the same database, with a files folder of its own. Its `remove` leaves this one alone.
   */
  copy(): Promise<OrdersDatabase>
  remove(): Promise<void>
}

/** Where a prepared database lives: its temporary folder, PGlite's folder in it, or PostgreSQL's URL. */
type Place = { root: string; dataDir: string; databaseUrl?: string }

/** The id of the city the benchmarks filter by. */
export async function benchCityId(direct: DirectDatabase): Promise<number> {
  const [city] = await direct.db.select({ id: cities.id }).from(cities).where(eq(cities.name, benchCity))
  if (!city) throw new Error(`no city ${benchCity}: the orders were not generated`)
  return city.id
}

/** Migrates a new database, loads the demo data and `count` generated orders into it. */
export async function prepareOrdersDatabase(
  backend: Backend,
  name: string,
  count: number,
): Promise<OrdersDatabase> {
  const root = await mkdtemp(join(tmpdir(), `bench-${name}-`))
  const dataDir = join(root, 'data')
  const databaseUrl = backend === 'postgres' ? await createDatabase(name) : undefined
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  // The server's DATA_DIR: `root` beside PostgreSQL, the PGlite folder otherwise; its files live in `files`.
  const storage = createFolderStorage(join(databaseUrl ? root : dataDir, 'files'))
  let census: Record<string, number>
  let fillMs: number
  try {
    await seedDemoIfEmpty(handle.db, systemClock, storage)
    const started = performance.now()
    await fillOrders(handle.db, count, systemClock())
    fillMs = performance.now() - started
    census = await orderCensus(handle.db)
  } finally {
    await handle.close()
  }
  return ordersDatabase({ backend, census, fillMs }, { root, dataDir, databaseUrl }, async () => {
    if (databaseUrl) await dropDatabases([name])
  })
}

function ordersDatabase(
  facts: Pick<OrdersDatabase, 'backend' | 'census' | 'fillMs'>,
  place: Place,
  drop: () => Promise<void>,
): OrdersDatabase {
  const { root, dataDir, databaseUrl } = place
  return {
    ...facts,
    openDirect: (connections) => openDirect(databaseUrl ? { databaseUrl, connections } : { dataDir }),
    startServer: async (options: Pick<ServerOptions, 'cpuProfileDir'> = {}) =>
      (
        await startServer({
          ...(databaseUrl ? { databaseUrl, filesDir: root } : { dataDir }),
          seedDemo: false,
          ...options,
        })
      ).server,
    async startBareServer(statements) {
      const file = join(root, 'statements.json')
      await writeFile(file, JSON.stringify(statements))
      return startBareServer(file, databaseUrl ? { databaseUrl } : { dataDir })
    },
    async copy() {
      const copyRoot = await mkdtemp(join(tmpdir(), 'bench-copy-'))
      const copyDir = join(copyRoot, 'data')
      if (!databaseUrl) await cp(dataDir, copyDir, { recursive: true })
      return ordersDatabase(facts, { root: copyRoot, dataDir: copyDir, databaseUrl }, async () => {})
    },
    async remove() {
      await drop()
      await rm(root, { recursive: true, force: true })
    },
  }
}
