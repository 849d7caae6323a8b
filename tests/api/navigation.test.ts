import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { navigationEndpoints as calls } from '../../src/contract/navigation/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let worker: string
let staff: string

beforeAll(async () => {
  test = await createTestApp()
  worker = (await signIn(test, 'worker')).accessToken
  staff = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

describe('the worker’s badges', () => {
  it('counts the new available orders until the section is opened', async () => {
    const before = await callApi(test.app, calls.counts, { token: worker })
    expect(before.status).toBe(200)
    expect(before.body.availableOrders).toBeGreaterThan(0)

    const opened = await callApi(test.app, calls.saveOpening, {
      token: worker,
      body: { section: 'SE_ORDERS' },
    })
    expect(opened.status).toBe(204)

    const after = await callApi(test.app, calls.counts, { token: worker })
    expect(after.body.availableOrders).toBe(0)
    const created = await callApi(test.app, calls.countCreatedAfterLastOpening, {
      token: worker,
      body: { section: 'SE_ORDERS' },
    })
    expect(created.body.totalElements).toBe(0)
  })

  it('refuses another section for the new-orders count, with a Russian message', async () => {
    const refused = await callApi(test.app, calls.countCreatedAfterLastOpening, {
      token: worker,
      rawBody: { section: 'SE_ORDER_RESPONSES' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Ожидается раздел SE_ORDERS')
  })

  it('is the worker’s own: staff are refused', async () => {
    const refused = await callApi(test.app, calls.counts, { token: staff })
    expect(refused.status).toBe(403)
  })
})
