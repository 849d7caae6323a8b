import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payment } from '../../src/contract/payments/payments.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createPaymentsTestApp, type PaymentsTestApp } from '../support/payments.ts'

/**
 * Issue 16, item 1: a worker's card changed after the bank took it on. The payments to them stop until staff
 * send the new data to the bank, so nobody can have a payout redirected to another card.
 */
let test: TestApp
let employee: string
let worker: string
let list: PaymentsTestApp['list']
let send: PaymentsTestApp['send']
let journalOf: PaymentsTestApp['journalOf']

beforeAll(async () => {
  ;({ test, employee, worker, list, send, journalOf } = await createPaymentsTestApp())
})
afterAll(() => test.close())

const waitingPayment = async (lastName: string): Promise<Payment> =>
  (await list({ bankStatus: 'NOT_SENT' })).page.content.find((payment) =>
    payment.executor.fullName.startsWith(lastName),
  )!
const sentToBank = (orderId: number) => journalOf('payment.sent-to-bank', orderId)

describe('payments to a worker whose card changed after the bank took it on', () => {
  let ivanov: Worker
  let payment: Payment

  it('are refused by send-to-bank with 409 naming the worker, and nothing is sent', async () => {
    ivanov = (await callApi(test.app, workerEndpoints.me, { token: worker })).body.worker!
    payment = await waitingPayment('Иванов')
    expect(payment.executor.bankStatus).toBe('SENT')
    const changed = await callApi(test.app, workerEndpoints.updateProfile, {
      token: worker,
      body: { ...profileInputOf(ivanov), paymentCardNumber: cardFor(33) },
    })
    expect(changed.body).toMatchObject({ bankStatus: 'NOT_SENT', bankChangedFields: ['paymentCardNumber'] })

    const refused = await send({ idList: [payment.id] })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Данные исполнителя Иванов Иван Петрович для банка изменены (карта) и ещё не отправлены в банк: выплаты ему не отправляются, пока сотрудник не отправит новые данные в банк',
    )
    expect((await waitingPayment('Иванов')).id).toBe(payment.id)
    expect(await sentToBank(payment.id)).toHaveLength(0)
  })

  it('stay behind in a send of all filtered payments, whose answer names the worker, while the others go', async () => {
    const all = await send({ filters: {} })
    expect(all.status).toBe(200)
    const ivanovs = all.body.results.find((result) => result.id === payment.id)!
    expect(ivanovs).toMatchObject({ outcome: 'WORKER_DATA_CHANGED', sendToBankStatus: 'NOT_SENT' })
    expect(ivanovs.message).toMatch(
      new RegExp(
        `^Заказ № ${payment.orderNumber}: Данные исполнителя Иванов Иван Петрович для банка изменены`,
      ),
    )
    expect(all.body.results.some((result) => result.outcome === 'SENT_TO_BANK')).toBe(true)
    expect(await sentToBank(payment.id)).toHaveLength(0)
  })

  it('go again once staff have sent the new data and the bank has taken it', async () => {
    const resent = await callApi(test.app, peopleEndpoints.sendToBank, {
      token: employee,
      body: { id: ivanov.id },
    })
    expect(resent.body).toMatchObject({ bankStatus: 'IN_PROGRESS' })
    expect((await send({ idList: [payment.id] })).status).toBe(409)
    test.clock.advance(5_000)
    await test.bankSteps.runDue()
    const sent = await send({ idList: [payment.id] })
    expect(sent.status).toBe(200)
    expect(sent.body.results[0]).toMatchObject({ id: payment.id, outcome: 'SENT_TO_BANK' })
    expect(await sentToBank(payment.id)).toHaveLength(1)
  })
})
