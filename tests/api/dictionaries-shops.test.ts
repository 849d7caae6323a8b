import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, services, shopServices, shops } from '../../src/server/db/schema/index.ts'
import { post, type TestApp } from '../support/app.ts'
import { openDictionaryTestApp, remove, lastJournal, fields } from '../support/dictionaries.ts'

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
    expect((await remove(test, '/api/shop/delete', edge.body.id as number, admin)).status).toBe(204)
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
    const entry = await lastJournal(test, 'shop', id)
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
    expect((await lastJournal(test, 'shop', id))!.details).toMatchObject({
      before: { latitude: 54.8 },
      after: { latitude: 54.9 },
    })

    expect((await remove(test, '/api/shop/delete', id, admin)).status).toBe(204)
    expect(await test.db.select().from(shopServices).where(eq(shopServices.shopId, id))).toEqual([])
  })

  it('refuses to delete a shop with orders', async () => {
    const [central] = await test.db.select().from(shops).where(eq(shops.name, 'Магазин «Центральный»'))
    const refused = await remove(test, '/api/shop/delete', central!.id, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить магазин «Магазин «Центральный»»: на него есть заказы \(\d+\)$/,
    )
    expect(await test.db.select().from(shops).where(eq(shops.id, central!.id))).toHaveLength(1)
  })
})
