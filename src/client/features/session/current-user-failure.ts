import { currentUserFailureMessage } from '#contract/common/error-messages.ts'
import { ApiError } from '../../lib/api-error.ts'

/** Spec section 8: the server's message when it gave one, else «Не удалось получить информацию о пользователе». */
export function currentUserFailureText(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.fromServer
    ? error.message
    : currentUserFailureMessage
}
