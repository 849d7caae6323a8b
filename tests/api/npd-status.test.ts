import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { npdMessages, npdStatusLine } from '../../src/contract/npd/npd.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { sendResultMessage } from '../../src/contract/payments/payments.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import {
  employees,
  journal,
  npdRechecks,
  orders,
  paymentOutbox,
  workers,
} from '../../src/server/db/schema/index.ts'
import { businessDate } from '../../src/server/kernel/local-day.ts'
import { createNpdStatus } from '../../src/server/kernel/npd/npd-status.ts'
import { createFnsNpdChecker } from '../../src/server/ports/npd/npd-checker.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { startFakeNpdService, type FakeNpdService } from '../support/fake-npd-service.ts'
import { orderIn } from '../support/order-states.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue #22, item 1: the self-employed status with proof, asked from the tax service (here a local server that
 * answers as statusnpd.nalog.ru does) on assignment, on the day of payment and by the staff's button.
 */
let fake: FakeNpdService
let test: TestApp
let staff: string
let admin: string
let workerToken: string
let employeeId: number

type DemoWorker = { id: number; inn: string }
const demo: Record<'ivanov' | 'abdullaev' | 'novikova', DemoWorker> = {
  ivanov: { id: 0, inn: '' },
  abdullaev: { id: 0, inn: '' },
  novikova: { id: 0, inn: '' },
}

beforeAll(async () => {
  fake = await startFakeNpdService()
  test = await createTestApp({
    env: { NPD_ADAPTER: 'fns', NPD_URL: fake.url, ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) },
  })
  staff = (await signIn(test, 'employee')).accessToken
  admin = (await signIn(test, 'admin')).accessToken
  workerToken = (await signIn(test, 'worker')).accessToken
  const phones = { ivanov: demoPhones.worker, abdullaev: demoPhones.secondWorker, novikova: '+79990000015' }
  for (const [name, phone] of Object.entries(phones)) {
    const [row] = await test.db.select().from(workers).where(eq(workers.phone, phone))
    demo[name as keyof typeof demo] = { id: row!.id, inn: row!.inn }
  }
  const [employee] = await test.db.select().from(employees).where(eq(employees.phone, demoPhones.employee))
  employeeId = employee!.id
}, 60_000)
afterAll(async () => {
  await test.close()
  await fake.close()
})

const today = () => businessDate(test.clock())
/** Past the installation's pace (a request every 30 s) and any hold after a "limited". */
const nextSlot = () => test.clock.advance(61_000)
const check = (worker: DemoWorker) =>
  callApi(test.app, peopleEndpoints.npdCheck, { token: staff, body: { id: worker.id } })
const profile = async (worker: DemoWorker) =>
  (await callApi(test.app, peopleEndpoints.byId, { token: staff, body: { id: worker.id } })).body
/** Sets what is stored, as if the service had answered `registered` yesterday. */
const answeredYesterday = (worker: DemoWorker, registered: boolean | null) =>
  test.db
    .update(workers)
    .set({
      npdRegistered: registered,
      npdCheckedAt: new Date(test.clock().getTime() - 86_400_000),
      npdRequestDate: businessDate(new Date(test.clock().getTime() - 86_400_000)),
      npdMessage: 'вчерашний ответ',
    })
    .where(eq(workers.id, worker.id))
const lastCheck = async (worker: DemoWorker) => {
  const [row] = await test.db
    .select()
    .from(journal)
    .where(and(eq(journal.action, 'worker.npd-checked'), eq(journal.entityId, String(worker.id))))
    .orderBy(desc(journal.id))
    .limit(1)
  return row
}

