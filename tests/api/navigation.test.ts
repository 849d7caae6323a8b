import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { navigationEndpoints as calls } from '../../src/contract/navigation/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let notConfirmed: string
let staff: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  worker = (await signIn(test, 'worker')).accessToken
  notConfirmed = (await signIn(test, 'notConfirmedWorker')).accessToken
  staff = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

const counts = async (token: string) => (await callApi(test.app, calls.counts, { token })).body

describe('the worker’s navigation counts', () => {
  it('count the demo worker’s new orders, changed responses, current shifts and acts to confirm', async () => {
    expect(await counts(worker)).toEqual({
      availableOrders: 3,
      orderResponses: 1,
      currentOrders: 1,
      confirmations: 1,
      // The paid order's money is not sent yet: no receipt is asked for (decision 084; tax-receipt-deadlines.test.ts
      // checks the deadline once it is).
      receiptsNeeded: 0,
      receiptDueBy: null,
      receiptOverdue: false,
    })
    const created = await callApi(test.app, calls.countCreatedAfterLastOpening, {
      token: worker,
      body: { section: 'SE_ORDERS' },
    })
    expect(created.body.totalElements).toBe(3)
    const updated = await callApi(test.app, calls.countUpdatedAfterLastOpening, {
      token: worker,
      body: { section: 'SE_ORDER_RESPONSES' },
    })
    expect(updated.body.totalElements).toBe(1)
  })

  it('count nothing new once the sections were opened, and keep the shifts and acts', async () => {
    // A day on: the demo data's rows were stamped by the database's own clock, which may run ahead of the test's.
    test.clock.advance(86_400_000)
    for (const section of ['SE_ORDERS', 'SE_ORDER_RESPONSES'] as const) {
      const opened = await callApi(test.app, calls.saveOpening, { token: worker, body: { section } })
      expect(opened.status).toBe(204)
    }
    expect(await counts(worker)).toMatchObject({
      availableOrders: 0,
      orderResponses: 0,
      currentOrders: 1,
      confirmations: 1,
    })
  })

  it('tell a worker who is not confirmed of no new orders, since they cannot respond', async () => {
    expect((await counts(notConfirmed)).availableOrders).toBe(0)
  })

  it('refuse another section for the new-orders count, with a Russian message', async () => {
    const refused = await callApi(test.app, calls.countCreatedAfterLastOpening, {
      token: worker,
      rawBody: { section: 'SE_ORDER_RESPONSES' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Ожидается раздел SE_ORDERS')
  })

  it('are the worker’s own: staff are refused', async () => {
    expect((await callApi(test.app, calls.counts, { token: staff })).status).toBe(403)
  })
})
