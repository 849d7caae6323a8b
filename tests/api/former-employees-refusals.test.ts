import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { formerEmployeeEndpoints as calls } from '../../src/contract/former-employees/endpoints.ts'
import { formerEmployeeMessages as says } from '../../src/contract/former-employees/former-employees.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { sendResultMessage } from '../../src/contract/payments/payments.ts'
import { formerEmployees, orders, paymentOutbox, workers } from '../../src/server/db/schema/index.ts'
import { businessDate } from '../../src/server/kernel/local-day.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { callApi } from '../support/api.ts'
import { loadReferences, profileFor, provePhone } from '../support/registration.ts'
import { type TestApp } from '../support/app.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { csv, dotted, openFormerEmployeesApp, shifted, uploadList } from '../support/former-employees.ts'

/**
 * Issue 45, item 6 (decision 100): assignment and payment refused to a person the company employed less than two
 * years ago, by the list or by their own answer, and the answer at registration.
 */
let test: TestApp
let admin: string
let staff: string
let workerToken: string
let ivanov: { id: number; inn: string }

beforeAll(async () => {
  ;({ test, admin, staff, workerToken, ivanov } = await openFormerEmployeesApp())
}, 60_000)
afterAll(() => test.close())

const upload = (bytes: Buffer, name = 'list.csv', token = admin) => uploadList(test, token, bytes, name)
const today = () => businessDate(test.clock())

describe('assignment and payment of a former employee', () => {
  const respondedOrder = async (startsInHours: number) => {
    const ref = await referenceData(test, staff)
    const order = await createOrder(test, staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours,
      hours: 2,
    })
    const responded = await callApi(test.app, responseEndpoints.make, {
      token: workerToken,
      body: { orderId: order.id },
    })
    expect(responded.status).toBe(200)
    return order
  }
  const assign = (id: number) =>
    callApi(test.app, orderEndpoints.setExecutor, { token: staff, body: { id, selfEmployedId: ivanov.id } })

  it('refuses to assign a person dismissed less than two years ago, naming the day; exactly two years on, assigns', async () => {
    // Dismissed two years ago tomorrow: barred until tomorrow's Moscow day begins.
    const dismissed = shifted(today(), -2, 1)
    expect((await upload(csv([`${ivanov.inn};Иванов Иван;${dotted(dismissed)}`]))).status).toBe(200)
    const order = await respondedOrder(40)
    const [before] = await test.db.select().from(orders).where(eq(orders.id, order.id))
    const refused = await assign(order.id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(says.assignment(shifted(today(), 0, 1)))
    expect(refused.body.message).toContain(shifted(today(), 0, 1).split('-').reverse().join('-'))
    const [after] = await test.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toEqual(before)

    // 23:59:59 in Moscow is still today; at midnight the two years are up.
    const midnight = new Date(`${shifted(today(), 0, 1)}T00:00:00+03:00`)
    test.clock.set(new Date(midnight.getTime() - 1000))
    expect((await assign(order.id)).status).toBe(409)
    test.clock.set(midnight)
    const assigned = await assign(order.id)
    expect(assigned.status).toBe(200)
    expect(assigned.body).toMatchObject({ status: 'APPROVED', executor: { id: ivanov.id } })
    test.clock.set(new Date(midnight.getTime() - 15 * 3600_000))
  })

  it("refuses the shop's automatic acceptance too: the response stays, nobody is assigned", async () => {
    const { lukhovitsyShop } = await referenceData(test, staff)
    const inPool = { token: staff, body: { shopId: lukhovitsyShop.id, selfEmployedId: ivanov.id } }
    expect((await callApi(test.app, poolEndpoints.favourite, inPool)).status).toBeLessThan(300)
    const rule = { shopId: lukhovitsyShop.id, favourites: true, minShifts: null, minAverageMark: null }
    expect(
      (await callApi(test.app, poolEndpoints.updateAutoAcceptRule, { token: staff, body: rule })).status,
    ).toBe(200)
    // The rule accepts him while nothing bars him (dismissed two years ago today)…
    await test.db
      .update(formerEmployees)
      .set({ dismissedOn: shifted(today(), -2) })
      .where(eq(formerEmployees.inn, ivanov.inn))
    const accepted = await respondedOrder(30)
    const [taken] = await test.db.select().from(orders).where(eq(orders.id, accepted.id))
    expect(taken?.executorId).toBe(ivanov.id)
    // …and not once the list says he was dismissed a year ago.
    await test.db
      .update(formerEmployees)
      .set({ dismissedOn: shifted(today(), -1) })
      .where(eq(formerEmployees.inn, ivanov.inn))
    const order = await respondedOrder(30)
    const [after] = await test.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ executorId: null, status: 'HAS_RESPONSE' })
    await callApi(test.app, poolEndpoints.updateAutoAcceptRule, {
      token: staff,
      body: { ...rule, favourites: false },
    })
  })

  it('refuses to pay them, sending nothing, and pays once the two years are up', async () => {
    const dismissed = shifted(today(), -1)
    await test.db
      .update(formerEmployees)
      .set({ dismissedOn: dismissed })
      .where(eq(formerEmployees.inn, ivanov.inn))
    const [payment] = await test.db
      .select()
      .from(orders)
      .where(and(eq(orders.executorId, ivanov.id), eq(orders.description, 'Выкладка товара к выходным')))
    const send = () =>
      callApi(test.app, paymentEndpoints.sendToBank, { token: admin, body: { idList: [payment!.id] } })
    const refused = await send()
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      sendResultMessage('FORMER_EMPLOYEE', payment!.orderNumber, says.payment(shifted(dismissed, 2))),
    )
    const [after] = await test.db.select().from(orders).where(eq(orders.id, payment!.id))
    expect(after?.sendToBankStatus).toBe('NOT_SENT')
    expect(await test.db.select().from(paymentOutbox).where(eq(paymentOutbox.orderId, payment!.id))).toEqual(
      [],
    )

    await test.db
      .update(formerEmployees)
      .set({ dismissedOn: shifted(today(), -2) })
      .where(eq(formerEmployees.inn, ivanov.inn))
    const sent = await send()
    expect(sent.status).toBe(200)
    expect(sent.body.results[0]?.outcome).toBe('SENT_TO_BANK')
  })
})

