import { and, count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cities,
  citizenships,
  funds,
  journal,
  orders,
  services,
  shopServices,
  shops,
} from '../../src/server/db/schema/index.ts'
import { createTestApp, get, post, type Json, type TestApp } from '../support/app.ts'
import { multipart } from '../support/multipart.ts'
import { signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: string
let employee: string
let worker: string
let adminId: number

beforeAll(async () => {
  test = await createTestApp()
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  worker = (await signIn(test, 'worker')).accessToken
  adminId = ((await get(test.app, '/api/employee/me', admin)).body as { id: number }).id
})
afterAll(() => test.close())

async function remove(url: string, id: number, token: string) {
  const response = await test.app.inject({
    method: 'DELETE',
    url,
    payload: { id },
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : {} }
}

async function upload(fields: Record<string, string>, bytes: Buffer, token: string, name = 'Оферта.pdf') {
  const form = multipart(fields, { field: 'file', name, type: 'application/pdf', bytes })
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/service/upload-contract-offer',
    payload: form.body,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  })
  return { status: response.statusCode, body: response.json() as Json & { message?: string } }
}

/** The latest journal row of an entity's row. */
async function lastJournal(entity: string, id: number) {
  const [row] = await test.db
    .select()
    .from(journal)
    .where(and(eq(journal.entity, entity), eq(journal.entityId, String(id))))
    .orderBy(desc(journal.id))
    .limit(1)
  return row
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const fields = (body: Json) => body.fields as Record<string, string>
const total = async (
  table: typeof cities | typeof citizenships | typeof funds | typeof services | typeof shops,
) => (await test.db.select({ n: count() }).from(table))[0]!.n

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
  ]

  it('answers 403 to an employee and a worker and changes nothing', async () => {
    const before = await Promise.all([cities, citizenships, funds, services, shops].map(total))
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
    expect(await Promise.all([cities, citizenships, funds, services, shops].map(total))).toEqual(before)
    expect((await test.db.select({ n: count() }).from(shopServices))[0]!.n).toBe(links)
    const upload403 = await upload({ id: '1' }, pdf, employee)
    expect(upload403.status).toBe(403)
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

    const entry = await lastJournal('city', first.body.id as number)
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
    const entry = await lastJournal('city', city.id)
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
    const refused = await remove('/api/city/delete', lukhovitsy!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить город «Луховицы»: он указан у магазинов \(2\), у исполнителей \(\d+\)$/,
    )
    const created = await post(test.app, '/api/city/create', { name: 'Тверь', utcOffset: 3 }, admin)
    expect((await remove('/api/city/delete', created.body.id as number, admin)).status).toBe(204)
    expect(await test.db.select().from(cities).where(eq(cities.name, 'Тверь'))).toEqual([])
    const entry = await lastJournal('city', created.body.id as number)
    expect(entry).toMatchObject({ action: 'delete', details: { before: created.body, after: null } })
    expect((await remove('/api/city/delete', created.body.id as number, admin)).body.message).toBe(
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
    const refused = await remove('/api/citizenship/delete', rus!.id, admin)
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
    const refused = await remove('/api/fund/delete', main!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^Нельзя удалить фонд «Основной фонд»: он указан у исполнителей/)
  })
})

