import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { cities, citizenships, funds, orders, shops } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import {
  dictionaryAdditions,
  dictionaryChanges,
  dictionaryTotals,
  lastJournal,
  listOf,
  openDictionaryTestApp,
  pageOf,
  pdf,
  remove,
  total,
  upload,
} from '../support/dictionaries.ts'

let test: TestApp
let admin: string
let employee: string
let worker: string
let adminId: number

beforeAll(async () => {
  ;({ test, admin, employee, worker, adminId } = await openDictionaryTestApp())
})
afterAll(() => test.close())

describe('lists: the whole list as before, a page with search for the admin tables', () => {
  it('answers the whole list without paging parameters, citizenships with RUS first', async () => {
    const list = listOf((await callApi(test.app, calls.citizenships)).body)
    expect(list[0]!.code).toBe('RUS')
  })

  it('answers a page and searches from 3 characters; 1 or 2 characters filter nothing', async () => {
    const page = (await callApi(test.app, calls.cities, { token: admin, query: { page: 1, size: 20 } })).body
    expect(page).toMatchObject({ page: 1, size: 20, totalElements: 5, totalPages: 1 })
    const found = pageOf(
      (await callApi(test.app, calls.cities, { token: admin, query: { page: 1, size: 20, search: 'кол' } }))
        .body,
    )
    expect(found.content.map((city) => city.name)).toEqual(['Коломна'])
    const short = pageOf(
      (await callApi(test.app, calls.cities, { token: admin, query: { search: 'ко' } })).body,
    )
    expect(short.totalElements).toBe(5)
    const second = (await callApi(test.app, calls.citizenships, { query: { page: 2, size: 20 } })).body
    expect(second).toMatchObject({ content: [], page: 2, totalElements: 5 })
  })

  it('answers a search that finds nothing with its one empty page, as every other table does', async () => {
    const none = (
      await callApi(test.app, calls.cities, {
        token: admin,
        query: { page: 1, size: 20, search: 'Нигдеград' },
      })
    ).body
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 1, page: 1 })
  })

  it('searches services by zupId and group, shops by city, funds by code', async () => {
    const byZup = pageOf(
      (await callApi(test.app, calls.services, { token: admin, query: { search: 'ZUP-2' } })).body,
    )
    expect(byZup.content.map((s) => s.fullName).sort()).toEqual(['Приёмка товара', 'Сборщик онлайн-заказов'])
    const byCity = pageOf(
      (await callApi(test.app, calls.shops, { token: admin, query: { search: 'Самара' } })).body,
    )
    expect(byCity.content.map((s) => s.name)).toEqual(['Магазин «Волга»'])
    const byCode = pageOf(
      (await callApi(test.app, calls.funds, { token: admin, query: { search: 'F-002' } })).body,
    )
    expect(byCode.totalElements).toBe(1)
  })

  it('refuses a page size not offered, in Russian; shops still need a signed-in user', async () => {
    const response = await callApi(test.app, calls.funds, { query: { page: 1, size: 7 } })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Размер страницы может быть 20, 50, 100, 200')
    expect((await callApi(test.app, calls.shops, { query: { page: 1 } })).status).toBe(401)
  })

  it('lists the service groups', async () => {
    const groups = (await callApi(test.app, calls.serviceGroups, { token: worker })).body
    expect(groups).toEqual(['Склад', 'Торговый зал', 'Хозяйственная служба'])
  })
})

describe('only an admin changes the dictionaries', () => {
  it('answers 403 to an employee and a worker and changes nothing', async () => {
    const before = await dictionaryTotals(test)
    for (const change of dictionaryChanges) {
      for (const token of [employee, worker]) {
        const response = await change.send(test, token)
        expect(response.status, `${change.endpoint.method} ${change.endpoint.path}`).toBe(403)
        expect(response.body?.message).toMatch(/[а-я]/)
      }
    }
    expect(await dictionaryTotals(test)).toEqual(before)
    const upload403 = await upload(test, { id: '1' }, pdf, employee)
    expect(upload403.status).toBe(403)
  })
})

