import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { inspect } from 'node:util'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'
import { migrationsFolder } from './migrations-folder.ts'

type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction

/** The PostgreSQL pool's counts for the metrics; PGlite has one connection and no pool. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/** A connection that hears one channel's notifications until closed; `onEnd` is called if it is lost. */
type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onEnd: (error?: Error) => void,
) => Promise<{ close: () => Promise<void> }>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  listen: Listen
  close: () => Promise<void>
  pool?: PoolCounts
}

/** The advisory lock under which one instance migrates while others starting at the same time wait. */
const migrationLock = 727274

/** How the server connects to PostgreSQL (env.ts: DB_POOL_MAX, DATABASE_DIRECT_URL, DB_*_TIMEOUT_MS). */
export type PostgresSettings = {
  /** The server's own session, for LISTEN and the migrations, when DATABASE_URL goes through a pooler. */
  directUrl?: string | undefined
  poolMax: number
  applicationName: string
  statementTimeoutMs: number
  lockTimeoutMs: number
  idleInTransactionTimeoutMs: number
}

const defaultPostgresSettings: PostgresSettings = {
  poolMax: 10,
  applicationName: 'smeny',
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
}

/**
 * One statement (the figures are integers from the settings, never a caller's text). JIT is off: it compiles a
 * statement whose estimate passes jit_above_cost, which at millions of orders is every count of a city, and the
 * compilation (15–65 ms at 10 M orders, docs/growth-plans.md) costs more than such a statement saves.
 */
function sessionDefaults(settings: PostgresSettings): string {
  const defaults = {
    statement_timeout: `${Math.trunc(settings.statementTimeoutMs)}ms`,
    lock_timeout: `${Math.trunc(settings.lockTimeoutMs)}ms`,
    idle_in_transaction_session_timeout: `${Math.trunc(settings.idleInTransactionTimeoutMs)}ms`,
    jit: 'off',
  }
  const statements = Object.entries(defaults).map(
    ([name, value]) =>
      `execute format('alter role current_user in database %I set ${name} = %L', current_database(), '${value}');`,
  )
  return `do $$ begin ${statements.join(' ')} end $$`
}

/**
 * PostgreSQL when a URL is given; otherwise PGlite, the embedded database of the demo and the tests, in a folder (in
 * memory when dataDir is omitted) and in this process (decision 059), empty or, with `startFrom`, a copy of the
 * database a PGlite's `dumpDataDir` archived (the tests' migrated starting point). Either is migrated before it is
 * returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  startFrom?: Blob
  postgres?: Partial<PostgresSettings>
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { ...defaultPostgresSettings, ...options.postgres })
    : openPglite(options.dataDir, options.startFrom)
}

/**
 * PGlite's PostgreSQL, a WebAssembly module, compiled once per process. `WebAssembly.compile` hands the work to V8's
 * background threads and returns at once: begun before anything else is awaited, it runs while the main thread loads
 * the app's modules, where PGlite would compile it only once its own modules had loaded (decision 122).
 */
let postgresModule: Promise<WebAssembly.Module> | undefined
const compiledPostgres = () =>
  (postgresModule ??= WebAssembly.compile(
    readFileSync(new URL(import.meta.resolve('@electric-sql/pglite/pglite.wasm'))),
  ))

async function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Promise<DatabaseHandle> {
  const pgliteWasmModule = compiledPostgres()
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  // PGlite makes its folder but not the folders above it.
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  // pg_trgm: the migrations create it for the order search.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    pgliteWasmModule: await pgliteWasmModule,
    loadDataDir: startFrom,
  }).catch((error: unknown) => {
    throw new Error(`PGlite could not open ${dataDir}: ${inspect(error, { breakLength: Infinity })}`, {
      cause: error,
    })
  })
  const db = drizzle(client, { schema })
  try {
    await migrate(db, { migrationsFolder })
  } catch (error) {
    // Closed so that the folder is written and released; drizzle's error names only the statement.
    await client.close().catch(() => {})
    throw error instanceof Error && error.cause ? error.cause : error
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onMessage) => ({ close: await client.listen(channel, onMessage) }),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, settings: PostgresSettings): Promise<DatabaseHandle> {
  const pg = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const directUrl = settings.directUrl ?? url
  await migrateAndSetDefaults(directUrl, settings)
  const pool = new pg.default.Pool({
    connectionString: url,
    max: settings.poolMax,
    application_name: settings.applicationName,
  })
  // An idle connection the server closes (a restart, a failover, an administrator) is dropped from the pool
  // and replaced on the next query; without a listener node-postgres would end the whole process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: (channel, onMessage, onEnd) => listenPostgres(directUrl, channel, onMessage, onEnd),
    close: () => pool.end(),
    pool,
  }
}

/**
 * On a session of its own (the direct address, never a transaction pooler: an advisory lock and the migrator's
 * statements need one server session), one instance at a time: the migrations, with no statement timeout (an index
 * on a big table takes minutes), then the role's defaults for this database. A session default reaches every
 * connection opened after it, through a pooler too, where a startup parameter would be refused (decision 105).
 */
async function migrateAndSetDefaults(directUrl: string, settings: PostgresSettings) {
  const pg = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const client = new pg.default.Client({
    connectionString: directUrl,
    application_name: `${settings.applicationName}-migrate`,
  })
  await client.connect()
  try {
    await client.query('set statement_timeout = 0')
    await client.query(`select pg_advisory_lock(${migrationLock})`)
    await migrate(drizzle(client, { schema }), { migrationsFolder })
    await client.query(sessionDefaults(settings))
  } finally {
    await client.end()
  }
}

/** A dedicated connection outside the pool: LISTEN holds its connection for as long as it listens. */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onEnd: (error?: Error) => void,
): Promise<{ close: () => Promise<void> }> {
  const pg = await import('pg')
  // Keep-alive probes find a connection that died silently (a NAT timeout, a failover), so it is made anew.
  const client = new pg.default.Client({ connectionString: url, keepAlive: true })
  let closing = false
  client.on('notification', (message) => onMessage(message.payload ?? ''))
  client.on('error', (error) => {
    if (!closing) onEnd(error)
  })
  client.on('end', () => {
    if (!closing) onEnd()
  })
  try {
    await client.connect()
    await client.query(`listen ${channel}`)
  } catch (error) {
    closing = true
    await client.end().catch(() => {})
    throw error
  }
  return {
    async close() {
      closing = true
      await client.end()
    },
  }
}
