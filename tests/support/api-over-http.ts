import { endpointPath, type Endpoint } from '../../src/contract/common/endpoint.ts'
import type { TestAnswer, TestCall } from './api.ts'
import { multipart } from './multipart.ts'

type Loose = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
  rawBody?: unknown
}

/**
 * `callApi` over a real socket, for a server started as its own process: the same typed call, made with fetch
 * to the endpoint's method and path.
 */
export function httpApi(baseUrl: string) {
  return async <E extends Endpoint>(
    endpoint: E,
    request: TestCall<E> = {} as TestCall<E>,
  ): Promise<TestAnswer<E>> => {
    const { params, query } = request as TestCall<E> & Loose
    const body = 'rawBody' in request ? request.rawBody : (request as Loose).body
    const headers: Record<string, string> = { ...request.headers }
    if (request.token) headers.authorization = `Bearer ${request.token}`
    let payload: string | Uint8Array<ArrayBuffer> | undefined
    if (request.upload) {
      const form = multipart(request.upload.fields, request.upload.file)
      payload = new Uint8Array(form.body)
      headers['content-type'] = form.contentType
    } else if (body !== undefined) {
      payload = JSON.stringify(body)
      headers['content-type'] = 'application/json'
    }
    const search = new URLSearchParams(
      Object.entries(query ?? {})
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    ).toString()
    const response = await fetch(`${baseUrl}${endpointPath(endpoint, params)}${search ? `?${search}` : ''}`, {
      method: endpoint.method,
      headers,
      ...(payload !== undefined && { body: payload }),
    })
    const bytes = Buffer.from(await response.arrayBuffer())
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json')
    const answer = isJson
      ? (JSON.parse(bytes.toString('utf8')) as unknown)
      : endpoint.answer === 'file'
        ? bytes
        : null
    return {
      status: response.status,
      body: answer as TestAnswer<E>['body'],
      headers: Object.fromEntries(response.headers.entries()),
    }
  }
}
