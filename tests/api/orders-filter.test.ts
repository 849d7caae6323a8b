import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/app.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { callApi } from '../support/api.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'

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
    expect(history.page.totalElements).toBe(11)
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
    // The demo's issue 49 orders at Коломна add a NEW order and two CONFIRMED ones.
    expect(numbers.body).toEqual({ NEW: 28, CONFIRMED: 3, IN_PROGRESS: 1, DONE: 2 })
    const count = await callApi(test.app, orderEndpoints.countByFilters, {
      token: staff,
      body: { statuses: ['NEW', 'DONE'] },
    })
    expect(count.body).toEqual({ totalElements: 30 })
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

describe('the staff search', () => {
  type Listed = FilterInput['body'] & object
  const everyOrder = async () => (await filter({}, { size: 200 })).page.content
  const found = async (search: string, body: Listed = {}) =>
    (await filter({ ...body, search }, { size: 200 })).page
  /** What the search should find, worked out here from what each order shows. */
  const expected = (all: Awaited<ReturnType<typeof everyOrder>>, search: string) =>
    all
      .filter((order) =>
        [
          order.description ?? '',
          String(order.orderNumber),
          order.shop.name,
          order.shop.address,
          order.service.fullName,
        ].some((text) => text.toLowerCase().includes(search.toLowerCase())),
      )
      .map((order) => order.id)
      .sort((a, b) => a - b)
  const ids = (page: { content: { id: number }[] }) =>
    page.content.map((order) => order.id).sort((a, b) => a - b)

  it('finds any part of an order’s description, number, shop name or address, or service name, in any case', async () => {
    const ref = await referenceData(test, staff)
    const withDescription = async (description: string) => {
      const start = new Date(test.clock().getTime() + 40 * 3600_000)
      const created = await callApi(test.app, orderEndpoints.create, {
        token: staff,
        body: {
          serviceId: ref.perShift.id,
          shopId: ref.lukhovitsyShop.id,
          dateTime: toOffsetIso(start, ref.lukhovitsyShop.city.utcOffset),
          dateTo: toOffsetIso(new Date(start.getTime() + 8 * 3600_000), ref.lukhovitsyShop.city.utcOffset),
          description,
        },
      })
      return created.body
    }
    const unloading = await withDescription('Разгрузка фуры у рампы')
    const discount = await withDescription('Скидка 50% на выкладку_товара')
    const all = await everyOrder()
    expect(all.length).toBeLessThan(200)

    const searches = [
      'ГРУЗКА ФУ', // the middle of the description's words, in capitals
      String(unloading.orderNumber), // the whole number
      String(discount.orderNumber).slice(1), // a part of the number
      ref.otherCityShop.name.slice(2, 9).toLowerCase(), // a part of a shop's name
      ref.lukhovitsyShop.address.slice(-6), // the end of a shop's address
      ref.perShift.fullName.slice(1, 6).toUpperCase(), // a part of a service's name
      'ничего такого нет',
    ]
    for (const search of searches) {
      const page = await found(search)
      expect(ids(page), search).toEqual(expected(all, search))
      expect(page.totalElements, search).toBe(page.content.length)
    }
    expect(ids(await found('ГРУЗКА ФУ'))).toEqual([unloading.id])
    expect(expected(all, ref.perShift.fullName.slice(1, 6)).length).toBeGreaterThan(20)
  })

  it('takes % and _ literally, and goes with the other filters', async () => {
    const all = await everyOrder()
    expect(ids(await found('50%'))).toEqual(expected(all, '50%'))
    expect((await found('50%')).content.map((order) => order.description)).toEqual([
      'Скидка 50% на выкладку_товара',
    ])
    expect(ids(await found('у_т'))).toEqual(expected(all, 'у_т'))
    expect((await found('%%%')).totalElements).toBe(0)
    expect((await found('___')).totalElements).toBe(0)

    const ref = await referenceData(test, staff)
    const term = ref.perShift.fullName.slice(0, 5)
    const inCity = await found(term, { cityId: ref.otherCityShop.city.id, statuses: ['NEW'], history: false })
    expect(ids(inCity)).toEqual(
      all
        .filter(
          (order) =>
            order.shop.city.id === ref.otherCityShop.city.id &&
            order.status === 'NEW' &&
            expected(all, term).includes(order.id),
        )
        .map((order) => order.id)
        .sort((a, b) => a - b),
    )
    expect(inCity.totalElements).toBeGreaterThan(0)
    const counted = await callApi(test.app, orderEndpoints.countByFilters, {
      token: staff,
      body: { search: term, history: false },
    })
    expect(counted.body.totalElements).toBe((await found(term, { history: false })).totalElements)
  })
})
