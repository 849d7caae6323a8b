import { errorBodySchema, internalErrorMessage } from '#contract/common/errors.ts'

export const offlineMessage = 'Нет соединения с сервером. Проверьте интернет и повторите'

/** A failed call: the HTTP status (0 when the server was not reached) and the server's Russian messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly messages: string[] = [message],
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }

  static async from(response: Response): Promise<ApiError> {
    const body = await response.json().catch(() => null)
    const parsed = errorBodySchema.safeParse(body)
    if (!parsed.success) return new ApiError(response.status, internalErrorMessage)
    return new ApiError(response.status, parsed.data.message, parsed.data.messages, parsed.data.fields)
  }
}
