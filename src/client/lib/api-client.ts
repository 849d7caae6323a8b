import {
  endpointPath,
  type CallAnswer,
  type CallArgs,
  type CallInput,
  type Endpoint,
} from '#contract/common/endpoint.ts'
import { isAuthCall } from './auth-calls.ts'
import { ApiError } from './api-error.ts'
import { fileTimeoutMs, requestTimeoutMs, timedFetch } from './timed-fetch.ts'
import { renewTokens } from './token-refresh.ts'
import { tokenStore } from './tokens.ts'

type Params = Record<string, string | number | boolean | null | undefined>
type Read<T> = (response: Response) => Promise<T>

let onSessionEnded: () => void = () => {}

/** The router tells the client where to send a user whose session cannot be renewed. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler
}

function endSession(): void {
  tokenStore.clear()
  onSessionEnded()
}

async function send<T>(
  method: string,
  url: string,
  init: { params?: Params; body?: BodyInit | object },
  read: Read<T>,
  timeoutMs = requestTimeoutMs,
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = {}
  const accessToken = tokenStore.access()
  if (accessToken && !isAuthCall(url)) headers.authorization = `Bearer ${accessToken}`
  let body: BodyInit | undefined
  if (init.body instanceof FormData || init.body instanceof Blob) body = init.body
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(init.body)
  }
  const query = init.params ? toQuery(init.params) : ''
  const outcome = await timedFetch(
    query ? `${url}?${query}` : url,
    { method, headers, body },
    async (response) => {
      if (response.status === 401 && !isAuthCall(url) && !retried)
        return { renew: true as const, refused: await ApiError.from(response) }
      if (!response.ok) throw await ApiError.from(response)
      return { renew: false as const, value: await read(response) }
    },
    timeoutMs,
  )
  if (!outcome.renew) return outcome.value
  if (!(await renewTokens(accessToken))) {
    endSession()
    throw outcome.refused
  }
  return send(method, url, init, read, timeoutMs, true)
}

function toQuery(params: Params): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  return search.toString()
}

const json = async <T>(response: Response) => (response.status === 204 ? null : await response.json()) as T

/** A download link the server gave, bound to the signed-in user: fetched with their token. */
export const downloadLink = (url: string) =>
  send('GET', url, {}, (response) => response.blob(), fileTimeoutMs)

type LooseInput = { params?: Record<string, string | number>; query?: Params; body?: object; form?: FormData }

/**
 * Makes a contract endpoint's call: the path, method and what goes where come from its declaration, the
 * input and answer types from its schemas. Files and uploads get the longer timeout.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallAnswer<E>> {
  const { params, query, body, form } = (input ?? {}) as CallInput<E> & LooseInput
  const url = endpointPath(endpoint, params)
  const answersFile = endpoint.answer === 'file'
  const read: Read<unknown> = answersFile ? (response) => response.blob() : json
  // A JSON call sends a body even when every field is optional, as the server's schema expects an object.
  const sent = form ?? body ?? (endpoint.method === 'GET' ? undefined : {})
  const init = { ...(query && { params: query }), ...(sent && { body: sent }) }
  const timeoutMs = answersFile || form ? fileTimeoutMs : requestTimeoutMs
  return send(endpoint.method, url, init, read, timeoutMs) as Promise<CallAnswer<E>>
}
