import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import {
  endpointPath,
  type CallAnswer,
  type CallInput,
  type Endpoint,
} from '../../src/contract/common/endpoint.ts'
import type { ErrorBody } from '../../src/contract/common/errors.ts'
import { multipart } from './multipart.ts'

type Upload = {
  fields: Record<string, string>
  file: { field: string; name: string; type: string; bytes: Buffer }
}

/** What a test sends: the call's input, an upload's parts instead of a browser form, and whose call it is. */
export type TestCall<E extends Endpoint> = (
  | Omit<CallInput<E>, 'form'>
  /** Input no client of the contract would send: a hostile or malformed body, sent as it is. */
  | (Partial<Omit<CallInput<E>, 'form' | 'body'>> & { rawBody: unknown })
) & {
  token?: string
  upload?: Upload
  headers?: Record<string, string>
  /** The caller's address, for the limits kept per address. */
  remoteAddress?: string
}

/**
 * The answer as typed by the contract on success; an error answer's message fields beside it. A call that
 * answers 204 has null on success, so its error fields are read through `?.`.
 */
export type TestAnswer<E extends Endpoint> = {
  status: number
  body: CallAnswer<E, Buffer> extends null
    ? Partial<ErrorBody> | null
    : CallAnswer<E, Buffer> & Partial<ErrorBody>
  headers: OutgoingHttpHeaders
}

type Loose = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
}

/** Makes a contract endpoint's call through `app.inject`, as the client would, typed by the contract. */
export async function callApi<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  request: TestCall<E> = {} as TestCall<E>,
): Promise<TestAnswer<E>> {
  const { params, query } = request as TestCall<E> & Loose
  const body = 'rawBody' in request ? request.rawBody : (request as Loose).body
  const headers: Record<string, string> = { ...request.headers }
  if (request.token) headers.authorization = `Bearer ${request.token}`
  let payload: string | Buffer | undefined
  if (request.upload) {
    const form = multipart(request.upload.fields, request.upload.file)
    payload = form.body
    headers['content-type'] = form.contentType
  } else if (body !== undefined) {
    payload = JSON.stringify(body)
    headers['content-type'] = 'application/json'
  }
  const response = await app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint, params),
    query: toQuery(query),
    headers,
    ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
    ...(payload !== undefined && { payload }),
  })
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json')
  const answer = isJson
    ? (response.json() as unknown)
    : endpoint.answer === 'file'
      ? response.rawPayload
      : null
  return {
    status: response.statusCode,
    body: answer as TestAnswer<E>['body'],
    headers: response.headers,
  }
}

function toQuery(query: Record<string, unknown> | undefined): Record<string, string> {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null)
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
}
