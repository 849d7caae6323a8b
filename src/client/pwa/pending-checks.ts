import type { QueryClient } from '@tanstack/react-query'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { notify } from '../ui/snackbar/snackbar-store.ts'
import { indexedDbKeyValue } from './indexed-db.ts'
import { createPendingChecks } from './pending-checks-queue.ts'
import { pendingChecksDatabase } from './pending-checks-entry.ts'

export type { PendingCheck } from './pending-checks-queue.ts'

/** A phone may say it is online while nothing gets through: the queue is tried again this often. */
const retryMs = 60_000

/**
 * Issue 25, decision 037: the checks a worker made offline, in a database of their own that sign-out does not
 * clear, sent when the network is back and that worker is signed in. The server judges each by its own minute;
 * a refusal is told to the worker, the lists reload.
 */
export const pendingChecks = createPendingChecks(indexedDbKeyValue(pendingChecksDatabase), (check) =>
  call(checkInEndpoints[check.kind], { body: check.body }),
)

/** Started with the worker's saved pages; answers the function that stops it (sign-out, another user). */
export function startPendingChecks(queryClient: QueryClient, userId: number): () => void {
  const stop = pendingChecks.start(userId, (refusal) => {
    if (refusal) notify({ status: 'warning', message: `Отметка не принята: ${refusal}`, permanent: true })
    else notify({ status: 'success', message: 'Отметка отправлена' })
    void queryClient.invalidateQueries({ queryKey: ['order'] })
  })
  const onOnline = () => void pendingChecks.send()
  window.addEventListener('online', onOnline)
  const timer = setInterval(onOnline, retryMs)
  onOnline()
  return () => {
    window.removeEventListener('online', onOnline)
    clearInterval(timer)
    stop()
  }
}
