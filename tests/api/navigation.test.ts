import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let notConfirmed: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  worker = (await signIn(test, 'worker')).accessToken
  notConfirmed = (await signIn(test, 'notConfirmedWorker')).accessToken
})
afterAll(() => test.close())

const counts = async (token: string) => (await get(test.app, '/api/navigation/counts', token)).body
const single = async (url: string, section: string, token: string) =>
  (await post(test.app, url, { section }, token)).body.totalElements

describe('the worker’s navigation counts', () => {
  it('count the demo worker’s new orders, changed responses, current shifts and acts to confirm', async () => {
    expect(await counts(worker)).toEqual({
      availableOrders: 3,
      orderResponses: 1,
      currentOrders: 1,
      confirmations: 1,
    })
    expect(await single('/api/order/count-created-after-last-opening', 'SE_ORDERS', worker)).toBe(3)
    expect(await single('/api/order/count-updated-after-last-opening', 'SE_ORDER_RESPONSES', worker)).toBe(1)
  })

  it('count nothing new once the sections were opened, and keep the shifts and acts', async () => {
    // A day on: the demo data's rows were stamped by the database's own clock, which may run ahead of the test's.
    test.clock.advance(86_400_000)
    for (const section of ['SE_ORDERS', 'SE_ORDER_RESPONSES'])
      expect((await post(test.app, '/api/section/save-opening', { section }, worker)).status).toBe(204)
    expect(await counts(worker)).toEqual({
      availableOrders: 0,
      orderResponses: 0,
      currentOrders: 1,
      confirmations: 1,
    })
  })

  it('tell a worker who is not confirmed of no new orders, since they cannot respond', async () => {
    expect((await counts(notConfirmed)).availableOrders).toBe(0)
  })
})
