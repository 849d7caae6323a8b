import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import type {
  ErrorFields,
  StatementOptions,
  StatementResults,
  ThreadAsk,
  ThreadMessage,
  ThreadStart,
} from './pglite-thread-messages.ts'

type QueryOptions = Parameters<PGlite['query']>[2]

/**
 * The built worker's file from this module's, set by the server's build (scripts/build-server.ts); not set when the
 * sources run (tsx, the tests), where the worker runs from its TypeScript.
 */
declare const builtPgliteWorker: string | undefined

/** PGlite's thread: the built worker, or the worker's TypeScript through tsx's loader. */
function startWorker(workerData: ThreadStart): Worker {
  if (typeof builtPgliteWorker === 'string')
    return new Worker(new URL(builtPgliteWorker, import.meta.url), { workerData })
  const source = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api')
  const code = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(source)}, ${JSON.stringify(source)})`
  // None of this process's flags: `--input-type=module` of a script run with `-e` would make the code a module.
  return new Worker(code, { eval: true, workerData, execArgv: [] })
}

/** drizzle's options of a statement without its parsers: PGlite's thread has drizzle's set on its instance. */
const statementOptions = (options: QueryOptions): StatementOptions =>
  options?.rowMode ? { rowMode: options.rowMode } : {}

/** An error from PGlite's thread as PostgreSQL's: its message and fields (code, constraint, detail…). */
const asError = (fields: ErrorFields) => Object.assign(new Error(fields.message), fields)

/** A transaction's statements, as drizzle runs them. */
export type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<StatementResults<T>>
}

/**
 * PGlite on a worker thread of its own, for drizzle (decision 055). In the server's process PGlite's WebAssembly ran
 * every statement on the one thread that also routes, validates, maps and compresses, so on two cores the server's
 * own work and the database's took turns. Here the statements run on PGlite's thread (src/server/db/pglite-worker.ts)
 * and the server's thread goes on meanwhile. It offers what drizzle's PGlite driver and the server use of PGlite:
 * statements, named statements (`PGliteForDrizzle.queryNamed`), transactions and LISTEN; the rows are parsed there
 * with drizzle's types, as before.
 *
 * The worker holds the process open only while it opens or a request waits for it, as a socket would.
 */
export class PGliteThread {
  readonly #worker: Worker
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  readonly #listeners = new Map<number, (payload: string) => void>()
  #lastId = 0
  #ended: Error | undefined
  /** Settles when PGlite has opened (and migrated) the folder, or failed to: then every request fails alike. */
  readonly opened: Promise<void>

  private constructor(start: ThreadStart) {
    this.#worker = startWorker(start)
    this.opened = new Promise((opened, failed) => {
      this.#worker.on('message', (message: ThreadMessage) => {
        if (!('opened' in message)) return this.#receive(message)
        // Held open while it opened; from now on only while a request waits, and PGlite answers none before.
        if (this.#waiting.size === 0) this.#worker.unref()
        if (message.opened) return opened()
        const error = asError(message.error)
        error.message = `PGlite could not ${message.step} ${start.dataDir ?? 'a database in memory'}: ${error.message}`
        this.#end(error)
        failed(error)
        void this.#worker.terminate()
      })
      this.#worker.on('error', (error) => {
        this.#end(error)
        failed(error)
      })
      this.#worker.on('exit', (code) => {
        const error = new Error(`PGlite's thread ended (code ${code})`)
        this.#end(error)
        failed(error)
      })
    })
    // Seen by whoever awaits `opened` or sends a statement; not an unhandled rejection meanwhile.
    this.opened.catch(() => {})
  }

  /**
   * PGlite's thread started, opening a folder (its parent made if missing) or a database in memory, and bringing it
   * to the migrations of `migrationsFolder` when given. Statements may be sent at once: they run once it is open and
   * migrated, in the order sent.
   */
  static start(options: { dataDir?: string; migrationsFolder?: string } = {}): PGliteThread {
    const { dataDir, migrationsFolder } = options
    if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true })
    return new PGliteThread({ dataDir: dataDir && resolve(dataDir), migrationsFolder })
  }

  /** PGlite opened on its thread, in a folder or in memory, with no migrations run. */
  static async open(dataDir?: string): Promise<PGliteThread> {
    const thread = PGliteThread.start({ dataDir })
    await thread.opened
    return thread
  }

  #receive(message: ThreadMessage) {
    if ('listener' in message) return this.#listeners.get(message.listener)?.(message.payload)
    if (!('id' in message)) return
    const waiting = this.#waiting.get(message.id)
    if (!waiting) return
    this.#waiting.delete(message.id)
    if (this.#waiting.size === 0) this.#worker.unref()
    if (message.ok) waiting.resolve(message.value)
    else waiting.reject(asError(message.error))
  }

  /** Every waiting request fails, and every later one: the database is gone. */
  #end(error: Error) {
    this.#ended ??= error
    for (const waiting of this.#waiting.values()) waiting.reject(this.#ended)
    this.#waiting.clear()
  }

  #request<T>(request: ThreadAsk) {
    if (this.#ended) return Promise.reject(this.#ended)
    const id = ++this.#lastId
    if (this.#waiting.size === 0) this.#worker.ref()
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.#worker.postMessage({ ...request, id })
    })
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<StatementResults<T>> {
    return this.#request({ op: 'query', sql, params, options: statementOptions(options) })
  }

  /** A statement under its name: parsed once per session and planned by PostgreSQL's plan cache. */
  queryNamed<T>(
    name: string,
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<StatementResults<T>> {
    return this.#request({ op: 'queryNamed', name, sql, params, options: statementOptions(options) })
  }

  /**
   * The callback's statements in one transaction, committed when it returns and rolled back when it throws. As with
   * PGlite itself, other statements wait until it ends.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = await this.#request<number>({ op: 'begin' })
    const tx: ThreadTransaction = {
      query: (sql, params = [], options) =>
        this.#request({ op: 'query', sql, params, options: statementOptions(options), transaction }),
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      await this.#request({ op: 'end', transaction, commit: false })
      throw error
    }
    await this.#request({ op: 'end', transaction, commit: true })
    return result
  }

  /** Hears a channel's notifications until the answer is called. */
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = await this.#request<number>({ op: 'listen', channel })
    this.#listeners.set(listener, onMessage)
    return async () => {
      this.#listeners.delete(listener)
      await this.#request({ op: 'unlisten', listener })
    }
  }

  /** Closes PGlite (its folder written and released) and ends its thread. */
  async close(): Promise<void> {
    if (this.#ended) return
    await this.#request({ op: 'close' })
    this.#ended = new Error('PGlite is closed')
    await this.#worker.terminate()
  }
}
