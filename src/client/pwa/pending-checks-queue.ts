import type { CheckBody } from '#contract/check-in/endpoint-schemas.ts'
import { ApiError } from '../lib/api-error.ts'
import type { KeyValue } from './user-store.ts'

/** A check made without a network: the call and what it sends, with the phone's own time in `body.at`. */
export type PendingCheck = { kind: 'checkIn' | 'checkOut'; body: CheckBody }

/** Bumped when a queue's shape changes: a queue of another format is dropped, not misread. */
const format = 1
type Stored = { format: number; workerId: number; checks: PendingCheck[] }

const isCheck = (item: Partial<PendingCheck> | null) =>
  (item?.kind === 'checkIn' || item?.kind === 'checkOut') &&
  typeof item.body?.id === 'number' &&
  typeof item.body.at === 'string'

const isStored = (value: unknown, workerId: number): value is Stored => {
  const stored = value as Partial<Stored> | null
  return (
    stored?.format === format &&
    stored.workerId === workerId &&
    Array.isArray(stored.checks) &&
    stored.checks.every(isCheck)
  )
}

const sameCheck = (a: PendingCheck, b: PendingCheck) =>
  a.kind === b.kind && a.body.id === b.body.id && a.body.at === b.body.at

/** The network failed, not the check: it stays queued. A refusal of the check itself (4xx) ends it. */
const keepsForLater = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500

const noChecks: PendingCheck[] = []

/** What became of a queued check: sent (null) or refused with the server's message. */
export type AfterSend = (refusal: string | null) => void

type Session = { workerId: number; queue: PendingCheck[]; loaded: Promise<void>; afterSend: AfterSend }

/**
 * Decision 037: the checks each worker made offline, kept on the device under the worker's id — across a
 * sign-out, in a store that signing out does not clear — and sent in order, each with its own time and code,
 * only while that worker is signed in. Another worker on the same phone neither sees nor sends them. The store
 * is changed one check at a time, in order, so a send that ends after its worker left still takes its check out.
 */
export function createPendingChecks(backend: KeyValue, send: (check: PendingCheck) => Promise<unknown>) {
  let session: Session | null = null
  let sending: Promise<void> | null = null
  let storing: Promise<unknown> = Promise.resolve()
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())

  async function read(workerId: number): Promise<PendingCheck[]> {
    const key = String(workerId)
    const value = await backend.get(key).catch(() => undefined)
    if (value === undefined) return []
    if (isStored(value, workerId)) return value.checks
    await backend.del(key).catch(() => undefined)
    return []
  }

  /** Changes one worker's stored queue after every change asked before it. */
  function store(workerId: number, change: (checks: PendingCheck[]) => PendingCheck[]): Promise<unknown> {
    storing = storing.then(async () => {
      const checks = change(await read(workerId))
      const key = String(workerId)
      if (checks.length === 0) await backend.del(key)
      else await backend.set(key, { format, workerId, checks } satisfies Stored)
    })
    storing = storing.catch(() => undefined)
    return storing
  }

  function sendNow(): Promise<void> {
    if (sending) return sending
    const run: Promise<void> = sendQueued().finally(() => {
      if (sending === run) sending = null
    })
    sending = run
    return run
  }

  async function sendQueued(): Promise<void> {
    const current = session
    if (!current) return
    await current.loaded
    while (session === current && current.queue.length > 0) {
      const check = current.queue[0]!
      let refusal: string | null = null
      try {
        await send(check)
      } catch (error) {
        if (keepsForLater(error)) return
        refusal = (error as ApiError).message
      }
      current.queue = current.queue.filter((queued) => queued !== check)
      await store(current.workerId, (checks) => checks.filter((stored) => !sameCheck(stored, check)))
      if (session !== current) return
      emit()
      current.afterSend(refusal)
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** The signed-in worker's waiting checks; none when nobody is signed in. */
    /** The same array until the queue changes, as `useSyncExternalStore` needs: one empty array for no worker. */
    current: (): PendingCheck[] => session?.queue ?? noChecks,
    /** Queues a check for the signed-in worker and tries to send it at once; false when nobody is signed in. */
    async add(check: PendingCheck): Promise<boolean> {
      const current = session
      if (!current) return false
      await current.loaded
      if (session !== current) return false
      current.queue = [...current.queue, check]
      emit()
      await store(current.workerId, (checks) => [...checks, check])
      void sendNow()
      return true
    },
    /** Sends the signed-in worker's queue, in order, until the network fails again. */
    send: sendNow,
    /**
     * A worker signed in: their own checks left from before are loaded and may be sent. Answers the function
     * that ends it (sign-out, another user), which keeps the stored checks for that worker's next sign-in.
     */
    start(workerId: number, afterSend: AfterSend): () => void {
      const current: Session = { workerId, queue: [], loaded: Promise.resolve(), afterSend }
      current.loaded = storing
        .then(() => read(workerId))
        .then((saved) => {
          current.queue = [...saved, ...current.queue]
          if (session === current) emit()
        })
      session = current
      emit()
      return () => {
        if (session !== current) return
        session = null
        sending = null
        emit()
      }
    },
  }
}