describe('the real adapter, against a local server that answers as the tax service does', () => {
  it("asks with the INN and today's date and keeps the answer with its check time, request date and message", async () => {
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    const response = await check(demo.ivanov)
    expect(response.status).toBe(200)
    const status = {
      registered: true,
      checkedAt: test.clock().toISOString(),
      requestDate: today(),
      message: `${demo.ivanov.inn} является плательщиком налога на профессиональный доход`,
    }
    expect(response.body).toEqual({ ...status, inn: demo.ivanov.inn })
    expect(fake.requests.at(-1)).toEqual({ inn: demo.ivanov.inn, requestDate: today() })
    expect((await profile(demo.ivanov)).npd).toEqual(status)
    const me = await callApi(test.app, workerEndpoints.me, { token: workerToken })
    expect(me.body.worker.npd).toEqual(status)
    expect((await lastCheck(demo.ivanov))?.details).toEqual({
      registered: true,
      requestDate: today(),
      reason: 'staff',
    })
  })

  it('answers "unknown" with the service\'s words, never 5xx and never "not self-employed", when it is limited, unavailable or failing', async () => {
    const cases = [
      ['limited', 'Превышено количество запросов к сервису'],
      ['unavailable', 'Сервис временно недоступен'],
      ['server-error', npdMessages.serviceUnavailable],
    ] as const
    for (const [answer, message] of cases) {
      nextSlot()
      fake.plan(demo.novikova.inn, answer)
      const response = await check(demo.novikova)
      expect(response.status, answer).toBe(200)
      expect(response.body, answer).toMatchObject({ registered: null, requestDate: today(), message })
      expect((await profile(demo.novikova)).npd.registered, answer).toBeNull()
    }
    // Each "cannot answer" left the worker to be asked again; the next answer settles it.
    expect(
      await test.db.select().from(npdRechecks).where(eq(npdRechecks.workerId, demo.novikova.id)),
    ).toHaveLength(1)
    fake.plan(demo.novikova.inn, 'registered')
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.novikova)).npd.registered).toBe(true)
  })

  it('takes no answer from a service that cannot be reached', async () => {
    const unreachable = createFnsNpdChecker('http://127.0.0.1:9/api/v1/tracker/taxpayer_status')
    expect(await unreachable.check(demo.ivanov.inn, today())).toEqual({
      answered: false,
      reason: 'unavailable',
      message: npdMessages.serviceUnavailable,
    })
  })

  it('asks again through the scheduler after "limited", once the pause is over', async () => {
    nextSlot()
    fake.plan(demo.abdullaev.inn, 'limited', 'registered')
    expect((await check(demo.abdullaev)).body.registered).toBeNull()
    const asked = fake.requests.length
    expect(await test.npdSteps.runDue()).toEqual({ asked: 0 })
    expect(fake.requests.length).toBe(asked)
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.abdullaev)).npd).toMatchObject({ registered: true, requestDate: today() })
    expect(await lastCheck(demo.abdullaev)).toMatchObject({
      actorKind: 'system',
      details: { registered: true, requestDate: today(), reason: 'retry' },
    })
    expect(
      await test.db.select().from(npdRechecks).where(eq(npdRechecks.workerId, demo.abdullaev.id)),
    ).toEqual([])
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 0 })
  })

  it("keeps to about two requests a minute: a call within the pace asks nothing, and today's yes stands", async () => {
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    fake.plan(demo.novikova.inn, 'registered')
    await answeredYesterday(demo.novikova, true)
    const asked = fake.requests.length
    expect((await check(demo.ivanov)).body.registered).toBe(true)
    expect(fake.requests.length).toBe(asked + 1)
    const paced = await check(demo.novikova)
    expect(paced.status).toBe(200)
    expect(paced.body).toMatchObject({ registered: null, message: npdMessages.installationLimited })
    expect((await check(demo.ivanov)).body).toMatchObject({ registered: true, requestDate: today() })
    expect(fake.requests.length).toBe(asked + 1)
    // The one the pace held back is asked by the scheduler when its turn comes.
    test.clock.advance(61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.novikova)).npd.registered).toBe(true)
  })

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'keeps the pace across instances: two servers on one PostgreSQL ask once between them',
    async () => {
      const second = await openDatabase({ databaseUrl: test.databaseUrl })
      try {
        const otherInstance = createNpdStatus({
          db: second.db,
          clock: test.clock,
          checker: createFnsNpdChecker(fake.url),
        })
        nextSlot()
        const asked = fake.requests.length
        await Promise.all([check(demo.ivanov), otherInstance.recheck(demo.abdullaev.id, employeeId)])
        expect(fake.requests.length).toBe(asked + 1)
      } finally {
        await second.close()
      }
    },
  )
})

describe('assignment (set-executor)', () => {
  const hasResponseOrder = async () => {
    const [row] = await test.db.select().from(orders).where(eq(orders.status, 'HAS_RESPONSE'))
    return row!
  }
  const assign = (id: number, worker: DemoWorker) =>
    callApi(test.app, orderEndpoints.setExecutor, { token: staff, body: { id, selfEmployedId: worker.id } })

  it('asks the tax service and refuses a worker it says is not self-employed, changing nothing; staff see it and can ask again', async () => {
    const order = await hasResponseOrder()
    await answeredYesterday(demo.abdullaev, true)
    nextSlot()
    fake.plan(demo.abdullaev.inn, 'not-registered')
    const refused = await assign(order.id, demo.abdullaev)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(npdMessages.notRegisteredForAssignment(today()))
    expect(fake.requests.at(-1)).toEqual({ inn: demo.abdullaev.inn, requestDate: today() })
    const [after] = await test.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'HAS_RESPONSE', executorId: null, updatedAt: order.updatedAt })
    expect((await profile(demo.abdullaev)).npd).toMatchObject({ registered: false, requestDate: today() })
    expect((await lastCheck(demo.abdullaev))?.details).toMatchObject({
      reason: 'assignment',
      registered: false,
    })

    nextSlot()
    fake.plan(demo.abdullaev.inn, 'registered')
    expect((await check(demo.abdullaev)).body.registered).toBe(true)
    const assigned = await assign(order.id, demo.abdullaev)
    expect(assigned.status).toBe(200)
    expect(assigned.body).toMatchObject({ status: 'APPROVED', executor: { id: demo.abdullaev.id } })
  })

  it('assigns when the service cannot answer: unknown is not a no, and the worker is asked again later', async () => {
    const order = await orderIn(test, { ...actorsOf(), otherWorker: '' }, 'HAS_RESPONSE')
    await answeredYesterday(demo.ivanov, true)
    nextSlot()
    fake.plan(demo.ivanov.inn, 'unavailable')
    const assigned = await assign(order.id, demo.ivanov)
    expect(assigned.status).toBe(200)
    expect((await profile(demo.ivanov)).npd).toMatchObject({ registered: null, requestDate: today() })
    expect(
      await test.db.select().from(npdRechecks).where(eq(npdRechecks.workerId, demo.ivanov.id)),
    ).toHaveLength(1)
  })

  it('keeps an earlier no when the service cannot answer today: the no stands until it says yes', async () => {
    const order = await orderIn(test, { ...actorsOf(), otherWorker: '' }, 'HAS_RESPONSE')
    await answeredYesterday(demo.ivanov, false)
    nextSlot()
    fake.plan(demo.ivanov.inn, 'limited')
    const refused = await assign(order.id, demo.ivanov)
    expect(refused.status).toBe(409)
    expect((await profile(demo.ivanov)).npd.registered).toBe(false)
    // The scheduler asks again after the pause; a yes lifts the refusal.
    fake.plan(demo.ivanov.inn, 'registered')
    test.clock.advance(2 * 61_000)
    expect(await test.npdSteps.runDue()).toEqual({ asked: 1 })
    expect((await profile(demo.ivanov)).npd).toMatchObject({ registered: true, requestDate: today() })
    expect((await assign(order.id, demo.ivanov)).status).toBe(200)
  })
})

