import { internalErrorMessage } from '#contract/common/error-messages.ts'
import { ApiError } from '../../lib/api-error.ts'
import { notify } from './snackbar-store.ts'

/** Spec section 8: an error snackbar with the server's message(s), or the generic one when there is none. */
export function notifyFailure(error: unknown): void {
  const messages = error instanceof ApiError ? error.messages.filter(Boolean) : []
  notify({ status: 'error', message: messages.length ? messages : internalErrorMessage })
}
