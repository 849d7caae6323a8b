import { parentPort, workerData } from 'node:worker_threads'
import type { Transaction } from '@electric-sql/pglite'
import { PGliteForDrizzle } from './pglite-client.ts'
import { compilePgliteWasm } from './pglite-wasm.ts'
import type { ErrorFields, ThreadMessage, ThreadRequest } from './pglite-thread-messages.ts'

/**
 * PGlite on a thread of its own (decision 055): it answers the server's thread's requests (src/server/db/pglite-thread.ts)
 * one message each, so the database's WebAssembly runs beside the server's JavaScript rather than between it.
 * workerData: `{ dataDir?: string }`, an absolute path.
 */
const port = parentPort!
const { dataDir } = workerData as { dataDir?: string }
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
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const fields: ErrorFields = { name: error.name, message: error.message }
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      fields[key] = value
  return fields
}

const send = (message: ThreadMessage) => port.postMessage(message)

function answer(request: ThreadRequest) {
  // An answer that cannot be copied across (a value no structured clone takes) fails as the statement would.
  Promise.resolve()
    .then(() => run(request))
    .then((value) => send({ id: request.id, ok: true, value }))
    .catch((error: unknown) => send({ id: request.id, ok: false, error: errorFields(error) }))
}

// Listening from the start (the server's thread asks nothing before `opened`) keeps this thread's event loop from
// running empty while PGlite compiles and opens. When it runs empty, Node waits for all of V8's background work
// (the compiling of PGlite's WebAssembly) to finish before the loop goes on: on a start of the server that held the
// first statement about 0.2 s (decision 055).
port.on('message', answer)
compilePgliteWasm()
  .then((wasmModule) => PGliteForDrizzle.open(dataDir, wasmModule))
  .then(
    (opened) => {
      pglite = opened
      send({ opened: true })
    },
    (error: unknown) => send({ opened: false, error: errorFields(error) }),
  )
