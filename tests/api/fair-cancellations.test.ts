import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { fromKopecks, toKopecks } from '../../src/contract/common/kopecks.ts'
import { fillPolicyEndpoints as policy } from '../../src/contract/fill-policy/endpoints.ts'
import { fillPolicyMessages } from '../../src/contract/fill-policy/fill-policy.ts'
import { cancellationEndpoints } from '../../src/contract/orders/cancellation-endpoints.ts'
import { orderEndpoints as calls } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { compensationLabel } from '../../src/contract/orders/sums.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { confirmedOrder, thirdWorker } from '../support/replacement.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 49, item 5 (decision 107): a late cancellation's compensation and the minimum paid hours. */
let test: TestApp, actors: Actors, shop: Shop, admin: string
let perShift: { id: number; planTariffValue: string }, hourly: { id: number; planTariffValue: string }
let third: { id: number; token: string }

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  perShift = ref.perShift
  hourly = ref.hourly
  admin = (await signIn(test, 'admin')).accessToken
  third = await thirdWorker(test, shop.city.id)
}, 120_000)
afterAll(() => test.close())

const hour = 3600_000
const staff = () => ({ token: actors.staff })
/** A confirmed order of the demo worker's: four planned hours starting `startsInHours` from the test clock's now. */
const confirmed = (startsInHours: number, serviceId = perShift.id) =>
  confirmedOrder(test, { staff: actors.staff, worker: actors.worker }, actors.workerId, {
    shop,
    serviceId,
    startsInHours,
  })
const setPolicy = (body: Record<string, unknown>) =>
  callApi(test.app, policy.updateFillPolicy, { ...staff(), body: { shopId: shop.id, ...body } as never })
const readPolicy = async () =>
  (await callApi(test.app, policy.fillPolicy, { ...staff(), query: { shopId: shop.id } })).body
const terms = async (id: number) =>
  (await callApi(test.app, cancellationEndpoints.cancellationTerms, { ...staff(), body: { id } })).body
const cancel = (id: number) =>
  callApi(test.app, calls.finish, { ...staff(), body: { id, resolution: 'CANCELED' } })
const view = async (id: number) => (await callApi(test.app, calls.byId, { ...staff(), body: { id } })).body
const half = (money: string) => fromKopecks(Math.round(toKopecks(money) / 2))
const lateLabel = compensationLabel('LATE_CANCELLATION', 24)

function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'act-'))
  writeFileSync(join(folder, 'act.pdf'), bytes)
  return execFileSync('pdftotext', ['-layout', join(folder, 'act.pdf'), '-'], { encoding: 'utf8' })
}

describe('the cancellation policy', () => {
  it('is off by default, saves what is sent and refuses negative or absurd values, changing nothing', async () => {
    expect(await readPolicy()).toMatchObject({
      cancelNoticeHours: 24,
      cancelCompensationPercent: 0,
      minimumPaidHours: 0,
    })
    for (const [body, message] of [
      [{ cancelCompensationPercent: -1 }, fillPolicyMessages.cancelPercentRange],
      [{ cancelCompensationPercent: 101 }, fillPolicyMessages.cancelPercentRange],
      [{ cancelCompensationPercent: 12.5 }, fillPolicyMessages.cancelPercentRange],
      [{ cancelCompensationPercent: 'много' }, fillPolicyMessages.cancelPercentRange],
      [{ cancelNoticeHours: 0 }, fillPolicyMessages.cancelNoticeRange],
      [{ cancelNoticeHours: 100000 }, fillPolicyMessages.cancelNoticeRange],
      [{ minimumPaidHours: -4 }, fillPolicyMessages.minimumHoursRange],
      [{ minimumPaidHours: 25 }, fillPolicyMessages.minimumHoursRange],
    ] as const) {
      const refused = await setPolicy({ cancelNoticeHours: 12, ...body })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    expect((await readPolicy()).cancelNoticeHours).toBe(24)
    const saved = await setPolicy({ cancelCompensationPercent: 50, minimumPaidHours: 4 })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      replacementCutoffHours: 2,
      lateReleaseHours: 24,
      cancelNoticeHours: 24,
      cancelCompensationPercent: 50,
      minimumPaidHours: 4,
    })
  })
})

