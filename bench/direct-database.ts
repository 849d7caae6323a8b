import type { FastifyInstance } from 'fastify'
import type { Logger } from 'drizzle-orm'
import { buildApp } from '../src/server/app.ts'
import { systemClock } from '../src/server/clock.ts'
import { listenPostgres, type Database, type DatabaseHandle } from '../src/server/db/client.ts'
import * as schema from '../src/server/db/schema/index.ts'
import { parseEnv } from '../src/server/env.ts'
import { createDevSms } from '../src/server/ports/sms/dev-sms.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'

/** One SQL statement as the server sent it to the database: the text with $n placeholders and its values. */
export type Statement = { sql: string; params: unknown[] }

type Query = (sql: string, params: unknown[]) => Promise<unknown>

/**
 * The benchmark's own connection to a prepared database, used while the server process is not running:
 * the server's code runs in this process (`app`) on a database handle that records every statement it sends,
 * so the benchmark learns the exact SQL of a call and then replays it straight through the driver.
 */
export type DirectDatabase = {
  db: Database
  app: FastifyInstance
  /** The statements `work` made the app send, in order. */
  capture(work: () => Promise<void>): Promise<Statement[]>
  /** Runs the statements one after another on one connection, as one client would. */
  replay(statements: readonly Statement[]): Promise<void>
  /** EXPLAIN (ANALYZE, BUFFERS) of one statement, as text. */
  explain(statement: Statement): Promise<string>
  close(): Promise<void>
}

/** PostgreSQL: a pool of `connections` (one per concurrent client); PGlite: the one in-process instance. */
export async function openDirect(
  target: { databaseUrl: string; connections: number } | { dataDir: string },
): Promise<DirectDatabase> {
  let recording: Statement[] | null = null
  const logger: Logger = {
    logQuery(query, params) {
      recording?.push({ sql: query, params: [...params] })
    },
  }
  let handle: DatabaseHandle
  let withConnection: <T>(work: (query: Query) => Promise<T>) => Promise<T>
  if ('databaseUrl' in target) {
    const pg = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.default.Pool({ connectionString: target.databaseUrl, max: target.connections })
    handle = {
      db: drizzle(pool, { schema, logger }) as unknown as Database,
      kind: 'postgres',
      listen: (channel, onMessage, onEnd) => listenPostgres(target.databaseUrl, channel, onMessage, onEnd),
      close: () => pool.end(),
    }
    withConnection = async (work) => {
      const client = await pool.connect()
      try {
        return await work((text, params) => client.query(text, params))
      } finally {
        client.release()
      }
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const client = new PGlite(target.dataDir)
    handle = {
      db: drizzle(client, { schema, logger }) as unknown as Database,
      kind: 'pglite',
      listen: async (channel, onMessage) => ({ close: await client.listen(channel, onMessage) }),
      close: () => client.close(),
    }
    withConnection = (work) => work((text, params) => client.query(text, params))
  }

  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false' })
  const app = await buildApp({
    database: handle,
    env,
    sms: createDevSms(() => {}),
    storage: createMemoryStorage(),
    clock: systemClock,
  })
  await app.ready()

  return {
    db: handle.db,
    app,
    async capture(work) {
      recording = []
      try {
        await work()
        return recording
      } finally {
        recording = null
      }
    },
    replay: (statements) =>
      withConnection(async (query) => {
        for (const statement of statements) await query(statement.sql, statement.params)
      }),
    explain: (statement) =>
      withConnection(async (query) => {
        const result = (await query(`explain (analyze, buffers) ${statement.sql}`, statement.params)) as {
          rows: Record<string, string>[]
        }
        return result.rows.map((row) => Object.values(row)[0]).join('\n')
      }),
    async close() {
      await app.close()
      await handle.close()
    },
  }
}

/** Signs in without SMS through the development route of the in-process app; answers the access token. */
export async function devToken(
  app: FastifyInstance,
  phone: string,
  as: 'employee' | 'worker',
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/dev/session', payload: { phone, as } })
  if (response.statusCode !== 200)
    throw new Error(`/dev/session ${phone}: ${response.statusCode} ${response.body}`)
  return (response.json() as { accessToken: string }).accessToken
}

/** Injects one call into the in-process app and answers the statements it sent; throws unless it answered 2xx. */
export async function captureCall(
  direct: DirectDatabase,
  call: { method: 'GET' | 'POST'; url: string; body?: unknown; token: string },
): Promise<Statement[]> {
  return direct.capture(async () => {
    const response = await direct.app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Bearer ${call.token}` },
      ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
    })
    if (response.statusCode >= 300) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`)
  })
}
