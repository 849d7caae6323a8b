import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { listOf } from '../support/dictionaries.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

describe('reference lists loaded at start', () => {
  it('lists citizenships with RUS first and the five country codes', async () => {
    const { status, body } = await callApi(test.app, calls.citizenships, { query: {} })
    expect(status).toBe(200)
    const codes = listOf(body).map((row) => row.code)
    expect(codes[0]).toBe('RUS')
    expect([...codes].sort()).toEqual(['ARM', 'BLR', 'KAZ', 'KGZ', 'RUS'])
  })

  it('lists funds with guid and code, services with each tariff period, cities with offsets', async () => {
    const funds = listOf((await callApi(test.app, calls.funds, { query: {} })).body)
    expect(funds.length).toBeGreaterThan(0)
    expect(funds[0]).toMatchObject({ guid: expect.any(String), code: expect.any(String) })
    const services = listOf((await callApi(test.app, calls.services, { query: {} })).body)
    expect(new Set(services.map((service) => service.planTariffPeriod))).toEqual(
      new Set(['Hour', 'Order', 'Shift']),
    )
    const cities = listOf((await callApi(test.app, calls.cities, { query: {} })).body)
    expect(new Set(cities.map((city) => city.utcOffset)).size).toBeGreaterThan(2)
  })

  it('gives shops with city and services to signed-in users only', async () => {
    expect((await callApi(test.app, calls.shops, { query: {} })).status).toBe(401)
    const tokens = await signIn(test, 'worker')
    const shops = listOf(
      (await callApi(test.app, calls.shops, { query: {}, token: tokens.accessToken })).body,
    )
    expect(shops.length).toBeGreaterThan(0)
    expect(shops[0]!.services.length).toBeGreaterThan(0)
    expect(shops.every((shop) => Math.abs(shop.latitude - 54.83) < 0.2)).toBe(true)
  })
})

describe('malformed requests', () => {
  it('answers malformed JSON with a Russian message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: authEndpoints.requestEmployeeCode.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Тело запроса не является корректным JSON' })
  })

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Не найдено' })
  })

  it('answers a body that is not an object with a Russian message', async () => {
    const response = await callApi(test.app, authEndpoints.requestEmployeeCode, { rawBody: [1, 2] })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/[а-я]/)
  })
})
