import { useQueryClient } from '@tanstack/react-query'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { checkInMessages } from '#contract/check-in/messages.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { orderChecksKey } from '../../../shared/order-checks.ts'
import { workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'
import { navigationKeys } from '../../../shared/navigation-counts.ts'
import { pendingChecks, type PendingCheck } from '../../../pwa/pending-checks.ts'
import { ensurePendingChecks } from '../../../pwa/pending-checks-start.ts'

/** What became of a check: taken by the server, kept on the phone for later, or refused with a message. */
export type CheckOutcome =
  { kind: 'sent' } | { kind: 'queued' } | { kind: 'refused'; message: string; field: 'code' | null }

/** Not the check but the way to the server failed: the check waits on the phone. */
const networkFailed = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status >= 500)

/**
 * Sends a check now when the phone has a network, else (or when the call cannot get through) keeps it on the
 * phone to be sent later with its own time and code (decision 033). A refusal comes back for the dialog to show.
 */
export function useSendCheck() {
  const queryClient = useQueryClient()
  return async (check: PendingCheck): Promise<CheckOutcome> => {
    const queue = async (): Promise<CheckOutcome> => {
      await ensurePendingChecks()
      return (await pendingChecks.add(check))
        ? { kind: 'queued' }
        : { kind: 'refused', message: checkInMessages.signInToKeep, field: null }
    }
    if (!navigator.onLine) return queue()
    try {
      const checks = await call(checkInEndpoints[check.kind], { body: check.body })
      queryClient.setQueryData(orderChecksKey(check.body.id), checks)
      void queryClient.invalidateQueries({ queryKey: workerOrderKeys.mine('scheduled') })
      void queryClient.invalidateQueries({ queryKey: workerOrderKeys.mine('acts') })
      void queryClient.invalidateQueries({ queryKey: navigationKeys.all })
      return { kind: 'sent' }
    } catch (error) {
      if (networkFailed(error)) return queue()
      const message = error instanceof Error ? error.message : String(error)
      const field = error instanceof ApiError && error.fields.code ? 'code' : null
      return { kind: 'refused', message, field }
    }
  }
}