describe('generic add (spec section 7): `add` is `create` under another name', () => {
  it('adds a row of every dictionary, answers it and journals it as a create', async () => {
    let cityId = 0
    for (const { entity, add, echoed } of dictionaryAdditions) {
      const added = await add(test, admin, cityId)
      expect(added.status, entity).toBe(200)
      expect(added.body).toMatchObject(echoed)
      const journaled = await lastJournal(test, entity, added.body.id)
      expect(journaled, entity).toMatchObject({ action: 'create', actorId: adminId })
      if (entity === 'city') cityId = added.body.id
    }
  })

  it('checks the body as create does: bad input is refused in Russian and adds nothing', async () => {
    const before = await total(test, cities)
    const refused = await callApi(test.app, calls.addCity, {
      token: admin,
      body: { name: '', utcOffset: 13 },
    })
    expect(refused.status).toBe(400)
    expect(refused.body?.message).toMatch(/[а-я]/)
    expect(await total(test, cities)).toBe(before)
  })
})

describe('cities', () => {
  it('creates a city with an offset from +2 to +12 and refuses 1, 13 and a repeated name', async () => {
    for (const utcOffset of [1, 13]) {
      const refused = await callApi(test.app, calls.createCity, {
        token: admin,
        body: { name: 'Тула', utcOffset },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.fields?.utcOffset).toBe('Смещение от UTC должно быть от +2 до +12')
    }
    const first = await callApi(test.app, calls.createCity, {
      token: admin,
      body: { name: 'Калининград', utcOffset: 2 },
    })
    expect(first).toMatchObject({ status: 200, body: { name: 'Калининград', utcOffset: 2 } })
    const last = await callApi(test.app, calls.createCity, {
      token: admin,
      body: { name: 'Петропавловск-Камчатский', utcOffset: 12 },
    })
    expect(last.status).toBe(200)
    const repeated = await callApi(test.app, calls.createCity, {
      token: admin,
      body: { name: 'калининград', utcOffset: 2 },
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.fields?.name).toBe('Город «калининград» уже есть в справочнике')
    const spaced = await callApi(test.app, calls.createCity, {
      token: admin,
      body: { name: ' Тула', utcOffset: 3 },
    })
    expect(spaced.body.fields?.name).toBe('Не допускаются пробелы в начале и конце строки')

    const entry = await lastJournal(test, 'city', first.body.id)
    expect(entry).toMatchObject({ action: 'create', actorKind: 'employee', actorId: adminId })
    expect(entry!.details).toEqual({ before: null, after: first.body })
  })

  it('changing the offset never shifts the orders already stored: the same instants', async () => {
    const [order] = await test.db
      .select({ id: orders.id, cityId: shops.cityId })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .limit(1)
    const read = async () =>
      (await callApi(test.app, orderEndpoints.byId, { token: admin, body: { id: order!.id } })).body
    const before = await read()
    const city = (await test.db.select().from(cities).where(eq(cities.id, order!.cityId)))[0]!
    const changed = await callApi(test.app, calls.updateCity, {
      token: admin,
      body: { id: city.id, name: city.name, utcOffset: city.utcOffset + 2 },
    })
    expect(changed.status).toBe(200)
    const after = await read()
    expect(Date.parse(after.dateTime)).toBe(Date.parse(before.dateTime))
    expect(Date.parse(after.dateTo)).toBe(Date.parse(before.dateTo))
    expect(after.dateTime).not.toBe(before.dateTime)
    const entry = await lastJournal(test, 'city', city.id)
    expect(entry).toMatchObject({ action: 'update', actorId: adminId })
    expect(entry!.details).toEqual({
      before: { id: city.id, name: city.name, utcOffset: city.utcOffset },
      after: { id: city.id, name: city.name, utcOffset: city.utcOffset + 2 },
    })
    await callApi(test.app, calls.updateCity, {
      token: admin,
      body: { id: city.id, name: city.name, utcOffset: city.utcOffset },
    })
  })

  it('refuses to delete a city with shops or workers, saying what holds it; deletes a free one', async () => {
    const [lukhovitsy] = await test.db.select().from(cities).where(eq(cities.name, 'Луховицы'))
    const refused = await remove(test, calls.deleteCity, lukhovitsy!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toMatch(
      /^Нельзя удалить город «Луховицы»: он указан у магазинов \(2\), у исполнителей \(\d+\)$/,
    )
    const created = await callApi(test.app, calls.createCity, {
      token: admin,
      body: { name: 'Тверь', utcOffset: 3 },
    })
    expect((await remove(test, calls.deleteCity, created.body.id, admin)).status).toBe(204)
    expect(await test.db.select().from(cities).where(eq(cities.name, 'Тверь'))).toEqual([])
    const entry = await lastJournal(test, 'city', created.body.id)
    expect(entry).toMatchObject({ action: 'delete', details: { before: created.body, after: null } })
    expect((await remove(test, calls.deleteCity, created.body.id, admin)).body?.message).toBe(
      'Город не найден',
    )
  })
})

describe('citizenships', () => {
  it('keeps RUS first, refuses a repeated or malformed code', async () => {
    const created = await callApi(test.app, calls.createCitizenship, {
      token: admin,
      body: { code: 'AUT', name: 'Австрия' },
    })
    expect(created.status).toBe(200)
    const list = listOf((await callApi(test.app, calls.citizenships)).body)
    expect(list.map((row) => row.code).slice(0, 2)).toEqual(['RUS', 'AUT'])
    const page = pageOf((await callApi(test.app, calls.citizenships, { query: { page: 1, size: 20 } })).body)
    expect(page.content[0]!.code).toBe('RUS')

    const repeated = await callApi(test.app, calls.createCitizenship, {
      token: admin,
      body: { code: 'RUS', name: 'Ещё Россия' },
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.fields?.code).toBe('Гражданство с кодом RUS уже есть в справочнике')
    for (const code of ['rus', 'RU', 'RUSS', 'R1S']) {
      const refused = await callApi(test.app, calls.createCitizenship, {
        token: admin,
        body: { code, name: 'Страна' },
      })
      expect(refused.status, code).toBe(400)
    }
    const renamed = await callApi(test.app, calls.updateCitizenship, {
      token: admin,
      body: { id: created.body.id, code: 'KAZ', name: 'Австрия' },
    })
    expect(renamed.body.fields?.code).toBe('Гражданство с кодом KAZ уже есть в справочнике')
  })

  it('refuses to delete a citizenship of workers', async () => {
    const [rus] = await test.db.select().from(citizenships).where(eq(citizenships.code, 'RUS'))
    const refused = await remove(test, calls.deleteCitizenship, rus!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toMatch(
      /^Нельзя удалить гражданство «Россия»: оно указано у исполнителей \(\d+\)$/,
    )
  })
})

describe('funds', () => {
  const guid = 'A1B2C3D4-0000-4000-8000-000000000001'

  it('creates a fund with its guid kept in lower case and refuses a repeat in any case', async () => {
    const created = await callApi(test.app, calls.createFund, {
      token: admin,
      body: { name: 'Новый фонд', guid, code: 'F-9' },
    })
    expect(created).toMatchObject({ status: 200, body: { guid: guid.toLowerCase() } })
    const repeated = await callApi(test.app, calls.createFund, {
      token: admin,
      body: { name: 'Другой', guid: guid.toLowerCase(), code: 'F-10' },
    })
    expect(repeated.status).toBe(400)
    expect(repeated.body.fields?.guid).toBe('Фонд с таким GUID уже есть в справочнике')
    const malformed = await callApi(test.app, calls.createFund, {
      token: admin,
      body: { name: 'Ф', guid: 'not-a-guid', code: 'F' },
    })
    expect(malformed.body.fields?.guid).toMatch(/^GUID должен быть в формате/)
    const kept = await callApi(test.app, calls.updateFund, {
      token: admin,
      body: { id: created.body.id, name: 'Новый фонд 2', guid, code: 'F-9' },
    })
    expect(kept).toMatchObject({ status: 200, body: { name: 'Новый фонд 2' } })
  })

  it('refuses to delete a fund of workers', async () => {
    const [main] = await test.db.select().from(funds).where(eq(funds.code, 'F-001'))
    const refused = await remove(test, calls.deleteFund, main!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toMatch(/^Нельзя удалить фонд «Основной фонд»: он указан у исполнителей/)
  })
})
