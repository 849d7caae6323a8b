import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { services } from '../../src/server/db/schema/index.ts'
import { dictionaryEndpoints as calls } from '../../src/contract/dictionaries/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { openDictionaryTestApp, upload, lastJournal, pdf } from '../support/dictionaries.ts'

let test: TestApp
let admin: string
let worker: string
let adminId: number

beforeAll(async () => {
  ;({ test, admin, worker, adminId } = await openDictionaryTestApp())
})
afterAll(() => test.close())

describe('services', () => {
  let serviceId: number

  it('creates and edits a service with its tariff, responsibilities, zupId and group', async () => {
    const created = await callApi(test.app, calls.createService, {
      body: {
        fullName: 'Промоутер',
        planTariffValue: '0.01',
        planTariffPeriod: 'Order',
        responsibilities: 'Раздача листовок у входа',
        zupId: 'ZUP-401',
        group: 'Маркетинг',
      },
      token: admin,
    })
    expect(created.body).toMatchObject({
      fullName: 'Промоутер',
      planTariffValue: '0.01',
      group: 'Маркетинг',
      hasContractOffer: false,
      contractOffer: null,
    })
    serviceId = created.body.id
    expect((await callApi(test.app, calls.serviceGroups, { token: admin })).body).toContain('Маркетинг')
    const edited = await callApi(test.app, calls.updateService, {
      body: {
        id: serviceId,
        fullName: 'Промоутер',
        planTariffValue: '1000000',
        planTariffPeriod: 'Shift',
        zupId: '',
      },
      token: admin,
    })
    expect(edited.body).toMatchObject({ planTariffValue: '1000000.00', zupId: null, group: null })
    const entry = await lastJournal(test, 'service', serviceId)
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
      const refused = await callApi(test.app, calls.updateService, {
        rawBody: { ...base, planTariffValue },
        token: admin,
      })
      expect(refused.status, planTariffValue).toBe(400)
      expect(refused.body.fields?.planTariffValue).toBe(message)
    }
    const period = await callApi(test.app, calls.updateService, {
      rawBody: { ...base, planTariffValue: '1.00', planTariffPeriod: 'Day' },
      token: admin,
    })
    expect(period.status).toBe(400)
  })

  it('refuses to delete a service in use, listing what holds it', async () => {
    const [cashier] = await test.db.select().from(services).where(eq(services.fullName, 'Кассир'))
    const refused = await callApi(test.app, calls.deleteService, { body: { id: cashier!.id }, token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(
        /^Нельзя удалить услугу «Кассир»: она указана в заказах \(\d+\), у магазинов \(6\)/,
      ),
    })
  })

  it('uploads a contract offer as PDF only, within the size limit, and opens it through a link', async () => {
    const noOffer = await callApi(test.app, calls.contractOfferLink, {
      body: { id: serviceId },
      token: worker,
    })
    expect(noOffer).toMatchObject({ status: 404, body: { message: 'У этой услуги нет договора-оферты' } })

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    const notPdf = await upload(test, { id: String(serviceId) }, png, admin, 'offer.pdf')
    expect(notPdf).toMatchObject({
      status: 400,
      body: { message: 'Договор-оферта должен быть в формате PDF' },
    })
    const large = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])
    const tooLarge = await upload(test, { id: String(serviceId) }, large, admin)
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { message: 'Файл договора-оферты слишком большой: не более 10 МБ' },
    })
    const noService = await upload(test, { id: '999999' }, pdf, admin)
    expect(noService).toMatchObject({ status: 404, body: { message: 'Услуга не найдена' } })
    expect(
      (await test.db.select().from(services).where(eq(services.id, serviceId)))[0]!.contractOfferFileId,
    ).toBe(null)

    const uploaded = await upload(test, { id: String(serviceId) }, pdf, admin, 'Оферта промоутера.pdf')
    expect(uploaded.status).toBe(200)
    expect(uploaded.body).toMatchObject({
      hasContractOffer: true,
      contractOffer: { serviceId, fileName: 'Оферта промоутера.pdf', uploadedAt: test.clock().toISOString() },
    })
    const entry = await lastJournal(test, 'service', serviceId)
    expect(entry).toMatchObject({
      action: 'upload-contract-offer',
      actorId: adminId,
      details: { before: null, after: uploaded.body.contractOffer },
    })

    const link = await callApi(test.app, calls.contractOfferLink, { body: { id: serviceId }, token: worker })
    expect(link.status).toBe(200)
    const file = await test.app.inject({ method: 'GET', url: link.body.url })
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(pdf)).toBe(true)
  })

  it('deletes a service nobody uses', async () => {
    const created = await callApi(test.app, calls.createService, {
      body: { fullName: 'Временная', planTariffValue: '10', planTariffPeriod: 'Hour' },
      token: admin,
    })
    expect(
      (await callApi(test.app, calls.deleteService, { body: { id: created.body.id }, token: admin })).status,
    ).toBe(204)
    expect((await lastJournal(test, 'service', created.body.id))!.action).toBe('delete')
  })
})
