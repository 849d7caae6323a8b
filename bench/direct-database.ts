import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/server/app.ts'
import { systemClock } from '../src/server/kernel/clock.ts'
import { listenPostgres, type Database, type DatabaseHandle } from '../src/server/db/client.ts'
import * as schema from '../src/server/db/schema/index.ts'
import { parseEnv } from '../src/server/env.ts'
import { createDevSms } from '../src/server/ports/sms/dev-sms.ts'
import { createMemoryStorage } from '../src/server/ports/storage/file-storage.ts'

/**
 * One SQL statement as the server sent it to the driver: the text with $n placeholders, its values, and the name
 * it is prepared under, if any (PostgreSQL then parses it once per connection, decision 050).
 */
export type Statement = { sql: string; params: unknown[]; name?: string }

type Query = (statement: Statement) => Promise<unknown>

/** What drizzle hands the driver: node-postgres's query config or text and values, PGlite's text and values. */
type DriverQuery = (
  config: string | { text: string; values?: unknown[]; name?: string },
  ...rest: unknown[]
) => unknown

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
  /** Counts at the driver: every statement the app sends, with its prepared name, whatever drizzle logs. */
  const recorded = <Driver extends { query: DriverQuery }>(driver: Driver): Driver => {
    const query = driver.query.bind(driver) as DriverQuery
    driver.query = ((config, ...rest) => {
      if (typeof config === 'string')
        recording?.push({ sql: config, params: [...((rest[0] as unknown[]) ?? [])] })
      // drizzle gives node-postgres the values beside the config of a prepared statement, inside it otherwise.
      else
        recording?.push({
          sql: config.text,
          params: [...(config.values ?? (rest[0] as unknown[] | undefined) ?? [])],
          name: config.name,
        })
      return query(config, ...rest)
    }) as Driver['query']
    return driver
  }
  let handle: DatabaseHandle
  let withConnection: <T>(work: (query: Query) => Promise<T>) => Promise<T>
  if ('databaseUrl' in target) {
    const pg = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.default.Pool({ connectionString: target.databaseUrl, max: target.connections })
    handle = {
      db: drizzle(recorded(pool as unknown as { query: DriverQuery }) as unknown as typeof pool, {
        schema,
      }) as unknown as Database,
      kind: 'postgres',
      listen: (channel, onMessage, onEnd) => listenPostgres(target.databaseUrl, channel, onMessage, onEnd),
      close: () => pool.end(),
    }
    withConnection = async (work) => {
      const client = await pool.connect()
      try {
        return await work((statement) =>
          client.query(
            statement.name
              ? { name: statement.name, text: statement.sql, values: statement.params }
              : { text: statement.sql, values: statement.params },
          ),
        )
      } finally {
        client.release()
      }
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const { drizzle } = await import('drizzle-orm/pglite')
    // PGlite as the server opens it, so the in-process app sends its statements as the server does.
    const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } })
    handle = {
      db: drizzle(recorded(client as unknown as { query: DriverQuery }) as unknown as typeof client, {
        schema,
      }) as unknown as Database,
      kind: 'pglite',
      listen: async (channel, onMessage) => ({ close: await client.listen(channel, onMessage) }),
      close: () => client.close(),
    }
    withConnection = (work) => work((statement) => client.query(statement.sql, statement.params))
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
        for (const statement of statements) await query(statement)
      }),
    explain: (statement) =>
      withConnection(async (query) => {
        const explained = { sql: `explain (analyze, buffers) ${statement.sql}`, params: statement.params }
        const result = (await query(explained)) as {
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

/**
 * Injects one call into the in-process app twice and answers the statements the second sent, as every call but
 * a session's first does: the first also reads its session, and the settings if this instance holds none
 * (decision 024). Throws unless the app answered 2xx.
 */
export async function captureCall(
  direct: DirectDatabase,
  call: { method: 'GET' | 'POST'; url: string; body?: unknown; token: string },
): Promise<Statement[]> {
  const inject = async () => {
    const response = await direct.app.inject({
      method: call.method,
      url: call.url,
      headers: { authorization: `Bearer ${call.token}` },
      ...(call.body === undefined ? {} : { payload: call.body as Record<string, unknown> }),
    })
    if (response.statusCode >= 300) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`)
  }
  await inject()
  return direct.capture(inject)
}
