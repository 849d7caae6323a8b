import { ApiError, offlineMessage, timeoutMessage } from './api-error.ts'

/** How long a call may take before the worker is told to check the network; a spinner never runs forever. */
export const requestTimeoutMs = 30_000
/** Files (an act's PDF, a receipt sent again) are larger and may take longer on a phone's network. */
export const fileTimeoutMs = 120_000

/**
 * fetch, then `read` the answer, within `timeoutMs` for both: a network that stops answering halfway gives the
 * same Russian message as one that never answered. A failure to connect is ApiError 0 with the offline message.
 */
export async function timedFetch<T>(
  url: string,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
  timeoutMs = requestTimeoutMs,
): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return await read(await fetch(url, { ...init, signal: controller.signal }))
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(0, timeoutMessage)
    // fetch and body reads reject with a TypeError when the connection fails; anything else is passed on.
    if (error instanceof TypeError) throw new ApiError(0, offlineMessage)
    throw error
  } finally {
    clearTimeout(timer)
  }
}