describe('services', () => {
  let serviceId: number

  it('creates and edits a service with its tariff, responsibilities, zupId and group', async () => {
    const created = await post(
      test.app,
      '/api/service/create',
      {
        fullName: 'Промоутер',
        planTariffValue: '0.01',
        planTariffPeriod: 'Order',
        responsibilities: 'Раздача листовок у входа',
        zupId: 'ZUP-401',
        group: 'Маркетинг',
      },
      admin,
    )
    expect(created.body).toMatchObject({
      fullName: 'Промоутер',
      planTariffValue: '0.01',
      group: 'Маркетинг',
      hasContractOffer: false,
      contractOffer: null,
    })
    serviceId = created.body.id as number
    expect((await get(test.app, '/api/service/groups', admin)).body).toContain('Маркетинг')
    const edited = await post(
      test.app,
      '/api/service/update',
      {
        id: serviceId,
        fullName: 'Промоутер',
        planTariffValue: '1000000',
        planTariffPeriod: 'Shift',
        zupId: '',
      },
      admin,
    )
    expect(edited.body).toMatchObject({ planTariffValue: '1000000.00', zupId: null, group: null })
    const entry = await lastJournal('service', serviceId)
    expect(entry!.details).toMatchObject({
      before: { planTariffValue: '0.01', group: 'Маркетинг' },
      after: { planTariffValue: '1000000.00', group: null },
    })
  })

  it('refuses a zero, an over-limit or a three-decimal tariff and an unknown period', async () => {
    const base = { id: serviceId, fullName: 'Промоутер', planTariffPeriod: 'Hour' }
    for (const [planTariffValue, message] of [
      ['0', 'Тариф должен быть больше нуля'],
      ['1000000.01', 'Значение должно быть не больше 1000000'],
      ['350.555', 'Сумма должна быть числом с не более чем двумя знаками после точки'],
    ]) {
      const refused = await post(test.app, '/api/service/update', { ...base, planTariffValue }, admin)
      expect(refused.status, planTariffValue).toBe(400)
      expect(fields(refused.body).planTariffValue).toBe(message)
    }
    const period = await post(
      test.app,
      '/api/service/update',
      { ...base, planTariffValue: '1.00', planTariffPeriod: 'Day' },
      admin,
    )
    expect(period.status).toBe(400)
  })

  it('refuses to delete a service in use, listing what holds it', async () => {
    const [cashier] = await test.db.select().from(services).where(eq(services.fullName, 'Кассир'))
    const refused = await remove('/api/service/delete', cashier!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить услугу «Кассир»: она указана в заказах \(\d+\), у магазинов \(6\)/,
    )
  })

  it('uploads a contract offer as PDF only, within the size limit, and opens it through a link', async () => {
    const noOffer = await post(
      test.app,
      '/api/service/contract-offer/link-for-downloading',
      { id: serviceId },
      worker,
    )
    expect(noOffer).toMatchObject({ status: 404, body: { message: 'У этой услуги нет договора-оферты' } })

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    const notPdf = await upload({ id: String(serviceId) }, png, admin, 'offer.pdf')
    expect(notPdf).toMatchObject({
      status: 400,
      body: { message: 'Договор-оферта должен быть в формате PDF' },
    })
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])
    const tooLarge = await upload({ id: String(serviceId) }, large, admin)
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { message: 'Файл договора-оферты слишком большой: не более 10 МБ' },
    })
    const noService = await upload({ id: '999999' }, pdf, admin)
    expect(noService).toMatchObject({ status: 404, body: { message: 'Услуга не найдена' } })
    expect(
      (await test.db.select().from(services).where(eq(services.id, serviceId)))[0]!.contractOfferFileId,
    ).toBe(null)

    const uploaded = await upload({ id: String(serviceId) }, pdf, admin, 'Оферта промоутера.pdf')
    expect(uploaded.status).toBe(200)
    expect(uploaded.body).toMatchObject({
      hasContractOffer: true,
      contractOffer: { serviceId, fileName: 'Оферта промоутера.pdf', uploadedAt: test.clock().toISOString() },
    })
    const entry = await lastJournal('service', serviceId)
    expect(entry).toMatchObject({
      action: 'upload-contract-offer',
      actorId: adminId,
      details: { before: null, after: uploaded.body.contractOffer },
    })

    const link = await post(
      test.app,
      '/api/service/contract-offer/link-for-downloading',
      { id: serviceId },
      worker,
    )
    expect(link.status).toBe(200)
    const file = await test.app.inject({ method: 'GET', url: link.body.url as string })
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(pdf)).toBe(true)
  })

  it('deletes a service nobody uses', async () => {
    const created = await post(
      test.app,
      '/api/service/create',
      { fullName: 'Временная', planTariffValue: '10', planTariffPeriod: 'Hour' },
      admin,
    )
    expect((await remove('/api/service/delete', created.body.id as number, admin)).status).toBe(204)
    expect((await lastJournal('service', created.body.id as number))!.action).toBe('delete')
  })
})

