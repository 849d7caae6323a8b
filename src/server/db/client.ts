import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'
import { migrationsFolder } from './migrations-folder.ts'
import { PGliteThread } from './pglite-thread.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type Executor = Database | Transaction

/** The PostgreSQL pool's counts for the metrics; PGlite has one connection and no pool. */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/** A connection that hears one channel's notifications until closed; `onEnd` is called if it is lost. */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onEnd: (error?: Error) => void,
) => Promise<{ close: () => Promise<void> }>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Settles once the database is open and migrated, or fails with why it could not be (decision 056). */
  opened: Promise<void>
  listen: Listen
  close: () => Promise<void>
  pool?: PoolCounts
}

/**
 * PostgreSQL when a URL is given, migrated. Otherwise PGlite in a folder (or in memory when dataDir is omitted) on a
 * thread of its own, returned while it still opens and migrates: its statements wait for that, and fail as it did if
 * it could not (decision 056). `pglite` is PGlite's thread when it was started earlier (db/pglite-early.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir?: string
  pglite?: PGliteThread
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.pglite ?? PGliteThread.start({ dataDir: options.dataDir, migrationsFolder }))
}

async function openPglite(client: PGliteThread): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite')
  // drizzle's PGlite driver uses only `query` and `transaction`, which PGlite's thread answers alike.
  const db = drizzle(client as unknown as PGlite, { schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    opened: client.opened,
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage)
      return { close: stop }
    },
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.default.Pool({ connectionString: url, max: 10 })
  // An idle connection the server closes (a restart, a failover, an administrator) is dropped from the pool
  // and replaced on the next query; without a listener node-postgres would end the whole process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
  const db = drizzle(pool, { schema })
  // Several instances may start at once: one migrates while the others wait on the lock.
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock(727274)')
    await migrate(db, { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)')
    lockClient.release()
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    opened: Promise.resolve(),
    listen: (channel, onMessage, onEnd) => listenPostgres(url, channel, onMessage, onEnd),
    close: () => pool.end(),
    pool,
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
