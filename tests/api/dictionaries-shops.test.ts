import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, services, shopServices, shops } from '../../src/server/db/schema/index.ts'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { openDictionaryTestApp, lastJournal } from '../support/dictionaries.ts'

let test: TestApp
let admin: string
let adminId: number

beforeAll(async () => {
  ;({ test, admin, adminId } = await openDictionaryTestApp())
})
afterAll(() => test.close())

describe('shops', () => {
  const place = { name: 'Магазин «Новый»', address: 'Луховицы, ул. Мира, 1', latitude: 54.8, longitude: 39.8 }
  let cityId: number
  let serviceIds: number[]

  beforeAll(async () => {
    cityId = (await test.db.select().from(cities).where(eq(cities.name, 'Луховицы')))[0]!.id
    serviceIds = (await test.db.select({ id: services.id }).from(services).limit(2)).map((row) => row.id)
  })

  it('requires coordinates within valid latitude and longitude; the bounds themselves are valid', async () => {
    const missing = await callApi(test.app, calls.createShop, {
      rawBody: { ...place, cityId, latitude: undefined },
      token: admin,
    })
    expect(missing.body.fields?.latitude).toBe('Укажите координаты: щёлкните по карте или введите числа')
    for (const [latitude, longitude, field, message] of [
      [90.0001, 39, 'latitude', 'Широта должна быть числом от -90 до 90'],
      [-90.0001, 39, 'latitude', 'Широта должна быть числом от -90 до 90'],
      [54, 180.0001, 'longitude', 'Долгота должна быть числом от -180 до 180'],
      [54, -180.0001, 'longitude', 'Долгота должна быть числом от -180 до 180'],
    ] as const) {
      const refused = await callApi(test.app, calls.createShop, {
        rawBody: { ...place, cityId, latitude, longitude },
        token: admin,
      })
      expect(refused.status).toBe(400)
      expect(refused.body.fields?.[field]).toBe(message)
    }
    const text = await callApi(test.app, calls.createShop, {
      rawBody: { ...place, cityId, latitude: '54.8' },
      token: admin,
    })
    expect(text.status).toBe(400)
    const edge = await callApi(test.app, calls.createShop, {
      body: { ...place, cityId, latitude: -90, longitude: 180 },
      token: admin,
    })
    expect(edge.status).toBe(200)
    expect(
      (await callApi(test.app, calls.deleteShop, { body: { id: edge.body.id }, token: admin })).status,
    ).toBe(204)
  })

  it('refuses an unknown city or service, a service named twice', async () => {
    const city = await callApi(test.app, calls.createShop, {
      rawBody: { ...place, cityId: 999999 },
      token: admin,
    })
    expect(city.body.fields?.cityId).toBe('Город не найден')
    const service = await callApi(test.app, calls.createShop, {
      rawBody: { ...place, cityId, services: [999999] },
      token: admin,
    })
    expect(service.body.fields?.services).toBe('Услуга не найдена')
    const twice = await callApi(test.app, calls.createShop, {
      rawBody: { ...place, cityId, services: [serviceIds[0], serviceIds[0]] },
      token: admin,
    })
    expect(twice.body.fields?.services).toBe('Услуга указана дважды')
  })

  it('creates a shop with its services, replaces them, and journals both', async () => {
    const created = await callApi(test.app, calls.createShop, {
      body: { ...place, cityId, services: serviceIds },
      token: admin,
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ ...place, city: { id: cityId, name: 'Луховицы' } })
    expect(created.body.services.map((s) => s.id).sort()).toEqual([...serviceIds].sort())
    const id = created.body.id

    const replaced = await callApi(test.app, calls.updateShopServices, {
      body: { shopId: id, services: [serviceIds[1]] },
      token: admin,
    })
    expect(replaced.body.services.map((s) => s.id)).toEqual([serviceIds[1]])
    const entry = await lastJournal(test, 'shop', id)
    expect(entry).toMatchObject({ action: 'update-services', actorId: adminId })
    expect((entry!.details as { before: unknown[]; after: unknown[] }).before).toHaveLength(2)
    expect((entry!.details as { before: unknown[]; after: unknown[] }).after).toHaveLength(1)

    const unknownShop = await callApi(test.app, calls.updateShopServices, {
      body: { shopId: 999999, services: [] },
      token: admin,
    })
    expect(unknownShop).toMatchObject({ status: 404, body: { message: 'Магазин не найден' } })

    const moved = await callApi(test.app, calls.updateShop, {
      body: { ...place, id, cityId, latitude: 54.9, longitude: 39.9, services: [] },
      token: admin,
    })
    expect(moved.body).toMatchObject({ latitude: 54.9, longitude: 39.9, services: [] })
    expect((await lastJournal(test, 'shop', id))!.details).toMatchObject({
      before: { latitude: 54.8 },
      after: { latitude: 54.9 },
    })

    expect((await callApi(test.app, calls.deleteShop, { body: { id: id }, token: admin })).status).toBe(204)
    expect(await test.db.select().from(shopServices).where(eq(shopServices.shopId, id))).toEqual([])
  })

  it('refuses to delete a shop with orders', async () => {
    const [central] = await test.db.select().from(shops).where(eq(shops.name, 'Магазин «Центральный»'))
    const refused = await callApi(test.app, calls.deleteShop, { body: { id: central!.id }, token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(
        /^Нельзя удалить магазин «Магазин «Центральный»»: на него есть заказы \(\d+\)$/,
      ),
    })
    expect(await test.db.select().from(shops).where(eq(shops.id, central!.id))).toHaveLength(1)
  })
})
