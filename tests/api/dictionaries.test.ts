import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cities,
  citizenships,
  funds,
  orders,
  services,
  shopServices,
  shops,
} from '../../src/server/db/schema/index.ts'
import { get, post, type Json, type TestApp } from '../support/app.ts'
import {
  openDictionaryTestApp,
  remove,
  upload,
  lastJournal,
  pdf,
  fields,
  total,
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
    const list = (await get(test.app, '/api/citizenship/all')).body as unknown as { code: string }[]
    expect(Array.isArray(list)).toBe(true)
    expect(list[0]!.code).toBe('RUS')
  })

  it('answers a page and searches from 3 characters; 1 or 2 characters filter nothing', async () => {
    const page = (await get(test.app, '/api/city/all?page=1&size=20', admin)).body
    expect(page).toMatchObject({ page: 1, size: 20, totalElements: 5, totalPages: 1 })
    const found = (await get(test.app, '/api/city/all?page=1&size=20&search=%D0%BA%D0%BE%D0%BB', admin)).body
    expect((found.content as { name: string }[]).map((city) => city.name)).toEqual(['Коломна'])
    const short = (await get(test.app, '/api/city/all?search=%D0%BA%D0%BE', admin)).body
    expect(short.totalElements).toBe(5)
    const second = (await get(test.app, '/api/citizenship/all?page=2&size=20')).body
    expect(second).toMatchObject({ content: [], page: 2, totalElements: 5 })
  })

  it('searches services by zupId and group, shops by city, funds by code', async () => {
    const byZup = (await get(test.app, '/api/service/all?search=ZUP-2', admin)).body
    expect((byZup.content as { fullName: string }[]).map((s) => s.fullName).sort()).toEqual([
      'Приёмка товара',
      'Сборщик онлайн-заказов',
    ])
    const byCity = (await get(test.app, `/api/shop/all?search=${encodeURIComponent('Самара')}`, admin)).body
    expect((byCity.content as { name: string }[]).map((s) => s.name)).toEqual(['Магазин «Волга»'])
    const byCode = (await get(test.app, '/api/fund/all?search=F-002', admin)).body
    expect(byCode.totalElements).toBe(1)
  })

  it('refuses a page size not offered, in Russian; shops still need a signed-in user', async () => {
    const response = await get(test.app, '/api/fund/all?page=1&size=7')
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Размер страницы может быть 20, 50, 100, 200')
    expect((await get(test.app, '/api/shop/all?page=1')).status).toBe(401)
  })

  it('lists the service groups', async () => {
    const groups = (await get(test.app, '/api/service/groups', worker)).body as unknown as string[]
    expect(groups).toEqual(['Склад', 'Торговый зал', 'Хозяйственная служба'])
  })
})

