import type { Tokens } from '#contract/auth/auth.ts'
import { ApiError, offlineMessage } from './api-error.ts'
import { tokenStore } from './tokens.ts'

type Params = Record<string, string | number | boolean | null | undefined>

let onSessionEnded: () => void = () => {}

/** The router tells the client where to send a user whose session cannot be renewed. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler
}

let refreshing: Promise<boolean> | null = null

/** One refresh for all the calls that got 401 at once; false when the session is over. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokenStore.refresh()
    if (!refreshToken) return false
    const response = await fetch('/auth/generate-access-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    })
    if (response.ok) {
      tokenStore.save((await response.json()) as Tokens)
      return true
    }
    if (response.status === 400 || response.status === 401) return false
    throw await ApiError.from(response)
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

function endSession(): void {
  tokenStore.clear()
  onSessionEnded()
}

async function send(
  method: string,
  url: string,
  init: { params?: Params; body?: BodyInit | object },
  retried = false,
) {
  const headers: Record<string, string> = {}
  const accessToken = tokenStore.access()
  // Spec section 7: the bearer token goes on every request except URLs containing 'auth'.
  if (accessToken && !url.includes('auth')) headers.authorization = `Bearer ${accessToken}`
  let body: BodyInit | undefined
  if (init.body instanceof FormData || init.body instanceof Blob) body = init.body
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const query = init.params ? toQuery(init.params) : ''
  let response: Response
  try {
    response = await fetch(query ? `${url}?${query}` : url, { method, headers, body })
  } catch {
    throw new ApiError(0, offlineMessage)
  }
  if (response.status === 401 && !url.includes('auth') && !retried) {
    const renewed = await refreshTokens().catch((error: unknown) => {
      throw error instanceof ApiError ? error : new ApiError(0, offlineMessage)
    })
    if (!renewed) {
      endSession()
      throw await ApiError.from(response)
    }
    return send(method, url, init, true)
  }
  if (!response.ok) throw await ApiError.from(response)
  return response
}

function toQuery(params: Params): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  return search.toString()
}

async function json<T>(response: Response): Promise<T> {
  return (response.status === 204 ? null : await response.json()) as T
}

/** GET sends its parameters as the query; the other methods send them as the body (spec section 7). */
export const api = {
  get: async <T>(url: string, params?: Params) => json<T>(await send('GET', url, params ? { params } : {})),
  post: async <T>(url: string, body: object = {}, params?: Params) =>
    json<T>(await send('POST', url, params ? { body, params } : { body })),
  delete: async <T>(url: string, body: object = {}) => json<T>(await send('DELETE', url, { body })),
  upload: async <T>(url: string, form: FormData) => json<T>(await send('POST', url, { body: form })),
  blob: async (url: string, body: object = {}) => (await send('POST', url, { body })).blob(),
}
