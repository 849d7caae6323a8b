import type { ErrorBody } from '#contract/common/errors.ts'
import { internalErrorMessage } from '#contract/common/error-messages.ts'

export const offlineMessage = 'Нет соединения с сервером. Проверьте интернет и повторите'
export const timeoutMessage = 'Сервер не ответил вовремя. Проверьте интернет и повторите'

/**
 * A failed call: the HTTP status (0 when the server was not reached) and the server's Russian messages.
 * `fromServer` is false when the answer carried no message, so a screen may say more than the generic text.
 */
export class ApiError extends Error {
  readonly status: number
  readonly messages: string[]
  readonly fields: Record<string, string>
  readonly fromServer: boolean
  /** A call on many rows (create-many, a series): each refused row and why. */
  readonly rows: { row: number; message: string }[]

  constructor(
    status: number,
    message: string,
    messages: string[] = [message],
    fields: Record<string, string> = {},
    fromServer = true,
    rows: { row: number; message: string }[] = [],
  ) {
    super(message)
    this.status = status
    this.messages = messages
    this.fields = fields
    this.fromServer = fromServer
    this.rows = rows
  }

  static async from(response: Response): Promise<ApiError> {
    // Read by hand rather than with the contract's schema: this runs on every screen, zod need not load for it.
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null
    if (typeof body?.message !== 'string')
      return new ApiError(response.status, internalErrorMessage, [internalErrorMessage], {}, false)
    const messages = Array.isArray(body.messages)
      ? body.messages.filter((item) => typeof item === 'string')
      : undefined
    const fields = body.fields && typeof body.fields === 'object' ? body.fields : undefined
    const rows = Array.isArray(body.errors) ? body.errors : []
    return new ApiError(response.status, body.message, messages, fields, true, rows)
  }
}