describe('only an admin changes the dictionaries', () => {
  const changes: [string, string, Json][] = [
    ['POST', '/api/city/create', { name: 'Тула', utcOffset: 3 }],
    ['POST', '/api/city/update', { id: 1, name: 'Тула', utcOffset: 3 }],
    ['DELETE', '/api/city/delete', { id: 1 }],
    ['POST', '/api/citizenship/create', { code: 'UZB', name: 'Узбекистан' }],
    ['POST', '/api/citizenship/update', { id: 1, code: 'UZB', name: 'Узбекистан' }],
    ['DELETE', '/api/citizenship/delete', { id: 1 }],
    ['POST', '/api/fund/create', { name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' }],
    [
      'POST',
      '/api/fund/update',
      { id: 1, name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' },
    ],
    ['DELETE', '/api/fund/delete', { id: 1 }],
    [
      'POST',
      '/api/service/create',
      { fullName: 'Грузчик', planTariffValue: '100.00', planTariffPeriod: 'Hour' },
    ],
    [
      'POST',
      '/api/service/update',
      { id: 1, fullName: 'Грузчик', planTariffValue: '100.00', planTariffPeriod: 'Hour' },
    ],
    ['DELETE', '/api/service/delete', { id: 1 }],
    ['POST', '/api/shop/create', { name: 'М', cityId: 1, address: 'А', latitude: 55, longitude: 39 }],
    ['POST', '/api/shop/update', { id: 1, name: 'М', cityId: 1, address: 'А', latitude: 55, longitude: 39 }],
    ['DELETE', '/api/shop/delete', { id: 1 }],
    ['POST', '/api/shop/services/update', { shopId: 1, services: [] }],
    ['POST', '/api/city/add', { name: 'Тула', utcOffset: 3 }],
    ['POST', '/api/fund/add', { name: 'Ф', guid: '00000000-0000-0000-0000-000000000001', code: 'X' }],
  ]

  it('answers 403 to an employee and a worker and changes nothing', async () => {
    const before = await Promise.all(
      [cities, citizenships, funds, services, shops].map((table) => total(test, table)),
    )
    const links = (await test.db.select({ n: count() }).from(shopServices))[0]!.n
    for (const [method, url, payload] of changes) {
      for (const token of [employee, worker]) {
        const response = await test.app.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { authorization: `Bearer ${token}` },
        })
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(response.json().message).toMatch(/[а-я]/)
      }
    }
    expect(
      await Promise.all([cities, citizenships, funds, services, shops].map((table) => total(test, table))),
    ).toEqual(before)
    expect((await test.db.select({ n: count() }).from(shopServices))[0]!.n).toBe(links)
    const upload403 = await upload(test, { id: '1' }, pdf, employee)
    expect(upload403.status).toBe(403)
  })
})

describe('generic add (spec section 7): `add` is `create` under another name', () => {
  // The shop goes to the city added first, so the other tests' counts of a city's shops stay as they were.
  const additions: [string, (cityId: number) => Json][] = [
    ['city', () => ({ name: 'Серпухов', utcOffset: 3 })],
    ['citizenship', () => ({ code: 'UZB', name: 'Узбекистан' })],
    [
      'fund',
      () => ({ name: 'Фонд добавленный', guid: '11111111-2222-3333-4444-555555555555', code: 'F-ADD' }),
    ],
    ['service', () => ({ fullName: 'Мерчендайзер', planTariffValue: '300.00', planTariffPeriod: 'Hour' })],
    [
      'shop',
      (cityId) => ({
        name: 'Магазин «Добавленный»',
        cityId,
        address: 'ул. Новая, 1',
        latitude: 55,
        longitude: 39,
      }),
    ],
  ]

  it('adds a row of every dictionary, answers it and journals it as a create', async () => {
    let cityId = 0
    for (const [entity, bodyOf] of additions) {
      const body = bodyOf(cityId)
      const added = await post(test.app, `/api/${entity}/add`, body, admin)
      expect(added.status, entity).toBe(200)
      expect(added.body).toMatchObject(entity === 'shop' ? { name: body.name } : body)
      const journaled = await lastJournal(test, entity, added.body.id as number)
      expect(journaled, entity).toMatchObject({ action: 'create', actorId: adminId })
      if (entity === 'city') cityId = added.body.id as number
    }
  })

  it('checks the body as create does: bad input is refused in Russian and adds nothing', async () => {
    const before = await total(test, cities)
    const refused = await post(test.app, '/api/city/add', { name: '', utcOffset: 13 }, admin)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/[а-я]/)
    expect(await total(test, cities)).toBe(before)
  })
})

describe('cities', () => {
  it('creates a city with an offset from +2 to +12 and refuses 1, 13 and a repeated name', async () => {
    for (const utcOffset of [1, 13]) {
      const refused = await post(test.app, '/api/city/create', { name: 'Тула', utcOffset }, admin)
      expect(refused.status).toBe(400)
      expect(fields(refused.body).utcOffset).toBe('Смещение от UTC должно быть от +2 до +12')
    }
    const first = await post(test.app, '/api/city/create', { name: 'Калининград', utcOffset: 2 }, admin)
    expect(first).toMatchObject({ status: 200, body: { name: 'Калининград', utcOffset: 2 } })
    const last = await post(
      test.app,
      '/api/city/create',
      { name: 'Петропавловск-Камчатский', utcOffset: 12 },
      admin,
    )
    expect(last.status).toBe(200)
    const repeated = await post(test.app, '/api/city/create', { name: 'калининград', utcOffset: 2 }, admin)
    expect(repeated.status).toBe(400)
    expect(fields(repeated.body).name).toBe('Город «калининград» уже есть в справочнике')
    const spaced = await post(test.app, '/api/city/create', { name: ' Тула', utcOffset: 3 }, admin)
    expect(fields(spaced.body).name).toBe('Не допускаются пробелы в начале и конце строки')

    const entry = await lastJournal(test, 'city', first.body.id as number)
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
      (await post(test.app, '/api/order/get-by-id', { id: order!.id }, admin)).body as {
        dateTime: string
        dateTo: string
      }
    const before = await read()
    const city = (await test.db.select().from(cities).where(eq(cities.id, order!.cityId)))[0]!
    const changed = await post(
      test.app,
      '/api/city/update',
      { id: city.id, name: city.name, utcOffset: city.utcOffset + 2 },
      admin,
    )
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
    await post(
      test.app,
      '/api/city/update',
      { id: city.id, name: city.name, utcOffset: city.utcOffset },
      admin,
    )
  })

  it('refuses to delete a city with shops or workers, saying what holds it; deletes a free one', async () => {
    const [lukhovitsy] = await test.db.select().from(cities).where(eq(cities.name, 'Луховицы'))
    const refused = await remove(test, '/api/city/delete', lukhovitsy!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить город «Луховицы»: он указан у магазинов \(2\), у исполнителей \(\d+\)$/,
    )
    const created = await post(test.app, '/api/city/create', { name: 'Тверь', utcOffset: 3 }, admin)
    expect((await remove(test, '/api/city/delete', created.body.id as number, admin)).status).toBe(204)
    expect(await test.db.select().from(cities).where(eq(cities.name, 'Тверь'))).toEqual([])
    const entry = await lastJournal(test, 'city', created.body.id as number)
    expect(entry).toMatchObject({ action: 'delete', details: { before: created.body, after: null } })
    expect((await remove(test, '/api/city/delete', created.body.id as number, admin)).body.message).toBe(
      'Город не найден',
    )
  })
})

