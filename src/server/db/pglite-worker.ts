import { inspect } from 'node:util'
import { parentPort, workerData } from 'node:worker_threads'
import type { Transaction } from '@electric-sql/pglite'
import { PGliteForDrizzle } from './pglite-client.ts'
import { compilePgliteWasm } from './pglite-wasm.ts'
import { hasNewestMigration, newestAppliedMigration, newestMigration } from './migrations-folder.ts'
import type {
  ErrorFields,
  OpeningStep,
  ThreadMessage,
  ThreadRequest,
  ThreadStart,
} from './pglite-thread-messages.ts'

/**
 * PGlite on a thread of its own (decision 055): it answers the server's thread's requests (src/server/db/pglite-thread.ts)
 * one message each, so the database's WebAssembly runs beside the server's JavaScript rather than between it.
 * It opens the folder and runs the migrations before it answers the first request, which may be sent at once.
 */
const port = parentPort!
const { dataDir, migrationsFolder } = workerData as ThreadStart
// Not a top-level await: the built server's files are CommonJS (scripts/build-server.ts).
let pglite: PGliteForDrizzle

/** An open transaction: its statements' runner and how to end it (true commits, false rolls back). */
type OpenTransaction = { tx: Transaction; end(commit: boolean): void; ended: Promise<unknown> }
const transactions = new Map<number, OpenTransaction>()
const listeners = new Map<number, () => Promise<void>>()
let lastNumber = 0

/** Rejects a transaction's callback so that PGlite rolls it back; never reaches the server's thread. */
const rollingBack = Symbol('rolling back')

function begin(): Promise<number> {
  return new Promise((begun, failed) => {
    const number = ++lastNumber
    let started = false
    const ended = pglite.transaction(
      (tx) =>
        new Promise((committing, rollingBackWith) => {
          started = true
          transactions.set(number, {
            tx,
            end: (commit) => (commit ? committing(undefined) : rollingBackWith(rollingBack)),
            ended,
          })
          begun(number)
        }),
    )
    // BEGIN itself failed: nothing was begun.
    ended.catch((error: unknown) => {
      if (!started) failed(error)
    })
  })
}

async function end(number: number, commit: boolean): Promise<void> {
  const open = transactions.get(number)
  if (!open) throw new Error(`No open transaction ${number} on PGlite's thread`)
  transactions.delete(number)
  open.end(commit)
  try {
    await open.ended
  } catch (error) {
    if (error !== rollingBack) throw error
  }
}

function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const runner = request.transaction === undefined ? pglite : transactions.get(request.transaction)?.tx
      if (!runner) throw new Error(`No open transaction ${request.transaction} on PGlite's thread`)
      return runner.query(request.sql, request.params, request.options)
    }
    case 'queryNamed':
      return pglite.queryNamed(request.name, request.sql, request.params, request.options)
    case 'begin':
      return begin()
    case 'end':
      return end(request.transaction, request.commit)
    case 'listen':
      return listen(request.channel)
    case 'unlisten': {
      const stop = listeners.get(request.listener)
      listeners.delete(request.listener)
      return stop ? stop() : Promise.resolve()
    }
    case 'close':
      return pglite.close()
  }
}

async function listen(channel: string): Promise<number> {
  const number = ++lastNumber
  const stop = await pglite.listen(channel, (payload) => send({ listener: number, payload }))
  listeners.set(number, stop)
  return number
}

/** An error's message and own fields: PostgreSQL's (code, constraint, detail…) would not survive the crossing. */
function errorFields(error: unknown): ErrorFields {
  // Emscripten's file system throws objects such as `ErrnoError { errno: 54 }`.
  if (!(error instanceof Error)) return { name: 'Error', message: inspect(error, { breakLength: Infinity }) }
  const fields: ErrorFields = { name: error.name, message: error.message }
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value
  return fields
}

const send = (message: ThreadMessage) => port.postMessage(message)

/**
 * Whether the database has the folder's newest migration, so that drizzle's migrator would run nothing. One statement
 * instead of the migrator's four: on a start of the server they are on the way to its first answer (decision 056).
 */
async function isMigrated(folder: string): Promise<boolean> {
  try {
    const { rows } = await pglite.query<{ newest: string | null }>(newestAppliedMigration)
    return hasNewestMigration(rows[0]?.newest, newestMigration(folder))
  } catch {
    // No table of migrations yet: a new database.
    return false
  }
}

async function bringToNewestMigration(folder: string) {
  if (await isMigrated(folder)) return
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  await migrate(drizzle(pglite), { migrationsFolder: folder })
}

/** The step that failed, with its error, as the server's thread reports it. */
class OpeningFailed {
  constructor(
    readonly step: OpeningStep,
    readonly error: unknown,
  ) {}
}

/** PGlite opened and, when a migrations folder is given, migrated; a failed migration closes it again. */
async function openAndMigrate(): Promise<void> {
  try {
    pglite = await PGliteForDrizzle.open(dataDir, await compilePgliteWasm())
  } catch (error) {
    throw new OpeningFailed('open', error)
  }
  if (!migrationsFolder) return
  try {
    await bringToNewestMigration(migrationsFolder)
  } catch (error) {
    // Closed so that the folder is written and released before the thread ends.
    await pglite.close().catch(() => {})
    // drizzle's migrator wraps the database's error in one that names only the statement.
    throw new OpeningFailed('migrate', error instanceof Error && error.cause ? error.cause : error)
  }
}

/** PGlite open, and migrated when the server's thread asked for it: no request runs before. */
const ready = openAndMigrate()

function answer(request: ThreadRequest) {
  // An answer that cannot be copied across (a value no structured clone takes) fails as the statement would.
  ready
    .then(() => run(request))
    .then((value) => send({ id: request.id, ok: true, value }))
    .catch((error: unknown) => {
      const cause = error instanceof OpeningFailed ? error.error : error
      send({ id: request.id, ok: false, error: errorFields(cause) })
    })
}

// Listening from the start keeps this thread's event loop from running empty while PGlite compiles and opens. When
// it runs empty, Node waits for all of V8's background work (the compiling of PGlite's WebAssembly) to finish before
// the loop goes on: on a start of the server that held the first statement about 0.2 s (decision 055).
port.on('message', answer)
ready.then(
  () => send({ opened: true }),
  (failure: unknown) => {
    const { step, error } = failure instanceof OpeningFailed ? failure : new OpeningFailed('open', failure)
    send({ opened: false, step, error: errorFields(error) })
  },
)
