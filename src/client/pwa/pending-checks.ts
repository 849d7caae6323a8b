import type { QueryClient } from '@tanstack/react-query'
import type { CheckBody } from '#contract/check-in/endpoint-schemas.ts'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { ApiError } from '../lib/api-error.ts'
import { notify } from '../ui/snackbar/snackbar-store.ts'
import { deviceStore } from './device-store.ts'
import { pendingChecksEntry as entryName } from './pending-checks-entry.ts'

/** A check made without a network: the call and what it sends, with the phone's own time in `body.at`. */
export type PendingCheck = { kind: 'checkIn' | 'checkOut'; body: CheckBody }

/** A phone may say it is online while nothing gets through: the queue is tried again this often. */
const retryMs = 60_000

const isPendingChecks = (data: unknown): data is PendingCheck[] =>
  Array.isArray(data) &&
  data.every(
    (item: Partial<PendingCheck> | null) =>
      (item?.kind === 'checkIn' || item?.kind === 'checkOut') &&
      typeof item.body?.id === 'number' &&
      typeof item.body.at === 'string',
  )

let owner: number | null = null
let loaded: Promise<void> = Promise.resolve()
let queue: PendingCheck[] = []
let sending: Promise<void> | null = null
let afterSend: (refusal: string | null) => void = () => {}
const listeners = new Set<() => void>()

function publish(next: PendingCheck[]) {
  queue = next
  for (const listener of listeners) listener()
  if (owner !== null) void deviceStore.write(owner, entryName, queue)
}

/** The network failed, not the check: it stays queued. A refusal of the check itself (4xx) ends it. */
const keepsForLater = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500

async function sendQueued(): Promise<void> {
  await loaded
  while (owner !== null && queue.length > 0) {
    const check = queue[0]!
    let refusal: string | null = null
    try {
      await call(checkInEndpoints[check.kind], { body: check.body })
    } catch (error) {
      if (keepsForLater(error)) return
      refusal = (error as ApiError).message
    }
    publish(queue.filter((queued) => queued !== check))
    afterSend(refusal)
  }
}

const sendNow = () => (sending ??= sendQueued().finally(() => (sending = null)))

/**
 * Issue 25: the checks a worker made offline, kept on the device (the per-user store of decision 013, so a
 * sign-out or another user drops them) and sent in order, each with its own time and code, when the network
 * is back. The server judges each by its own minute; a refusal is told to the worker, the lists reload.
 */
export const pendingChecks = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  current: () => queue,
  /** Queues a check for the signed-in worker and tries to send it at once; false when nobody is signed in. */
  async add(check: PendingCheck): Promise<boolean> {
    await loaded
    if (owner === null) return false
    publish([...queue, check])
    void sendNow()
    return true
  },
}

/** Started with the worker's saved pages; answers the function that stops it (sign-out, another user). */
export function startPendingChecks(queryClient: QueryClient, userId: number): () => void {
  owner = userId
  afterSend = (refusal) => {
    if (refusal) notify({ status: 'warning', message: `Отметка не принята: ${refusal}`, permanent: true })
    else notify({ status: 'success', message: 'Связь появилась: отметка отправлена в магазин' })
    void queryClient.invalidateQueries({ queryKey: ['order'] })
  }
  loaded = deviceStore.read(userId, entryName, isPendingChecks).then((saved) => {
    if (owner === userId) queue = [...(saved?.data ?? []), ...queue]
    for (const listener of listeners) listener()
  })
  const onOnline = () => void sendNow()
  window.addEventListener('online', onOnline)
  const timer = setInterval(onOnline, retryMs)
  onOnline()
  return () => {
    window.removeEventListener('online', onOnline)
    clearInterval(timer)
    owner = null
    queue = []
    for (const listener of listeners) listener()
  }
}
