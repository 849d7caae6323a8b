import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workerOrderEndpoints as calls } from '../../src/contract/orders/endpoints.ts'
import { receiptEndpoints as receipts } from '../../src/contract/receipts/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import type { WorkerOrderList } from '../../src/contract/orders/worker-views.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let other: string
let notConfirmed: string
let blocked: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  worker = (await signIn(test, 'worker')).accessToken
  other = (await signIn(test, 'secondWorker')).accessToken
  notConfirmed = (await signIn(test, 'notConfirmedWorker')).accessToken
  blocked = (await signIn(test, 'blockedWorker')).accessToken
})
afterAll(() => test.close())

const available = async (token: string) => {
  const response = await callApi(test.app, calls.available, { token, query: {} })
  return { status: response.status, page: response.body }
}
const list = async (token: string, body: { list: WorkerOrderList }) => {
  const response = await callApi(test.app, calls.mine, { token, body, query: {} })
  return { status: response.status, page: response.body }
}

describe('the worker’s order lists', () => {
  it('offers the orders of the worker’s city not yet begun, open to responses, with their own responses marked', async () => {
    const { status, page } = await available(worker)
    expect(status).toBe(200)
    expect(page.content.length).toBe(3)
    expect(
      page.content.every(
        (order) => order.shop.city.name === 'Луховицы' && ['NEW', 'HAS_RESPONSE'].includes(order.status),
      ),
    ).toBe(true)
    const responded = page.content.find((order) => order.status === 'HAS_RESPONSE')!
    expect(responded.myResponseId).toEqual(expect.any(Number))
    expect(page.content.filter((order) => order.myResponseId === null)).toHaveLength(2)
  })

  it('is closed to workers who are not confirmed or are blocked', async () => {
    expect((await available(notConfirmed)).status).toBe(403)
    expect((await available(blocked)).status).toBe(403)
    expect((await list(notConfirmed, { list: 'acts' })).status).toBe(403)
  })

  it('lists the worker’s own orders by stage', async () => {
    const statuses = async (name: WorkerOrderList) =>
      (await list(worker, { list: name })).page.content.map((order) => order.status).sort()
    expect(await statuses('responses')).toEqual(['HAS_RESPONSE'])
    expect(await statuses('awaiting')).toEqual(['APPROVED'])
    expect(await statuses('scheduled')).toEqual(['CONFIRMED'])
    const acts = (await list(worker, { list: 'acts' })).page.content
    expect(acts.map((order) => [order.status, order.certificateStatus]).sort()).toEqual([
      ['DONE', 'SENT'],
      ['FINISHED', 'CONFIRMED'],
    ])
    expect(
      (await callApi(test.app, calls.mine, { token: worker, query: {}, rawBody: { list: 'everything' } }))
        .status,
    ).toBe(400)
  })

  it('never shows one worker another’s orders', async () => {
    const me = (await callApi(test.app, workerEndpoints.me, { token: other })).body.id
    for (const name of ['responses', 'awaiting', 'scheduled', 'acts'] as const) {
      const page = (await list(other, { list: name })).page
      expect(
        page.content.every((order) => order.executor === null || order.executor.id === me),
        name,
      ).toBe(true)
    }
    expect((await list(other, { list: 'awaiting' })).page.content).toEqual([])
  })
})

