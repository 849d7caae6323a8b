import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forbiddenMessage } from '../../src/contract/common/errors.ts'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { journal, workers } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 21, item 7: staff delete a worker (DELETED_SELF_EMPLOYED). The tokens live a year, so the clock can
 * jump past the documents' retention without signing in again.
 */
let test: TestApp
let admin: string
let employee: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(7 * 365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

const idOf = async (phone: string) =>
  (await test.db.select({ id: workers.id }).from(workers).where(eq(workers.phone, phone)))[0]!.id
const rowOf = async (id: number) => (await test.db.select().from(workers).where(eq(workers.id, id)))[0]!
const remove = (id: number, token = admin) =>
  callApi(test.app, peopleEndpoints.remove, { token, body: { id } })
const people = async (confirmed: boolean, search: string) =>
  (await callApi(test.app, peopleEndpoints.filter, { token: admin, body: { confirmed, search }, query: {} }))
    .body.content.length

describe('deleting a worker', () => {
  it('is an admin’s call: an employee and a worker get 403 and nothing changes', async () => {
    const id = await idOf(demoPhones.notConfirmedWorker)
    const worker = (await signIn(test, 'worker')).accessToken
    for (const token of [employee, worker]) {
      const refused = await remove(id, token)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(forbiddenMessage)
    }
    expect((await rowOf(id)).state).toBe('NOT_CONFIRMED_SELF_EMPLOYED')
  })

  it('is refused while an order waits for the worker, naming the orders, and changes nothing', async () => {
    const id = await idOf(demoPhones.worker)
    const before = await rowOf(id)
    const refused = await remove(id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить исполнителя: не завершены заказы № \d+, № \d+, № \d+\. Снимите его с заказов или завершите их$/,
    )
    expect(await rowOf(id)).toEqual(before)
  })

  it('is refused while a payment to the worker has not reached the bank', async () => {
    const id = await idOf(demoPhones.blockedWorker)
    const refused = await remove(id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Нельзя удалить исполнителя: выплата по заказу № \d+ ещё не отправлена в банк$/,
    )
    expect((await rowOf(id)).state).toBe('BLOCKED_SELF_EMPLOYED')
  })

  it('answers 404 for no such worker and 400 for a bad id, in Russian', async () => {
    expect(await remove(999_999)).toMatchObject({ status: 404, body: { message: 'Исполнитель не найден' } })
    const bad = await callApi(test.app, peopleEndpoints.remove, { token: admin, rawBody: { id: 'один' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/[а-я]/)
  })

  it('an applicant without documents: all personal data erased, sessions ended, gone from the lists', async () => {
    const phone = demoPhones.notConfirmedWorker
    const id = await idOf(phone)
    const session = await signIn(test, 'notConfirmedWorker')
    expect(await people(false, 'Петрова')).toBe(1)

    const deleted = await remove(id)
    expect(deleted.status).toBe(200)
    const answer = deleted.body
    expect(answer).toMatchObject({
      state: 'DELETED_SELF_EMPLOYED',
      lastName: 'Исполнитель',
      firstName: 'удалён',
      patronymic: null,
      phone: '',
      inn: '',
      snils: '',
      birthDate: '',
      passportNumber: '',
      passportIssueDate: '',
      address: '',
    })
    expect(answer.paymentCardNumber).toHaveLength(4)
    const row = await rowOf(id)
    expect(row).toMatchObject({ phone: null, birthDate: null, passportSeries: null })
    expect(row.personalDataKeptUntil).toBe(test.clock().toISOString().slice(0, 10))

    // Their sessions end: the access token and the refresh token stop working at once.
    expect((await callApi(test.app, workerEndpoints.me, { token: session.accessToken })).status).toBe(401)
    const refreshed = await callApi(test.app, auth.renewTokens, {
      body: { refreshToken: session.refreshToken },
    })
    expect(refreshed.status).toBe(400)
    // They cannot sign in: the phone is no longer anyone's.
    test.clock.advance(31_000)
    const code = await callApi(test.app, auth.requestWorkerCode, { body: { phone } })
    expect(code.status).toBe(404)
    expect(code.body.message).toBe(smsMessages.workerNotFound)

    expect(await people(false, 'Петрова')).toBe(0)
    expect(await people(false, 'Исполнитель')).toBe(0)
    const [entry] = await test.db
      .select()
      .from(journal)
      .where(sql`${journal.action} = 'worker.deleted' and ${journal.entityId} = ${String(id)}`)
    expect(entry).toMatchObject({ actorKind: 'employee', entity: 'worker' })

    expect(await remove(id)).toMatchObject({ status: 409, body: { message: 'Исполнитель уже удалён' } })
  })

  it('a worker with paid orders: responses withdrawn, documents and payments stay, name and INN kept five years', async () => {
    const id = await idOf(demoPhones.secondWorker)
    const worker = (await signIn(test, 'secondWorker')).accessToken
    // Their DONE order ends as a no-show and the bank pays what it owed them: nothing binds them any more.
    const done = await rowsOf<{ id: number }>(
      test.db,
      sql`select id from orders where executor_id = ${id} and status = 'DONE'`,
    )
    for (const { id: orderId } of done) {
      const finished = await callApi(test.app, orderEndpoints.finish, {
        token: employee,
        body: { id: orderId, resolution: 'MISSING_EXECUTOR' },
      })
      expect(finished.status).toBe(200)
    }
    await test.db.execute(
      sql`update orders set send_to_bank_status = 'SENT', bank_sent_at = ${test.clock()} where executor_id = ${id} and resolution = 'DONE_AND_PAID'`,
    )
    const ref = await referenceData(test, employee)
    const order = await createOrder(test, employee, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    expect(
      (await callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: order.id } }))
        .status,
    ).toBe(200)
    const before = (await rowOf(id)) as { inn: string; lastName: string }

    const deleted = await remove(id)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({
      state: 'DELETED_SELF_EMPLOYED',
      lastName: 'Абдуллаев',
      inn: before.inn,
      phone: '',
      snils: '',
    })
    const year = Number(test.clock().toISOString().slice(0, 4))
    expect((await rowOf(id)).personalDataKeptUntil).toBe(`${year + 5}-12-31`)

    // The response is withdrawn: the order, which had only it, is NEW again.
    const reopened = (
      await callApi(test.app, orderEndpoints.byId, { token: employee, body: { id: order.id } })
    ).body
    expect(reopened).toMatchObject({ status: 'NEW', responsesCount: 0 })
    // Their paid orders stay in Счета under their name.
    const paid = async () =>
      (
        await callApi(test.app, paymentEndpoints.filter, {
          token: admin,
          body: {},
          query: { page: 1, size: 200 },
        })
      ).body.content.filter(
        (payment) =>
          payment.executor.inn === before.inn || payment.executor.fullName.startsWith('Исполнитель удалён'),
      )
    expect((await paid()).length).toBeGreaterThan(0)
    expect((await paid()).every((payment) => payment.executor.fullName.startsWith('Абдуллаев'))).toBe(true)

    // The day the retention ends nothing changes; the day after, the scheduled step erases the name and INN.
    const daysLeft = (Date.parse(`${year + 5}-12-31T12:00:00Z`) - test.clock().getTime()) / 86_400_000
    test.clock.advance(Math.floor(daysLeft) * 86_400_000)
    await test.orderSteps.runDue()
    expect((await rowOf(id)).lastName).toBe('Абдуллаев')
    test.clock.advance(86_400_000)
    const [first, second] = await Promise.all([test.orderSteps.runDue(), test.orderSteps.runDue()])
    expect(first.erased + second.erased).toBeGreaterThanOrEqual(1)
    // Five years on, the admin's session of today has long ended.
    admin = (await signIn(test, 'admin')).accessToken
    expect(await rowOf(id)).toMatchObject({
      lastName: 'Исполнитель',
      firstName: 'удалён',
      patronymic: null,
      inn: '',
    })
    expect((await paid()).every((payment) => payment.executor.fullName === 'Исполнитель удалён')).toBe(true)
    const erasures = await test.db
      .select()
      .from(journal)
      .where(sql`${journal.action} = 'worker.personal-data-erased' and ${journal.entityId} = ${String(id)}`)
    expect(erasures).toHaveLength(1)
  })
})
