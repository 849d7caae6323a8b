import { sql } from 'drizzle-orm'
import type { DatabaseHandle, Executor } from './client.ts'

/**
 * What the caches of an instance hold and another instance may change: a session ended, a user's standing
 * (block, deletion, role, state), the settings. Decision 024.
 */
export type Change =
  { of: 'session'; id: string } | { of: 'employee' | 'worker'; id: number } | { of: 'settings' }

/** Every instance listens on this channel; PostgreSQL delivers a notification when its transaction commits. */
const changesChannel = 'smeny_changes'

/**
 * A backstop, not the rule: announced changes reach every instance at once; a row changed by hand in the
 * database, which announces nothing, or a notification lost with a silently dead connection, is seen within
 * this time by every cache that listens.
 */
export const cacheBackstopMs = 60_000

/** How long a listener that lost its connection waits before connecting again. */
const reconnectMs = 1000

const encode = (change: Change) => ('id' in change ? `${change.of}:${change.id}` : change.of)

function decode(payload: string): Change | null {
  const [of, id = ''] = payload.split(':', 2)
  if (of === 'settings') return { of }
  if (of === 'session' && id) return { of, id }
  if ((of === 'employee' || of === 'worker') && /^\d+$/.test(id)) return { of, id: Number(id) }
  return null
}

/** The feeds of this process: a change is applied here at once, before any notification comes back. */
const feedsInProcess = new Set<(change: Change) => void>()

/**
 * Tells every instance's caches to forget what the change touches. Called in the transaction that makes the
 * change: the notification goes out when it commits and not at all if it rolls back. This process's caches
 * forget at once, so the next request here sees the change even before the notification arrives.
 */
export async function announceChange(db: Executor, change: Change): Promise<void> {
  for (const hear of feedsInProcess) hear(change)
  await db.execute(sql`select pg_notify(${changesChannel}, ${encode(change)})`)
}

/** `'all'`: the feed lost its connection and may have missed changes, so everything is forgotten. */
export type Heard = Change | 'all'

export type ChangeFeed = {
  /** False while the listening connection is lost: caches then hold nothing and every read asks the database. */
  readonly live: boolean
  /** Grows with every change heard: a read that began before a change must not be remembered after it. */
  readonly epoch: number
  subscribe(listener: (heard: Heard) => void): void
  /** Settles once the first try to connect has ended, live or not (a failed one is tried again). */
  readonly connected: Promise<void>
  close(): Promise<void>
}

/**
 * Listens for changes on a connection of its own, connecting again whenever it is lost. Opened at once: the caches
 * subscribe while the first connection is made.
 */
export function openChangeFeed(database: DatabaseHandle, warn: (message: string) => void): ChangeFeed {
  const listeners: ((heard: Heard) => void)[] = []
  let live = false
  let epoch = 0
  let closed = false
  let connection: { close: () => Promise<void> } | null = null
  let retry: NodeJS.Timeout | null = null

  const hear = (heard: Heard) => {
    epoch++
    for (const listener of listeners) listener(heard)
  }
  const onMessage = (payload: string) => {
    const change = decode(payload)
    hear(change ?? 'all')
  }
  const onEnd = (error?: Error) => {
    if (!live) return
    live = false
    connection = null
    hear('all')
    warn(`The change listener lost its connection${error ? `: ${error.message}` : ''}; reconnecting`)
    retry = setTimeout(connect, reconnectMs)
  }
  async function connect(): Promise<void> {
    retry = null
    if (closed) return
    try {
      connection = await database.listen(changesChannel, onMessage, onEnd)
      live = true
      hear('all')
    } catch (error) {
      warn(`The change listener could not connect: ${(error as Error).message}; retrying`)
      retry = setTimeout(connect, reconnectMs)
    }
  }

  feedsInProcess.add(hear)
  const connected = connect()
  return {
    connected,
    get live() {
      return live
    },
    get epoch() {
      return epoch
    },
    subscribe: (listener) => listeners.push(listener),
    async close() {
      closed = true
      live = false
      feedsInProcess.delete(hear)
      if (retry) clearTimeout(retry)
      await connection?.close()
    },
  }
}