describe('tax receipts', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 1),
  ])
  const upload = (token: string, orderId: number, bytes: Buffer, name = 'чек.png') =>
    callApi(test.app, receipts.upload, {
      token,
      upload: {
        fields: { orderId: String(orderId) },
        file: { field: 'taxReceiptFile', name, type: 'image/png', bytes },
      },
    })
  const mineOf = async (token: string) => (await callApi(test.app, receipts.mine, { token })).body
  const linkFor = (token: string, id: number) =>
    callApi(test.app, receipts.linkForDownloading, { token, body: { id } })
  const paidOrderOf = async (token: string) =>
    (await list(token, { list: 'acts' })).page.content.find((order) => order.status === 'FINISHED')!

  it('are uploaded for a finished, paid order, once, and listed and downloaded by their owner only', async () => {
    const paid = await paidOrderOf(worker)
    const first = await upload(worker, paid.id, png)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      orderId: paid.id,
      orderNumber: paid.orderNumber,
      fileName: 'чек.png',
    })
    // A file is never VERIFIED: a second one replaces it (decision 085), and the order holds one.
    const second = await upload(worker, paid.id, png)
    expect(second.status).toBe(200)
    const mine = await mineOf(worker)
    expect(mine.map((receipt) => receipt.id)).toEqual([second.body.id])
    expect(mine).toHaveLength(1)
    const link = await linkFor(worker, mine[0]!.id)
    const file = await test.app.inject({ method: 'GET', url: link.body.url })
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(png)).toBe(true)
    expect((await linkFor(other, mine[0]!.id)).status).toBe(404)
    expect((await mineOf(other)).map((receipt) => receipt.id)).not.toContain(mine[0]!.id)
  })

  it('refuse an order not yet paid, another worker’s order, an .exe renamed to .pdf and a file over 10 MB', async () => {
    const done = (await list(worker, { list: 'acts' })).page.content.find((order) => order.status === 'DONE')!
    expect((await upload(worker, done.id, png)).body).toEqual({
      message: 'Чек прикрепляется к завершённому и оплаченному заказу',
    })
    // The other worker's paid order still needing its receipt (the demo gave the others receipts by link).
    const [needed] = (await callApi(test.app, receipts.needed, { token: other })).body
    const othersPaid = { id: needed!.orderId }
    const othersBefore = await mineOf(other)
    expect((await upload(worker, othersPaid.id, png)).status).toBe(404)
    const exe = await upload(
      other,
      othersPaid.id,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
      'receipt.pdf',
    )
    expect(exe.status).toBe(400)
    expect(exe.body.message).toBe('Чек должен быть изображением (JPEG, PNG) или PDF')
    const huge = await upload(other, othersPaid.id, Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]))
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({ message: 'Файл чека слишком большой: не более 10 МБ' })
    expect(await mineOf(other)).toEqual(othersBefore)
  })
})

describe('the worker’s available orders, many of them', () => {
  it('pages through them nearest shift first, each once', async () => {
    const staff = (await signIn(test, 'admin')).accessToken
    const ref = await referenceData(test, staff)
    for (let index = 0; index < 45; index += 1)
      await createOrder(test, staff, {
        shop: ref.lukhovitsyShop,
        serviceId: ref.perShift.id,
        startsInHours: 30 + ((index * 7) % 45),
      })
    const ids = async (page: number, size: 20 | 50) => {
      const response = await callApi(test.app, calls.available, { token: worker, query: { page, size } })
      return response.body.content.map((order) => order.id)
    }
    const whole = await callApi(test.app, calls.available, { token: worker, query: { size: 50 } })
    expect(whole.body.totalElements).toBeGreaterThan(40)
    expect([...(await ids(1, 20)), ...(await ids(2, 20))]).toEqual(
      whole.body.content.slice(0, 40).map((order) => order.id),
    )
    // The nearest shift first (decision 080), not the newest order.
    const starts = whole.body.content.map((order) => Date.parse(order.dateTime))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })
})

describe('a shift of today that has begun', () => {
  it('is no longer offered, as a response to it is refused (decision 125)', async () => {
    const staff = (await signIn(test, 'admin')).accessToken
    const ref = await referenceData(test, staff)
    const order = await createOrder(test, staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours: 1,
    })
    const offered = async () => {
      const response = await callApi(test.app, calls.available, { token: worker, query: { size: 200 } })
      return response.body.content.some((shown) => shown.id === order.id)
    }
    expect(await offered()).toBe(true)
    test.clock.advance(3600_000)
    expect(await offered()).toBe(false)
  })
})
