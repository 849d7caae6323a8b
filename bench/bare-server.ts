import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { brotliCompressSync } from 'node:zlib'
import { answerBrotliParams } from '../src/server/http/compression.ts'
import type { Statement } from './direct-database.ts'

/**
 * The least any Node server can do in front of a call's statements, run by the benchmarks as a child process:
 * `node:http`, the statements replayed one after another as the server sends them (PostgreSQL: `pg`'s pool of 10
 * connections, as the server's; PGlite: in process, as the server's), the last one's rows (arrays of every
 * value: the joined tables' columns share names) written with `JSON.stringify` and compressed with the server's
 * Brotli settings in one call. No routing, no session check, no validation, no views: what is left between it and
 * the statements alone is the HTTP hop, the JSON and Brotli (decision 054).
 *
 * Environment: PORT; STATEMENTS, a JSON file of `BareStatements`; DATABASE_URL or DATA_DIR. Prints `ready` when
 * listening.
 */
type Run = (statements: readonly Statement[]) => Promise<unknown[]>

/** The statements the server sends for a request, by the bearer token the request carries. */
export type BareStatements = Record<string, Statement[]>

async function connect(): Promise<{ run: Run; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const pg = await import('pg')
    const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10 })
    return {
      async run(statements) {
        const client = await pool.connect()
        try {
          let rows: unknown[] = []
          for (const { name, sql, params } of statements)
            rows = (await client.query({ name, text: sql, values: params, rowMode: 'array' })).rows
          return rows
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const pglite = await PGlite.create(process.env.DATA_DIR, { extensions: { pg_trgm } })
  const arrays = { rowMode: 'array' } as const
  return {
    async run(statements) {
      let rows: unknown[] = []
      for (const { sql, params } of statements) rows = (await pglite.query(sql, params, arrays)).rows
      return rows
    },
    close: () => pglite.close(),
  }
}

const byToken = JSON.parse(readFileSync(process.env.STATEMENTS!, 'utf8')) as BareStatements
const database = await connect()
const server = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    const statements = byToken[request.headers.authorization?.replace(/^Bearer /, '') ?? ''] ?? []
    database.run(statements).then(
      (rows) => {
        const answer = brotliCompressSync(JSON.stringify({ content: rows }), { params: answerBrotliParams })
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'br',
          'content-length': answer.length,
        })
        response.end(answer)
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error))
      },
    )
  })
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))))