describe("the worker's own answer", () => {
  const my = () => callApi(test.app, calls.my, { token: workerToken })
  const declare = (body: { worked: boolean; until?: string | null }) =>
    callApi(test.app, calls.declare, { token: workerToken, body })

  it('is kept from the profile, bars them like the list, and they see the day they may work from', async () => {
    await test.db.delete(formerEmployees).where(eq(formerEmployees.inn, ivanov.inn))
    expect((await my()).body).toEqual({ declaration: null, mayWorkFrom: null })
    const until = shifted(today(), -1, -10)
    const answer = await declare({ worked: true, until })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ declaration: { worked: true, until }, mayWorkFrom: shifted(until, 2) })
    expect((await my()).body.mayWorkFrom).toBe(shifted(until, 2))
    expect(says.worker(shifted(until, 2))).toContain(shifted(until, 2).split('-').reverse().join('-'))

    const ref = await referenceData(test, staff)
    const order = await createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    await callApi(test.app, responseEndpoints.make, { token: workerToken, body: { orderId: order.id } })
    const refused = await callApi(test.app, orderEndpoints.setExecutor, {
      token: staff,
      body: { id: order.id, selfEmployedId: ivanov.id },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(says.assignment(shifted(until, 2)))

    expect((await declare({ worked: false, until })).body).toEqual({
      declaration: { worked: false, until: null },
      mayWorkFrom: null,
    })
  })

  it('refuses a yes without a date, an impossible or future date, and staff', async () => {
    const noDate = await declare({ worked: true })
    expect(noDate.status).toBe(400)
    expect(noDate.body.fields).toEqual({ until: says.declarationUntil })
    expect((await declare({ worked: true, until: '2025-02-30' })).status).toBe(400)
    const future = await declare({ worked: true, until: shifted(today(), 0, 1) })
    expect(future.status).toBe(400)
    expect(future.body.message).toBe(says.declarationFuture)
    expect((await callApi(test.app, calls.declare, { token: staff, body: { worked: false } })).status).toBe(
      403,
    )
    expect((await my()).body.declaration).toEqual({ worked: false, until: null })
  })
})

describe('the answer at registration', () => {
  it('is optional, kept when given, and a future date is refused with nothing registered', async () => {
    const references = await loadReferences(test)
    const register = async (phone: string, formerEmployment?: { worked: boolean; until?: string }) =>
      callApi(test.app, authEndpoints.register, {
        body: {
          ...profileFor(phone, references),
          registrationToken: await provePhone(test, phone),
          ...(formerEmployment && { formerEmployment }),
        },
      })
    const future = await register('+79161110041', { worked: true, until: shifted(today(), 0, 1) })
    expect(future.status).toBe(400)
    expect(future.body.fields).toEqual({ 'formerEmployment.until': says.declarationFuture })
    expect(await test.db.select().from(workers).where(eq(workers.phone, '+79161110041'))).toEqual([])

    const until = shifted(today(), 0, -100)
    const said = await register('+79161110042', { worked: true, until })
    expect(said.status).toBe(200)
    const mine = await callApi(test.app, calls.my, { token: said.body.accessToken })
    expect(mine.body).toEqual({ declaration: { worked: true, until }, mayWorkFrom: shifted(until, 2) })

    const silent = await register('+79161110043')
    expect(silent.status).toBe(200)
    expect((await callApi(test.app, calls.my, { token: silent.body.accessToken })).body).toEqual({
      declaration: null,
      mayWorkFrom: null,
    })
  })
})
