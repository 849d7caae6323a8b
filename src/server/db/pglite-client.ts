import { parse, PGlite, protocol, types, type Results, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

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

/** PostgreSQL's SQLSTATE for a prepared statement the session does not have. */
const invalidStatementName = '26000'

/** Protocol messages sent to PGlite in one call. */
function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0))
  let offset = 0
  for (const message of messages) {
    joined.set(message, offset)
    offset += message.length
  }
  return joined
}

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
  /**
   * Open with the extensions the migrations create (pg_trgm for the order search), and drizzle's text types set;
   * from PGlite's WebAssembly already compiled, when given.
   */
  static async open(dataDir?: string, wasmModule?: WebAssembly.Module): Promise<PGliteForDrizzle> {
    const client = new PGliteForDrizzle({ dataDir, extensions: { pg_trgm }, pgliteWasmModule: wasmModule })
    await client.waitReady
    for (const type of drizzleTextTypes) client.parsers[type] = asText
    return client
  }

  /** The parameter types of each statement prepared under a name in this session. */
  readonly #preparedTypes = new Map<string, number[]>()

  /**
   * A statement under its name, as node-postgres sends a prepared one: parsed once per session and planned by
   * PostgreSQL's plan cache (a plan reused once it is no worse than one made for the values), where `query` parses
   * and plans every statement anew. The bind, the rows' description, the execution and the sync go in one message.
   * It waits for any transaction, as `query` does, and is not for use inside one.
   */
  queryNamed<T>(
    name: string,
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#runNamed<T>(name, sql, params, options)
        } catch (error) {
          // A statement the session dropped (`DEALLOCATE`, `DISCARD ALL`) is parsed again.
          if ((error as { code?: string }).code !== invalidStatementName) throw error
          this.#preparedTypes.delete(name)
          return await this.#runNamed<T>(name, sql, params, options)
        }
      }),
    )
  }

  async #runNamed<T>(
    name: string,
    sql: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<T>> {
    let types = this.#preparedTypes.get(name)
    if (!types) {
      const described = await this.execProtocol(
        concat([
          protocol.serialize.parse({ name, text: sql }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
      )
      const parameters = described.messages.find((message) => message.name === 'parameterDescription')
      types = (parameters as { dataTypeIDs?: number[] } | undefined)?.dataTypeIDs ?? []
      this.#preparedTypes.set(name, types)
    }
    const values = params.map((value, index) => {
      if (value == null) return null
      const serialize = this.serializers[types[index] ?? 0]
      return serialize ? serialize(value) : String(value)
    })
    const { messages } = await this.execProtocol(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    )
    await this.syncToFs()
    return parse.parseResults(messages, this.parsers, withoutParsers(options))[0] as Results<T>
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