describe('payment (send-to-bank)', () => {
  const notSentPaymentOf = async (worker: DemoWorker) => {
    const [row] = await test.db
      .select()
      .from(orders)
      .where(and(eq(orders.executorId, worker.id), eq(orders.sendToBankStatus, 'NOT_SENT')))
    return row!
  }
  const send = (idList: number[]) =>
    callApi(test.app, paymentEndpoints.sendToBank, { token: admin, body: { idList } })

  it('asks again on the day of payment and refuses to pay a worker who is not self-employed, sending nothing', async () => {
    const payment = await notSentPaymentOf(demo.novikova)
    await answeredYesterday(demo.novikova, true)
    nextSlot()
    fake.plan(demo.novikova.inn, 'not-registered')
    const refused = await send([payment.id])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      sendResultMessage(
        'NPD_NOT_REGISTERED',
        payment.orderNumber,
        npdMessages.notRegisteredForPayment(today()),
      ),
    )
    expect(fake.requests.at(-1)).toEqual({ inn: demo.novikova.inn, requestDate: today() })
    const [after] = await test.db.select().from(orders).where(eq(orders.id, payment.id))
    expect(after).toMatchObject({ sendToBankStatus: 'NOT_SENT', bankRequestedAt: payment.bankRequestedAt })
    expect(await test.db.select().from(paymentOutbox).where(eq(paymentOutbox.orderId, payment.id))).toEqual(
      [],
    )
    const row = (
      await callApi(test.app, paymentEndpoints.filter, { token: admin, body: {}, query: { size: 200 } })
    ).body.content.find((candidate) => candidate.id === payment.id)
    expect(row?.executor.npd).toMatchObject({ registered: false, requestDate: today() })
  })

  it("sends the rest of a batch and names the payment it held back; today's answer is not asked twice", async () => {
    const held = await notSentPaymentOf(demo.novikova)
    const ivanovs = await notSentPaymentOf(demo.ivanov)
    await answeredYesterday(demo.ivanov, true)
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    const asked = fake.requests.length
    const answer = await send([held.id, ivanovs.id])
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((result) => [result.id, result.outcome])).toEqual([
      [held.id, 'NPD_NOT_REGISTERED'],
      [ivanovs.id, 'SENT_TO_BANK'],
    ])
    // Novikova's no is today's answer already: only Ivanov was asked.
    expect(fake.requests.slice(asked)).toEqual([{ inn: demo.ivanov.inn, requestDate: today() }])
  })
})

describe('the act', () => {
  it('shows the last answer as its proof', async () => {
    nextSlot()
    fake.plan(demo.ivanov.inn, 'registered')
    const order = await orderIn(test, { ...actorsOf(), otherWorker: '' }, 'ACT_SENT')
    const response = await callApi(test.app, actEndpoints.pdf, { token: workerToken, body: { id: order.id } })
    expect(response.status).toBe(200)
    const folder = mkdtempSync(join(tmpdir(), 'npd-act-'))
    writeFileSync(join(folder, 'act.pdf'), response.body)
    const text = execFileSync('pdftotext', [join(folder, 'act.pdf'), '-'], { encoding: 'utf8' })
    const proof = npdStatusLine((await profile(demo.ivanov)).npd)
    expect(proof).toMatch(/^Самозанятый на \d{2}\.\d{2}\.\d{4}, проверено \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(text.replace(/\s+/g, ' ')).toContain(`Статус НПД ${proof}`)
  })
})

function actorsOf() {
  return { staff, worker: workerToken, workerId: demo.ivanov.id }
}
