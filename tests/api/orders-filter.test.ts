import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/app.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { callApi } from '../support/api.ts'

let test: TestApp
let staff: string

beforeAll(async () => {
  test = await createTestApp()
  staff = (await signIn(test, 'admin')).accessToken
  const ref = await referenceData(test, staff)
  for (let index = 0; index < 25; index += 1) {
    await createOrder(test, staff, {
      shop: index % 2 ? ref.lukhovitsyShop : ref.otherCityShop,
      serviceId: ref.perShift.id,
      startsInHours: 30 + index,
    })
  }
})
afterAll(() => test.close())

type FilterInput = CallInput<typeof orderEndpoints.filter>

const filter = async (body: FilterInput['body'], query: FilterInput['query'] = {}) => {
  const response = await callApi(test.app, orderEndpoints.filter, { token: staff, body, query })
  return { status: response.status, page: response.body, body: response.body }
}

describe('the staff order tables', () => {
  it('pages from 1 with 20 rows, newest shift first by default', async () => {
    const first = await filter({ history: false })
    expect(first.page).toMatchObject({ page: 1, size: 20 })
    expect(first.page.content).toHaveLength(20)
    const total = first.page.totalElements
    expect(first.page.totalPages).toBe(Math.ceil(total / 20))
    const second = await filter({ history: false }, { page: 2, size: 20 })
    expect(second.page.content).toHaveLength(total - 20)
    const times = first.page.content.map((order) => Date.parse(order.dateTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(first.page.content.every((order) => order.status !== 'FINISHED')).toBe(true)
  })

  it('pages through the orders in their order: two pages of 20 are the first 40 of one page of 50', async () => {
    for (const sort of ['dateTime,desc', 'dateTime,asc', 'createdAt,desc', 'orderNumber,asc']) {
      const ids = async (page: number, size: 20 | 50) =>
        (await filter({}, { page, size, sort })).page.content.map((order) => order.id)
      const whole = await ids(1, 50)
      expect(whole.length).toBeGreaterThan(20)
      expect([...(await ids(1, 20)), ...(await ids(2, 20))]).toEqual(whole.slice(0, 40))
    }
  })

  it('offers sizes 20, 50, 100, 200 only, and sorts by the named fields only', async () => {
    expect((await filter({}, { size: 50 })).page.content.length).toBeGreaterThan(20)
    expect((await filter({}, { size: 30 })).status).toBe(400)
    expect((await filter({}, { page: 0 })).status).toBe(400)
    const ascending = await filter({}, { sort: 'dateTime,asc' })
    const times = ascending.page.content.map((order) => Date.parse(order.dateTime))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect((await filter({}, { sort: 'password,asc' })).status).toBe(400)
  })

  it('shows finished orders in the history only', async () => {
    const history = await filter({ history: true })
    expect(history.page.totalElements).toBe(10)
    expect(history.page.content.every((order) => order.status === 'FINISHED')).toBe(true)
  })

  it('filters by status, city and search text, and counts by status', async () => {
    const ref = await referenceData(test, staff)
    const inCity = await filter({ cityId: ref.otherCityShop.city.id, statuses: ['NEW'] }, { size: 100 })
    expect(inCity.page.content.length).toBe(13)
    expect(
      inCity.page.content.every(
        (order) => order.shop.city.id === ref.otherCityShop.city.id && order.status === 'NEW',
      ),
    ).toBe(true)
    const numbers = await callApi(test.app, orderEndpoints.numbersByStatus, {
      token: staff,
      body: { history: false },
    })
    expect(numbers.body).toEqual({ NEW: 27, CONFIRMED: 1, IN_PROGRESS: 1, DONE: 2 })
    const count = await callApi(test.app, orderEndpoints.countByFilters, {
      token: staff,
      body: { statuses: ['NEW', 'DONE'] },
    })
    expect(count.body).toEqual({ totalElements: 29 })
    const search = await filter({ search: 'приёмка' })
    expect(search.page.content.length).toBeGreaterThan(0)
    expect(
      search.page.content.every((order) => /приёмк/i.test(`${order.description} ${order.service.fullName}`)),
    ).toBe(true)
    const tooShort = await filter({ search: 'пр' }, { size: 200 })
    expect(tooShort.page.totalElements).toBe((await filter({}, { size: 200 })).page.totalElements)
  })
})

describe('dates are the shop’s local days', () => {
  it('finds a shift by its local date even when it is another day in UTC', async () => {
    const ref = await referenceData(test, staff)
    // 10 March of next year: ahead of today, within the two years an order may be planned ahead.
    const year = test.clock().getUTCFullYear() + 1
    const created = await callApi(test.app, orderEndpoints.create, {
      token: staff,
      body: {
        serviceId: ref.perShift.id,
        shopId: ref.otherCityShop.id,
        dateTime: `${year}-03-10T01:00:00+05:00`,
        dateTo: `${year}-03-10T09:00:00+05:00`,
      },
    })
    const id = created.body.id
    const onLocalDay = await filter({ dateFrom: `${year}-03-10`, dateTo: `${year}-03-10` })
    expect(onLocalDay.page.content.map((order) => order.id)).toEqual([id])
    expect((await filter({ dateFrom: `${year}-03-09`, dateTo: `${year}-03-09` })).page.content).toEqual([])
  })

  it('saves an order sent back with the times it came with, even after the shift started', async () => {
    const inProgress = (await filter({ statuses: ['IN_PROGRESS'] })).page.content[0]!
    const saved = await callApi(test.app, orderEndpoints.update, {
      token: staff,
      body: {
        id: inProgress.id,
        serviceId: inProgress.serviceId,
        shopId: inProgress.shopId,
        dateTime: inProgress.dateTime,
        dateTo: inProgress.dateTo,
        comment: 'Пришёл вовремя',
      },
    })
    expect(saved.status).toBe(200)
  })
})