describe('citizenships', () => {
  it('keeps RUS first, refuses a repeated or malformed code', async () => {
    const created = await post(test.app, '/api/citizenship/create', { code: 'AUT', name: 'Австрия' }, admin)
    expect(created.status).toBe(200)
    const list = (await get(test.app, '/api/citizenship/all')).body as unknown as { code: string }[]
    expect(list.map((row) => row.code).slice(0, 2)).toEqual(['RUS', 'AUT'])
    const page = (await get(test.app, '/api/citizenship/all?page=1&size=20')).body
    expect((page.content as { code: string }[])[0]!.code).toBe('RUS')

    const repeated = await post(
      test.app,
      '/api/citizenship/create',
      { code: 'RUS', name: 'Ещё Россия' },
      admin,
    )
    expect(repeated.status).toBe(400)
    expect(fields(repeated.body).code).toBe('Гражданство с кодом RUS уже есть в справочнике')
    for (const code of ['rus', 'RU', 'RUSS', 'R1S']) {
      const refused = await post(test.app, '/api/citizenship/create', { code, name: 'Страна' }, admin)
      expect(refused.status, code).toBe(400)
    }
    const renamed = await post(
      test.app,
      '/api/citizenship/update',
      { id: created.body.id, code: 'KAZ', name: 'Австрия' },
      admin,
    )
    expect(fields(renamed.body).code).toBe('Гражданство с кодом KAZ уже есть в справочнике')
  })

  it('refuses to delete a citizenship of workers', async () => {
    const [rus] = await test.db.select().from(citizenships).where(eq(citizenships.code, 'RUS'))
    const refused = await remove(test, '/api/citizenship/delete', rus!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить гражданство «Россия»: оно указано у исполнителей \(\d+\)$/,
    )
  })
})

describe('funds', () => {
  const guid = 'A1B2C3D4-0000-4000-8000-000000000001'

  it('creates a fund with its guid kept in lower case and refuses a repeat in any case', async () => {
    const created = await post(test.app, '/api/fund/create', { name: 'Новый фонд', guid, code: 'F-9' }, admin)
    expect(created).toMatchObject({ status: 200, body: { guid: guid.toLowerCase() } })
    const repeated = await post(
      test.app,
      '/api/fund/create',
      { name: 'Другой', guid: guid.toLowerCase(), code: 'F-10' },
      admin,
    )
    expect(repeated.status).toBe(400)
    expect(fields(repeated.body).guid).toBe('Фонд с таким GUID уже есть в справочнике')
    const malformed = await post(
      test.app,
      '/api/fund/create',
      { name: 'Ф', guid: 'not-a-guid', code: 'F' },
      admin,
    )
    expect(fields(malformed.body).guid).toMatch(/^GUID должен быть в формате/)
    const kept = await post(
      test.app,
      '/api/fund/update',
      { id: created.body.id, name: 'Новый фонд 2', guid, code: 'F-9' },
      admin,
    )
    expect(kept).toMatchObject({ status: 200, body: { name: 'Новый фонд 2' } })
  })

  it('refuses to delete a fund of workers', async () => {
    const [main] = await test.db.select().from(funds).where(eq(funds.code, 'F-001'))
    const refused = await remove(test, '/api/fund/delete', main!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^Нельзя удалить фонд «Основной фонд»: он указан у исполнителей/)
  })
})
