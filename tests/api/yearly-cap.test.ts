import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { fromKopecks, toKopecks } from '../../src/contract/common/kopecks.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { npdMessages, npdYearlyLimit, yearlyCapLevel } from '../../src/contract/npd/npd.ts'
import { orderTotalKopecks } from '../../src/contract/orders/sums.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { sendResultMessage } from '../../src/contract/payments/payments.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { certificates, journal, orders, paymentOutbox, workers } from '../../src/server/db/schema/index.ts'
import { businessYear } from '../../src/server/kernel/local-day.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue #22, item 4: what this company paid a worker this calendar year (Moscow), against the НПД limit of
 * 2 400 000 ₽: shown to staff and to the worker, and a payment that would take it over is not sent.
 */
let test: TestApp
let admin: string
let workerToken: string
let ivanov: number
let abdullaev: number

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  workerToken = (await signIn(test, 'worker')).accessToken
  const idOf = async (phone: string) =>
    (await test.db.select().from(workers).where(eq(workers.phone, phone)))[0]!.id
  ivanov = await idOf(demoPhones.worker)
  abdullaev = await idOf(demoPhones.secondWorker)
}, 60_000)
afterAll(() => test.close())

const paidThisYear = async (workerId: number) =>
  (await callApi(test.app, peopleEndpoints.byId, { token: admin, body: { id: workerId } })).body.paidThisYear
const send = (idList: number[]) =>
  callApi(test.app, paymentEndpoints.sendToBank, { token: admin, body: { idList } })
const ordersOf = (workerId: number, description: string) =>
  test.db
    .select()
    .from(orders)
    .where(and(eq(orders.executorId, workerId), eq(orders.description, description)))
    .then((rows) => rows[0]!)
/** Makes the order's sum exactly `sum`: a one-shift tariff of that value. */
const setSum = (id: number, sum: string) =>
  test.db.update(orders).set({ factTariffPeriod: 'Shift', factTariffValue: sum }).where(eq(orders.id, id))
const thisYear = () => businessYear(test.clock()).year

describe('what the company paid the worker this year', () => {
  it('is counted by the server in exact kopecks, for staff, for the worker and on the payments page', async () => {
    expect(await paidThisYear(ivanov)).toBe('0.00')
    const first = await ordersOf(ivanov, 'Выкладка товара к выходным')
    expect((await send([first.id])).body.results[0]?.outcome).toBe('SENT_TO_BANK')
    // On its way to the card it counts already, and still once the bank has paid it.
    expect(await paidThisYear(ivanov)).toBe('2800.00')
    test.clock.advance(6_000)
    await test.bankSteps.runDue()
    const [paid] = await test.db.select().from(orders).where(eq(orders.id, first.id))
    expect(paid?.sendToBankStatus).toBe('SENT')
    await setSum(first.id, '1999999.99')
    expect(await paidThisYear(ivanov)).toBe('1999999.99')
    expect(yearlyCapLevel('1999999.99')).toBe('ok')
    await setSum(first.id, '2000000.01')
    const me = await callApi(test.app, workerEndpoints.me, { token: workerToken })
    expect(me.body.worker.paidThisYear).toBe('2000000.01')
    expect(yearlyCapLevel(me.body.worker.paidThisYear)).toBe('near')
    const page = await callApi(test.app, paymentEndpoints.filter, {
      token: admin,
      body: {},
      query: { size: 200 },
    })
    for (const row of page.body.content)
      expect(row.executor.paidThisYear, row.executor.fullName).toBe(await paidThisYear(row.executor.id))
  })

  it('counts payouts by the Moscow calendar year they went in', async () => {
    const first = await ordersOf(ivanov, 'Выкладка товара к выходным')
    // 23:00 on 31 December in Moscow: last year's; 00:30 on 1 January: this year's.
    await test.db
      .update(orders)
      .set({ bankSentAt: new Date(Date.UTC(thisYear() - 1, 11, 31, 20, 0)) })
      .where(eq(orders.id, first.id))
    expect(await paidThisYear(ivanov)).toBe('0.00')
    await test.db
      .update(orders)
      .set({ bankSentAt: new Date(Date.UTC(thisYear() - 1, 11, 31, 21, 30)) })
      .where(eq(orders.id, first.id))
    expect(await paidThisYear(ivanov)).toBe('2000000.01')
  })
})