describe('shops', () => {
  const place = { name: 'Магазин «Новый»', address: 'Луховицы, ул. Мира, 1', latitude: 54.8, longitude: 39.8 }
  let cityId: number
  let serviceIds: number[]

  beforeAll(async () => {
    cityId = (await test.db.select().from(cities).where(eq(cities.name, 'Луховицы')))[0]!.id
    serviceIds = (await test.db.select({ id: services.id }).from(services).limit(2)).map((row) => row.id)
  })

  it('requires coordinates within valid latitude and longitude; the bounds themselves are valid', async () => {
    const missing = await post(test.app, '/api/shop/create', { ...place, cityId, latitude: undefined }, admin)
    expect(fields(missing.body).latitude).toBe('Укажите координаты: щёлкните по карте или введите числа')
    for (const [latitude, longitude, field, message] of [
      [90.0001, 39, 'latitude', 'Широта должна быть числом от -90 до 90'],
      [-90.0001, 39, 'latitude', 'Широта должна быть числом от -90 до 90'],
      [54, 180.0001, 'longitude', 'Долгота должна быть числом от -180 до 180'],
      [54, -180.0001, 'longitude', 'Долгота должна быть числом от -180 до 180'],
    ] as const) {
      const refused = await post(
        test.app,
        '/api/shop/create',
        { ...place, cityId, latitude, longitude },
        admin,
      )
      expect(refused.status).toBe(400)
      expect(fields(refused.body)[field]).toBe(message)
    }
    const text = await post(test.app, '/api/shop/create', { ...place, cityId, latitude: '54.8' }, admin)
    expect(text.status).toBe(400)
    const edge = await post(
      test.app,
      '/api/shop/create',
      { ...place, cityId, latitude: -90, longitude: 180 },
      admin,
    )
    expect(edge.status).toBe(200)
    expect((await remove('/api/shop/delete', edge.body.id as number, admin)).status).toBe(204)
  })

  it('refuses an unknown city or service, a service named twice', async () => {
    const city = await post(test.app, '/api/shop/create', { ...place, cityId: 999999 }, admin)
    expect(fields(city.body).cityId).toBe('Город не найден')
    const service = await post(test.app, '/api/shop/create', { ...place, cityId, services: [999999] }, admin)
    expect(fields(service.body).services).toBe('Услуга не найдена')
    const twice = await post(
      test.app,
      '/api/shop/create',
      { ...place, cityId, services: [serviceIds[0], serviceIds[0]] },
      admin,
    )
    expect(fields(twice.body).services).toBe('Услуга указана дважды')
  })

  it('creates a shop with its services, replaces them, and journals both', async () => {
    const created = await post(
      test.app,
      '/api/shop/create',
      { ...place, cityId, services: serviceIds },
      admin,
    )
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ ...place, city: { id: cityId, name: 'Луховицы' } })
    expect((created.body.services as { id: number }[]).map((s) => s.id).sort()).toEqual(
      [...serviceIds].sort(),
    )
    const id = created.body.id as number

    const replaced = await post(
      test.app,
      '/api/shop/services/update',
      { shopId: id, services: [serviceIds[1]] },
      admin,
    )
    expect((replaced.body.services as { id: number }[]).map((s) => s.id)).toEqual([serviceIds[1]])
    const entry = await lastJournal('shop', id)
    expect(entry).toMatchObject({ action: 'update-services', actorId: adminId })
    expect((entry!.details as { before: unknown[]; after: unknown[] }).before).toHaveLength(2)
    expect((entry!.details as { before: unknown[]; after: unknown[] }).after).toHaveLength(1)

    const unknownShop = await post(
      test.app,
      '/api/shop/services/update',
      { shopId: 999999, services: [] },
      admin,
    )
    expect(unknownShop).toMatchObject({ status: 404, body: { message: 'Магазин не найден' } })

    const moved = await post(
      test.app,
      '/api/shop/update',
      { ...place, id, cityId, latitude: 54.9, longitude: 39.9, services: [] },
      admin,
    )
    expect(moved.body).toMatchObject({ latitude: 54.9, longitude: 39.9, services: [] })
    expect((await lastJournal('shop', id))!.details).toMatchObject({
      before: { latitude: 54.8 },
      after: { latitude: 54.9 },
    })

    expect((await remove('/api/shop/delete', id, admin)).status).toBe(204)
    expect(await test.db.select().from(shopServices).where(eq(shopServices.shopId, id))).toEqual([])
  })

  it('refuses to delete a shop with orders', async () => {
    const [central] = await test.db.select().from(shops).where(eq(shops.name, 'Магазин «Центральный»'))
    const refused = await remove('/api/shop/delete', central!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить магазин «Магазин «Центральный»»: на него есть заказы \(\d+\)$/,
    )
    expect(await test.db.select().from(shops).where(eq(shops.id, central!.id))).toHaveLength(1)
  })
})
