import { PGlite, types, type Transaction } from '@electric-sql/pglite'

type QueryOptions = Parameters<PGlite['query']>[2]

const asText = (value: string) => value

/**
 * The types drizzle's PGlite driver asks to be left as PostgreSQL's text: it sends these parsers with every
 * statement (`drizzle-orm/pglite/session.js`) and parses dates and intervals itself.
 */
const drizzleTextTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const

/** A statement's options without per-statement parsers: the instance's own already hold drizzle's. */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options
  const { parsers: _sameAsInstance, ...rest } = options
  return rest
}

/**
 * PGlite for drizzle. PGlite merges a statement's own parsers into a copy of its whole table of 318 parsers on
 * every statement (`{ ...instance, ...statement }` in its result parsing), and drizzle passes its parsers with
 * every statement: 0.1–0.2 ms of CPU a statement, about a tenth of a sign-in's on PGlite (decision 044). Here
 * drizzle's parsers are set once on the instance, after PGlite has added its array types, and each statement's
 * copy is dropped, in transactions too. The rows come out the same (pglite-client.test.ts).
 */
export class PGliteForDrizzle extends PGlite {
  /** Open, and drizzle's text types set on the instance. */
  static async open(dataDir?: string): Promise<PGliteForDrizzle> {
    const client = new PGliteForDrizzle(dataDir)
    await client.waitReady
    for (const type of drizzleTextTypes) client.parsers[type] = asText
    return client
  }

  override query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(sql, params, withoutParsers(options))
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const withInstanceParsers: Transaction = Object.create(tx)
      withInstanceParsers.query = (sql, params, options) => tx.query(sql, params, withoutParsers(options))
      return callback(withInstanceParsers)
    })
  }
}
