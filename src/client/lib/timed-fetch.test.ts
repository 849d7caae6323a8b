import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, offlineMessage, timeoutMessage } from './api-error.ts'
import { timedFetch } from './timed-fetch.ts'

/** A real HTTP server: one path answers at once, one never finishes its answer. */
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/quick') return response.end('{"ok":true}')
    response.writeHead(200, { 'content-type': 'application/json' })
    response.write('{"ok":')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('calls that time out', () => {
  it('reads an answer that comes in time', async () => {
    expect(await timedFetch(`${base}/quick`, {}, (response) => response.json(), 1000)).toEqual({ ok: true })
  })

  it('gives up on an answer that stops halfway, with the Russian message', async () => {
    const error = await failure(timedFetch(`${base}/stalls`, {}, (response) => response.json(), 300))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, message: timeoutMessage })
  })

  it('tells a refused connection from a slow one', async () => {
    const error = await failure(timedFetch('http://127.0.0.1:9/', {}, (response) => response.text(), 1000))
    expect(error).toMatchObject({ status: 0, message: offlineMessage })
  })
})
