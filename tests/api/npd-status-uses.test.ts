import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { npdMessages, npdStatusLine } from '../../src/contract/npd/npd.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { sendResultMessage } from '../../src/contract/payments/payments.ts'
import { npdRechecks, orders, paymentOutbox } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { orderIn } from '../support/order-states.ts'
import { useNpdTestApp, type DemoWorker, type NpdTestApp } from '../support/npd-test-app.ts'

/**
 * Issue #22, item 1: the self-employed status is asked on assignment and on the day of payment, and a worker the tax
 * service says is not self-employed is neither assigned nor paid; the act shows the last answer as its proof.
 */
let { fake, test, staff, admin, workerToken, demo } = {} as NpdTestApp
const { today, nextSlot, check, profile, answeredYesterday, lastCheck, actorsOf } = useNpdTestApp(
  (started) => ({ fake, test, staff, admin, workerToken, demo } = started),
)

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
    const proof = npdStatusLine((await profile(demo.ivanov)).npd, 'document')
    expect(proof).toMatch(/^Самозанятый на \d{2}\.\d{2}\.\d{4}, проверено \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    expect(text.replace(/\s+/g, ' ')).toContain(`Статус НПД ${proof}`)
  })
})
