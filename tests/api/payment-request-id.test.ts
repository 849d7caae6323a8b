import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import type { Bank } from '../../src/server/ports/bank/bank.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { capturedLog } from '../support/captured-log.ts'
import { payableOrders } from '../support/payments.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 20, item 6: the request id follows a request through its jobs. A payment the bank did not answer is
 * handed over again by the bank steps minutes later, outside any request: their log lines still carry the id
 * of the request that sent it, kept on its outbox row.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const retryAfterSeconds = 60
let bankDown = false
const flaky = (bank: Bank): Bank => ({
  ...bank,
  async submitPayment(request) {
    if (bankDown) throw new Error('connection refused')
    return bank.submitPayment(request)
  },
})

type LogLine = { msg?: string; reqId?: string; orderId?: number; outcome?: string }
let test: TestApp
const { stream, lines } = capturedLog<LogLine>()

beforeAll(async () => {
  test = await createTestApp({
    wrapBank: flaky,
    env: { LOG_LEVEL: 'info', BANK_RETRY_AFTER_SECONDS: String(retryAfterSeconds) },
    logStream: stream,
  })
})
afterAll(() => test.close())

describe(`the request id of a payment (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is on the log lines of the bank steps that finish the payment later', async () => {
    const admin = (await signIn(test, 'admin')).accessToken
    const [payment] = await payableOrders(test.db)
    bankDown = true
    const sent = await callApi(test.app, paymentEndpoints.sendToBank, {
      token: admin,
      body: { idList: [payment!.id] },
      headers: { 'x-request-id': 'send-to-bank-77' },
    })
    expect(sent.body.results[0]!.outcome).toBe('BANK_NOT_ANSWERED')

    bankDown = false
    test.clock.advance(retryAfterSeconds * 1000)
    // The demo data's payment on its way is finished in the same round.
    expect(await test.bankSteps.runDue()).toMatchObject({ resent: 1, sent: 2 })

    const ofThePayment = lines().filter((line) => line.orderId === payment!.id)
    expect(ofThePayment).toEqual([
      expect.objectContaining({
        msg: 'payment handed to the bank again',
        outcome: 'accepted',
        reqId: 'send-to-bank-77',
      }),
      expect.objectContaining({
        msg: 'the bank finished a payment',
        outcome: 'done',
        reqId: 'send-to-bank-77',
      }),
    ])
    // The demo data's payment, sent before the outbox kept ids, is finished in the same round under no id.
    const others = lines().filter(
      (line) => line.msg === 'the bank finished a payment' && line.orderId !== payment!.id,
    )
    expect(others.length).toBeGreaterThan(0)
    for (const line of others) expect(line.reqId).toBeUndefined()
  })
})
