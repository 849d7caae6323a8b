import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import type { EndpointRoute } from '../../src/contract/common/endpoint.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { requestTimeoutMessage } from '../../src/contract/common/error-messages.ts'
import { services } from '../../src/server/db/schema/index.ts'
import { anotherWorkersOrderId } from '../support/orders.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { pdf } from '../support/dictionaries.ts'
import {
  head,
  jsonOf,
  listenLocally,
  openConnection,
  pause,
  statusOf,
  type RawConnection,
} from '../support/raw-http.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 16, item 9: a body that trickles or stalls is cut with 408, and a refused upload is answered before its
 * bytes are read. A real listening server and raw sockets, since `inject` hands the body over at once. The limits
 * are short here (1 s for a body, 3 s for an upload); the defaults are 30 s and 10 minutes.
 */
const bodySeconds = 1
const uploadSeconds = 3
let test: TestApp
let port: number
let admin: string
let worker: string
let serviceId: number
let othersOrderId: number

beforeAll(async () => {
  test = await createTestApp({
    env: { BODY_TIMEOUT_SECONDS: String(bodySeconds), UPLOAD_TIMEOUT_SECONDS: String(uploadSeconds) },
  })
  admin = (await signIn(test, 'admin')).accessToken
  worker = (await signIn(test, 'worker')).accessToken
  const [service] = await test.db.select({ id: services.id }).from(services).limit(1)
  serviceId = service!.id
  othersOrderId = await anotherWorkersOrderId(test)
  port = await listenLocally(test.app)
})
afterAll(() => test.close())

const json = '{"phone":"+79161234567"}'
const jsonHead = head(authEndpoints.requestWorkerCode.method, authEndpoints.requestWorkerCode.path, {
  'content-type': 'application/json',
  'content-length': json.length,
})

const boundary = 'slowboundary'
/** A multipart body: the id field, then a file of `size` bytes (a PDF), then the closing boundary. */
function uploadParts(idField: string, id: number, fileField: string, size: number) {
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${idField}"\r\n\r\n${id}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="файл.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  )
  const file = Buffer.concat([pdf, Buffer.alloc(Math.max(0, size - pdf.length), 0x20)])
  const end = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { start, file, end, length: start.length + file.length + end.length }
}
const uploadHead = (endpoint: EndpointRoute, token: string, length: number) =>
  head(endpoint.method, endpoint.path, {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': length,
  })

function expectCut(connection: { received(): string; closedAfterMs(): number | null }, limitMs: number) {
  expect(statusOf(connection.received()), connection.received()).toBe(408)
  expect(jsonOf(connection.received())).toEqual({ message: requestTimeoutMessage })
  const closedAfter = connection.closedAfterMs()
  expect(closedAfter).not.toBeNull()
  expect(closedAfter!).toBeGreaterThanOrEqual(limitMs - 50)
  expect(closedAfter!).toBeLessThan(limitMs + 1500)
}

describe('a body that stalls or trickles is cut with 408', () => {
  it('cuts a JSON body that stops halfway, after the body limit', async () => {
    const connection = await openConnection(port)
    await connection.write(jsonHead + json.slice(0, 10))
    await connection.waitFor(() => false, bodySeconds * 1000 + 2000)
    expectCut(connection, bodySeconds * 1000)
  })

  it('cuts a JSON body that keeps coming a byte at a time, after the body limit', async () => {
    const connection = await openConnection(port)
    await connection.write(jsonHead)
    for (const char of json) {
      if (connection.closedAfterMs() !== null) break
      await connection.write(char)
      await pause(150)
    }
    await connection.waitFor(() => false, 2000)
    expectCut(connection, bodySeconds * 1000)
  })

  it('cuts an upload that stalls, after the body limit without a byte', async () => {
    const parts = uploadParts('id', serviceId, 'file', 512 * 1024)
    const connection = await openConnection(port)
    await connection.write(uploadHead(dictionaryEndpoints.uploadContractOffer, admin, parts.length))
    await connection.write(Buffer.concat([parts.start, parts.file.subarray(0, 1000)]))
    await connection.waitFor(() => false, bodySeconds * 1000 * 2 + 2000)
    expect(statusOf(connection.received())).toBe(408)
    expect(connection.closedAfterMs()!).toBeLessThan(bodySeconds * 1000 * 2 + 1500)
  })

  it('cuts an upload that trickles without stalling, after the upload limit', async () => {
    const parts = uploadParts('id', serviceId, 'file', 512 * 1024)
    const connection = await openConnection(port)
    await connection.write(uploadHead(dictionaryEndpoints.uploadContractOffer, admin, parts.length))
    await connection.write(parts.start)
    const giveUpAt = Date.now() + uploadSeconds * 1000 + 2000
    for (let offset = 0; offset < parts.file.length && connection.closedAfterMs() === null; offset += 100) {
      if (Date.now() > giveUpAt) break
      await connection.write(parts.file.subarray(offset, offset + 100))
      await pause(200)
    }
    expectCut(connection, uploadSeconds * 1000)
  })

  it('lets a steady upload take longer than a JSON body may, within the upload limit', async () => {
    const parts = uploadParts('id', serviceId, 'file', 256 * 1024)
    const connection = await openConnection(port)
    await connection.write(uploadHead(dictionaryEndpoints.uploadContractOffer, admin, parts.length))
    await connection.write(parts.start)
    const pieces = 8
    const piece = Math.ceil(parts.file.length / pieces)
    for (let index = 0; index < pieces; index++) {
      await connection.write(parts.file.subarray(index * piece, (index + 1) * piece))
      await pause(250)
    }
    await connection.write(parts.end)
    await connection.waitFor((received) => statusOf(received) !== null, 3000)
    expect(statusOf(connection.received()), connection.received()).toBe(200)
    connection.socket.destroy()
  })
})

