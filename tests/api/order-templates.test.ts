import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyEndpoints } from '../../src/contract/api-keys/endpoints.ts'
import { orderTemplateEndpoints as calls } from '../../src/contract/order-templates/endpoints.ts'
import { templateMessages } from '../../src/contract/order-templates/templates.ts'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { callApi } from '../support/api.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

let t: OrdersTestApp

beforeAll(async () => {
  t = await createOrdersTestApp()
})
afterAll(() => t.test.close())

const template = (extra: Record<string, unknown> = {}) => ({
  shopId: t.ref.lukhovitsyShop.id,
  name: 'Утро',
  serviceId: t.ref.perShift.id,
  startTime: '08:00',
  endTime: '16:00',
  planAssignmentsCount: 2,
  planTariffValue: '2800.00',
  description: 'Выкладка товара',
  favouritesFirstHours: 12,
  ...extra,
})

describe('shift templates', () => {
  it('are created, listed by shop, saved and deleted by staff', async () => {
    const created = await callApi(t.test.app, calls.create, { token: t.staff, body: template() })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ ...template(), planTariffPeriod: 'Shift' })
    const night = await callApi(t.test.app, calls.create, {
      token: t.staff,
      body: template({ name: 'Ночь', startTime: '22:00', endTime: '06:00', planTariffValue: null }),
    })
    expect(night.body).toMatchObject({ name: 'Ночь', planTariffValue: null })

    const listed = await callApi(t.test.app, calls.all, {
      token: t.staff,
      query: { shopId: t.ref.lukhovitsyShop.id },
    })
    expect(listed.body.map((entry) => entry.name)).toEqual(['Ночь', 'Утро'])
    const otherShop = await callApi(t.test.app, calls.all, {
      token: t.staff,
      query: { shopId: t.ref.otherCityShop.id },
    })
    expect(otherShop.body).toEqual([])

    const saved = await callApi(t.test.app, calls.update, {
      token: t.staff,
      body: { id: created.body.id, ...template({ name: 'Утро (длинное)', endTime: '18:00' }) },
    })
    expect(saved.body).toMatchObject({ id: created.body.id, name: 'Утро (длинное)', endTime: '18:00' })

    const removed = await callApi(t.test.app, calls.remove, { token: t.staff, body: { id: night.body.id } })
    expect(removed.status).toBe(204)
    const after = await callApi(t.test.app, calls.all, {
      token: t.staff,
      query: { shopId: t.ref.lukhovitsyShop.id },
    })
    expect(after.body.map((entry) => entry.name)).toEqual(['Утро (длинное)'])
    const again = await callApi(t.test.app, calls.remove, { token: t.staff, body: { id: night.body.id } })
    expect(again.status).toBe(404)
  })

  it('refuse a second name in the shop, a service the shop does not offer, bad times and tariffs', async () => {
    await callApi(t.test.app, calls.create, { token: t.staff, body: template({ name: 'Вечер' }) })
    const refused = async (body: Record<string, unknown>, status: number, message: string) => {
      const answer = await callApi(t.test.app, calls.create, { token: t.staff, rawBody: body })
      expect(answer.status).toBe(status)
      expect(answer.body?.message).toBe(message)
    }
    await refused(template({ name: 'вечер' }), 409, templateMessages.duplicateName)
    await refused(template({ name: 'Другая', serviceId: 999_999 }), 400, templateMessages.notOffered)
    await refused(template({ name: 'Другая', endTime: '08:00' }), 400, templateMessages.sameTimes)
    await refused(template({ name: 'Другая', startTime: '25:00' }), 400, templateMessages.time)
    await refused(template({ name: 'Другая', planTariffValue: '0' }), 400, bulkMessages.tariffPositive)
    await refused(template({ name: ' ' }), 400, templateMessages.name)
    const missing = await callApi(t.test.app, calls.update, {
      token: t.staff,
      body: { id: 999_999, ...template() },
    })
    expect(missing.status).toBe(404)
  })

  it('are staff’s, and an API key’s within its scopes', async () => {
    const worker = await callApi(t.test.app, calls.all, { token: t.worker })
    expect(worker.status).toBe(403)
    const admin = (await signIn(t.test, 'admin')).accessToken
    const { key } = (
      await callApi(t.test.app, apiKeyEndpoints.create, {
        token: admin,
        body: { name: 'ERP', scopes: ['orders:read'] },
      })
    ).body
    expect((await callApi(t.test.app, calls.all, { token: key })).status).toBe(200)
    const write = await callApi(t.test.app, calls.create, { token: key, body: template({ name: 'Из ERP' }) })
    expect(write.status).toBe(403)
  })
})