describe('the yearly cap on send-to-bank', () => {
  it('refuses a payment that would take the payouts over 2 400 000 ₽, changing nothing, and sends one that reaches it exactly', async () => {
    const first = await ordersOf(ivanov, 'Выкладка товара к выходным')
    // The demo worker confirms the act of his other shift: a second payment of 2 800 ₽ waits to be sent.
    const second = await ordersOf(ivanov, 'Кассир, дневная смена')
    expect(
      (await callApi(test.app, actEndpoints.confirm, { token: workerToken, body: { id: second.id } })).status,
    ).toBe(204)
    const secondSum = orderTotalKopecks(second)
    await setSum(first.id, fromKopecks(toKopecks(npdYearlyLimit) - secondSum + 1))
    const [before] = await test.db.select().from(orders).where(eq(orders.id, second.id))

    const refused = await send([second.id])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      sendResultMessage(
        'YEARLY_CAP_EXCEEDED',
        second.orderNumber,
        npdMessages.yearlyCapExceeded(
          fromKopecks(toKopecks(npdYearlyLimit) - secondSum + 1),
          fromKopecks(secondSum),
          thisYear(),
        ),
      ),
    )
    const [after] = await test.db.select().from(orders).where(eq(orders.id, second.id))
    expect(after).toEqual(before)
    expect(after?.sendToBankStatus).toBe('NOT_SENT')
    expect(await test.db.select().from(paymentOutbox).where(eq(paymentOutbox.orderId, second.id))).toEqual([])
    expect(
      await test.db
        .select()
        .from(journal)
        .where(and(eq(journal.action, 'payment.sent-to-bank'), eq(journal.entityId, String(second.id)))),
    ).toEqual([])

    await setSum(first.id, fromKopecks(toKopecks(npdYearlyLimit) - secondSum))
    const sent = await send([second.id])
    expect(sent.status).toBe(200)
    expect(sent.body.results[0]?.outcome).toBe('SENT_TO_BANK')
    expect(await paidThisYear(ivanov)).toBe(npdYearlyLimit)
    expect(yearlyCapLevel(npdYearlyLimit)).toBe('reached')
  })

  it('counts two sends at once to one worker one after the other: of two payments that fit only alone, one goes', async () => {
    const waiting = await ordersOf(abdullaev, 'Приёмка поставки напитков')
    const done = await ordersOf(abdullaev, 'Приёмка поставки бытовой химии')
    // The shift done yesterday becomes a second payment waiting to be sent.
    await test.db
      .update(orders)
      .set({ status: 'FINISHED', resolution: 'DONE_AND_PAID', sendToBankStatus: 'NOT_SENT' })
      .where(eq(orders.id, done.id))
    await test.db
      .update(certificates)
      .set({ status: 'CONFIRMED' })
      .where(inArray(certificates.orderId, [done.id]))
    await setSum(waiting.id, '30000.00')
    await setSum(done.id, '30000.00')
    const sentBefore = await ordersOf(abdullaev, 'Кассир, смена перед праздником')
    const others = toKopecks(await paidThisYear(abdullaev)) - orderTotalKopecks(sentBefore)
    // Room for one of them and 10 000 ₽ more, not for both.
    await setSum(sentBefore.id, fromKopecks(toKopecks(npdYearlyLimit) - others - 4_000_000))

    const answers = await Promise.all([send([waiting.id]), send([done.id])])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await paidThisYear(abdullaev)).toBe(fromKopecks(toKopecks(npdYearlyLimit) - 1_000_000))
  })
})