/** Sends `bytes` a piece every 200 ms, as long as the connection is open and `untilMs` has not passed. */
async function trickle(connection: RawConnection, bytes: Buffer, untilMs: number) {
  const giveUpAt = Date.now() + untilMs
  for (let offset = 0; offset < bytes.length && connection.closedAfterMs() === null; offset += 100) {
    if (Date.now() > giveUpAt) break
    await connection.write(bytes.subarray(offset, offset + 100))
    await pause(200)
  }
}

describe('the upload’s allowance (issue 43, item 8)', () => {
  it.each([
    ['an upload route, anonymous', dictionaryEndpoints.uploadContractOffer, null],
    ['a JSON route, anonymous', authEndpoints.requestWorkerCode, null],
    ['a JSON route, signed in', receiptEndpoints.byLink, 'worker'],
  ] as const)(
    'is not given to a multipart body on %s: answered, it is closed within the JSON body’s time',
    async (_where, endpoint, caller) => {
      const parts = uploadParts('id', serviceId, 'file', 512 * 1024)
      const connection = await openConnection(port)
      await connection.write(
        head(endpoint.method, endpoint.path, {
          ...(caller ? { authorization: `Bearer ${worker}` } : {}),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': parts.length,
        }),
      )
      await connection.write(parts.start)
      await trickle(connection, parts.file, uploadSeconds * 1000 + 2000)
      expect(statusOf(connection.received()), connection.received()).toBeGreaterThanOrEqual(400)
      expect(connection.closedAfterMs()).not.toBeNull()
      expect(connection.closedAfterMs()!).toBeLessThan(bodySeconds * 1000 + 1000)
    },
  )

  it('ends once a refused upload is answered: the rest of its body has a short while, not the upload’s', async () => {
    const parts = uploadParts('orderId', othersOrderId, 'taxReceiptFile', 512 * 1024)
    const connection = await openConnection(port)
    await connection.write(uploadHead(receiptEndpoints.upload, worker, parts.length))
    await connection.write(Buffer.concat([parts.start, parts.file.subarray(0, 1000)]))
    await connection.waitFor((received) => statusOf(received) !== null, 800)
    expect(statusOf(connection.received())).toBe(404)
    const answeredAfter = Date.now()
    await trickle(connection, parts.file.subarray(1000), uploadSeconds * 1000 + 2000)
    expect(connection.closedAfterMs()).not.toBeNull()
    expect(Date.now() - answeredAfter).toBeLessThan(bodySeconds * 1000 + 1000)
  })
})

describe('a refused upload', () => {
  it('is answered before its file is read, and its connection stays usable once the body is through', async () => {
    const parts = uploadParts('orderId', othersOrderId, 'taxReceiptFile', 2 * 1024 * 1024)
    const connection = await openConnection(port)
    await connection.write(uploadHead(receiptEndpoints.upload, worker, parts.length))
    await connection.write(Buffer.concat([parts.start, parts.file.subarray(0, 64 * 1024)]))
    const answeredEarly = await connection.waitFor((received) => statusOf(received) !== null, 800)
    expect(answeredEarly, 'an answer before the rest of the file was sent').toBe(true)
    expect(statusOf(connection.received())).toBe(404)
    expect(jsonOf(connection.received())).toEqual({ message: 'Заказ не найден' })
    await connection.write(Buffer.concat([parts.file.subarray(64 * 1024), parts.end]))
    const before = connection.received().length
    await connection.write(head('GET', systemEndpoints.health.path, {}))
    await connection.waitFor((received) => received.slice(before).includes('"status"'), 3000)
    expect(statusOf(connection.received().slice(before))).toBe(200)
    connection.socket.destroy()
  })
})