describe('a cancellation by staff', () => {
  it('costs nothing with the notice kept, and half the planned sum once the clock passes it', async () => {
    const order = await confirmed(30)
    expect(await terms(order.id)).toMatchObject({ late: false, compensation: null, noticeHours: 24 })
    test.clock.advance(7 * hour)
    expect(await terms(order.id)).toEqual({
      late: true,
      released: false,
      noticeHours: 24,
      percent: 50,
      compensation: { label: lateLabel, sum: half(perShift.planTariffValue) },
    })
    const kept = await cancel((await confirmed(25)).id)
    expect(kept.body).toMatchObject({ status: 'FINISHED', resolution: 'CANCELED', compensationKind: null })
    const notRelevant = await callApi(test.app, calls.finish, {
      ...staff(),
      body: { id: order.id, resolution: 'NOT_RELEVANT' },
    })
    expect(notRelevant.body).toMatchObject({ status: 'DONE', compensationKind: 'LATE_CANCELLATION' })
  })

  it('pays a late cancellation by an act and a payment with the compensation line', async () => {
    const order = await confirmed(5)
    const owed = half(perShift.planTariffValue)
    const cancelled = await cancel(order.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      status: 'DONE',
      compensationKind: 'LATE_CANCELLATION',
      compensationHours: 24,
      compensationSum: owed,
      sum: owed,
      certificateStatus: 'SENT',
    })
    const missing = await callApi(test.app, calls.finish, {
      ...staff(),
      body: { id: order.id, resolution: 'MISSING_EXECUTOR' },
    })
    expect(missing.status).toBe(409)

    const pdf = await callApi(test.app, actEndpoints.pdf, { token: actors.worker, body: { id: order.id } })
    const text = pdfText(pdf.body).replace(/\u00a0/g, ' ')
    expect(text).toContain(`${lateLabel}: ${owed.replace('.', ',')} ₽`.replace(/\u00a0/g, ' '))
    expect(text).toContain('Отменена заказчиком')
    expect(text).toContain(`Итого к выплате: ${owed.replace('.', ',')} ₽`)

    const confirmedAct = await callApi(test.app, actEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmedAct.status).toBe(204)
    expect(await view(order.id)).toMatchObject({ status: 'FINISHED', resolution: 'DONE_AND_PAID', sum: owed })
    const payments = await callApi(test.app, paymentEndpoints.filter, {
      token: admin,
      body: { shopId: shop.id, dateFrom: order.dateTime.slice(0, 10) },
      query: { size: 200 },
    })
    const payment = payments.body.content.find((row) => row.id === order.id)
    expect(payment).toMatchObject({ sum: owed, compensation: { label: lateLabel, sum: owed } })
  })

  it('owes nothing to a worker who released the shift, and the take or the cancellation comes first', async () => {
    const released = await confirmed(5)
    await callApi(test.app, calls.release, { token: actors.worker, body: { id: released.id } })
    expect(await terms(released.id)).toMatchObject({ released: true, compensation: null })
    const take = callApi(test.app, calls.takeReplacement, { token: third.token, body: { id: released.id } })
    const [taken, cancelled] = await Promise.all([take, cancel(released.id)])
    expect(cancelled.status).toBe(200)
    const after = await view(released.id)
    if (taken.status === 200) {
      // The take came first: the new executor's confirmed shift was cancelled late, and they are owed.
      expect(after).toMatchObject({ status: 'DONE', compensationKind: 'LATE_CANCELLATION' })
      expect(after.executor?.id).toBe(third.id)
    } else {
      expect(taken.status).toBe(409)
      expect(after).toMatchObject({ status: 'FINISHED', resolution: 'CANCELED', compensationKind: null })
    }
  })

  it('has one outcome when racing the executor’s release', async () => {
    const order = await confirmed(5)
    const release = callApi(test.app, calls.release, { token: actors.worker, body: { id: order.id } })
    const [released, cancelled] = await Promise.all([release, cancel(order.id)])
    expect(cancelled.status).toBe(200)
    const after = await view(order.id)
    if (released.status === 200) {
      expect(after).toMatchObject({ status: 'FINISHED', resolution: 'CANCELED', compensationKind: null })
    } else {
      expect(released.status).toBe(409)
      expect(after).toMatchObject({ status: 'DONE', compensationKind: 'LATE_CANCELLATION' })
    }
  })

  it('compensates an hourly order by its planned hours', async () => {
    const order = await confirmed(5, hourly.id)
    const cancelled = await cancel(order.id)
    const planned = (toKopecks(hourly.planTariffValue) * 240) / 60
    expect(cancelled.body.compensationSum).toBe(fromKopecks(Math.round(planned / 2)))
    expect(cancelled.body.sum).toBe(cancelled.body.compensationSum)
  })
})

describe('a worker sent home early', () => {
  const done = async (actualTime: number): Promise<Order> => {
    const order = await confirmed(1, hourly.id)
    await callApi(test.app, calls.setInProgress, { ...staff(), body: { id: order.id } })
    test.clock.advance(5 * hour)
    await test.orderSteps.runDue()
    const saved = await callApi(test.app, calls.update, {
      ...staff(),
      body: {
        id: order.id,
        serviceId: order.serviceId,
        shopId: order.shopId,
        dateTime: order.dateTime,
        dateTo: order.dateTo,
        description: order.description,
        comment: order.comment,
        planAssignmentsCount: order.planAssignmentsCount,
        factTariffValue: hourly.planTariffValue,
        factTariffPeriod: 'Hour',
        factAssignmentsCount: 1,
        actualTime,
      },
    })
    expect(saved.status).toBe(200)
    const act = await callApi(test.app, actEndpoints.generate, { ...staff(), body: { id: order.id } })
    expect(act.status).toBe(204)
    return view(order.id)
  }
  const perMinute = () => toKopecks(hourly.planTariffValue) / 60

  it('is paid the shop’s minimum hours, the top-up a line of the act and the sum', async () => {
    const order = await done(60)
    const minimum = fromKopecks(Math.round(perMinute() * 240))
    expect(order).toMatchObject({ compensationKind: 'MINIMUM_HOURS', compensationHours: 4, sum: minimum })
    expect(toKopecks(order.compensationSum!)).toBe(toKopecks(minimum) - Math.round(perMinute() * 60))
    const pdf = await callApi(test.app, actEndpoints.pdf, { ...staff(), body: { id: order.id } })
    const text = pdfText(pdf.body).replace(/\u00a0/g, ' ')
    expect(text).toContain(compensationLabel('MINIMUM_HOURS', 4).replace(/\u00a0/g, ' '))
    expect(text).toContain(`Итого к выплате: ${minimum.replace('.', ',')} ₽`)
  })

  it('gets no line for the minimum worked or more', async () => {
    const order = await done(300)
    expect(order).toMatchObject({ compensationKind: null, sum: fromKopecks(Math.round(perMinute() * 300)) })
  })
})
