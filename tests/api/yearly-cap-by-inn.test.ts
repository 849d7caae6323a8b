import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { npdMessages } from '../../src/contract/npd/npd.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { sendResultMessage } from '../../src/contract/payments/payments.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { peopleMessages } from '../../src/contract/workers/people.ts'
import { orders, workers } from '../../src/server/db/schema/index.ts'
import { businessYear } from '../../src/server/kernel/local-day.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue 43, item 7: the НПД limit is the taxpayer's. A deleted worker who registers again with the same INN
 * does not start the year from zero, and staff confirming that registration are told.
 */
let test: TestApp
let admin: string

beforeAll(async () => {
  test = await createTestApp()
  admin = (await signIn(test, 'admin')).accessToken
}, 60_000)
afterAll(() => test.close())

const workerByPhone = async (phone: string) =>
  (await test.db.select().from(workers).where(eq(workers.phone, phone)))[0]!

/**
 * An earlier, deleted account of the worker (their INN kept with its documents), with one payout this year of
 * `sum`: another worker's paid order is handed to it.
 */
async function deletedAccountPaid(inn: string, sum: string): Promise<number> {
  const { id: _id, ...template } = await workerByPhone(demoPhones.worker)
  const [deleted] = await test.db
    .insert(workers)
    .values({
      ...template,
      inn,
      phone: null,
      snils: '00000000000',
      state: 'DELETED_SELF_EMPLOYED',
      deletedAt: test.clock(),
      personalDataKeptUntil: `${businessYear(test.clock()).year + 5}-12-31`,
    })
    .returning({ id: workers.id })
  const [paid] = await test.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID')))
    .limit(1)
  await test.db
    .update(orders)
    .set({
      executorId: deleted!.id,
      sendToBankStatus: 'SENT',
      bankSentAt: test.clock(),
      factTariffPeriod: 'Shift',
      factTariffValue: sum,
    })
    .where(eq(orders.id, paid!.id))
  return deleted!.id
}

describe('the yearly cap by INN', () => {
  it('counts a deleted account’s payouts this year: a payment over the limit with them is not sent', async () => {
    const worker = await workerByPhone(demoPhones.secondWorker)
    const [waiting] = await test.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.executorId, worker.id),
          eq(orders.status, 'FINISHED'),
          eq(orders.resolution, 'DONE_AND_PAID'),
          eq(orders.sendToBankStatus, 'NOT_SENT'),
        ),
      )
      .limit(1)
    expect(waiting, 'a payment of the second demo worker waits to be sent').toBeDefined()
    await test.db
      .update(orders)
      .set({ factTariffPeriod: 'Shift', factTariffValue: '10000.00' })
      .where(eq(orders.id, waiting!.id))
    const own = (await callApi(test.app, peopleEndpoints.byId, { token: admin, body: { id: worker.id } }))
      .body
    await deletedAccountPaid(worker.inn, '2395000.00')

    const refused = await callApi(test.app, paymentEndpoints.sendToBank, {
      token: admin,
      body: { idList: [waiting!.id] },
    })
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    const year = businessYear(test.clock()).year
    const paid = (Number(own.paidThisYear) + 2395000).toFixed(2)
    expect(refused.body.message).toBe(
      sendResultMessage(
        'YEARLY_CAP_EXCEEDED',
        waiting!.orderNumber,
        npdMessages.yearlyCapExceeded(paid, '10000.00', year),
      ),
    )
    const page = await callApi(test.app, paymentEndpoints.filter, {
      token: admin,
      body: {},
      query: { size: 200 },
    })
    const row = page.body.content.find((payment) => payment.executor.id === worker.id)
    expect(row?.executor.paidThisYear).toBe(paid)
  })

  it('tells staff confirming a registration whose INN was a deleted worker’s, with that INN’s payouts', async () => {
    const registered = await workerByPhone(demoPhones.notConfirmedWorker)
    await deletedAccountPaid(registered.inn, '120000.00')
    const confirmed = await callApi(test.app, peopleEndpoints.confirm, {
      token: admin,
      body: { id: registered.id },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.state).toBe('SELF_EMPLOYED')
    expect(confirmed.body.earlierAccountNotice).toBe(
      peopleMessages.innOfDeletedWorker(registered.inn, '120000.00', businessYear(test.clock()).year),
    )
  })

  it('says nothing when no deleted worker had the INN', async () => {
    const worker = await workerByPhone(demoPhones.worker)
    await test.db
      .update(workers)
      .set({ state: 'NOT_CONFIRMED_SELF_EMPLOYED' })
      .where(eq(workers.id, worker.id))
    const confirmed = await callApi(test.app, peopleEndpoints.confirm, {
      token: admin,
      body: { id: worker.id },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.earlierAccountNotice).toBeNull()
  })
})
