import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createBankSteps, type BankSteps } from '../../src/server/jobs/bank-steps.ts'
import type { Bank } from '../../src/server/ports/bank/bank.ts'
import { bankFor } from '../../src/server/ports/bank/from-env.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { payableOrders } from '../support/payments.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 20, item 3: sending to the bank is an outbox. A hand-over the bank never answered (it was down, or its
 * answer was lost after it took the payment) leaves the payment IN_PROGRESS with its outbox row CLAIMED; once
 * the row's lease runs out the scheduler hands it over again with the same idempotency key, and the bank pays
 * it once. The bank's faults are put between the app and the real demo bank; nothing is mocked.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const retryAfterMs = 60_000

type Fault = 'none' | 'down' | 'answer-lost'
let fault: Fault = 'none'
const faulty = (bank: Bank): Bank => ({
  ...bank,
  async submitPayment(request) {
    if (fault === 'down') throw new Error('connection refused')
    const receipt = await bank.submitPayment(request)
    if (fault === 'answer-lost') throw new Error('socket hang up')
    return receipt
  },
})

let test: TestApp
let admin: string
let second: DatabaseHandle | undefined
let runners: [BankSteps, BankSteps]

beforeAll(async () => {
  test = await createTestApp({ wrapBank: faulty })
  admin = (await signIn(test, 'admin')).accessToken
  second = test.databaseUrl ? await openDatabase({ databaseUrl: test.databaseUrl }) : undefined
  const db = second?.db ?? test.db
  const env = parseEnv({ NODE_ENV: 'test' })
  // The other instance: its own pool and its own demo bank adapter, on the same database and clock.
  const other = createBankSteps({
    db,
    clock: test.clock,
    bank: bankFor(env, test.clock, db),
    retryAfterMs,
    intervalMs: 60_000,
  })
  runners = [test.bankSteps, other]
})
afterAll(async () => {
  await second?.close()
  await test.close()
})

const payable = () => payableOrders(test.db)
const send = async (id: number) =>
  (await callApi(test.app, paymentEndpoints.sendToBank, { token: admin, body: { idList: [id] } })).body
const bankBook = async (orderNumber: number) =>
  rowsOf<{ reference: string }>(
    test.db,
    sql`select reference from demo_bank_payments where order_number = ${orderNumber}`,
  )
const outbox = async (id: number) =>
  rowsOf<{ state: string; attempts: number; idempotency_key: string; card_number: string | null }>(
    test.db,
    sql`select state, attempts, idempotency_key, card_number from payment_outbox where order_id = ${id} order by id`,
  )
const orderState = async (id: number) =>
  (
    await rowsOf<{ send_to_bank_status: string; bank_reference: string | null }>(
      test.db,
      sql`select send_to_bank_status, bank_reference from orders where id = ${id}`,
    )
  )[0]!
const journalCount = async (id: number, action: string) =>
  (
    await rowsOf<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from journal
          where entity = 'order' and entity_id = ${String(id)} and action = ${action}`,
    )
  )[0]!.count

describe(`the payment outbox (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes up a payment the bank took before the outbox existed, and finishes it once', async () => {
    const [before] = await rowsOf<{ id: number }>(
      test.db,
      sql`select id from orders where send_to_bank_status = 'IN_PROGRESS' and bank_reference is not null`,
    )
    expect(await outbox(before!.id)).toEqual([])
    // Both runners adopt it at once, and the bank has finished it 5 s after it was asked.
    test.clock.advance(5_000)
    const rounds = await Promise.all([runners[0].runDue(), runners[1].runDue()])
    rounds.push(...(await Promise.all([runners[0].runDue(), runners[1].runDue()])))
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1)
    expect(await outbox(before!.id)).toMatchObject([{ state: 'DONE' }])
    expect(await orderState(before!.id)).toMatchObject({ send_to_bank_status: 'SENT' })
    expect(await journalCount(before!.id, 'payment.sent')).toBe(1)
  })

  it('keeps a payment the bank did not take IN_PROGRESS and hands it over again after the lease', async () => {
    const [payment] = await payable()
    fault = 'down'
    const answer = await send(payment!.id)
    expect(answer.results[0]).toMatchObject({ outcome: 'BANK_NOT_ANSWERED', sendToBankStatus: 'IN_PROGRESS' })
    expect(answer.results[0]!.message).toContain('будет передан повторно автоматически')
    expect(await outbox(payment!.id)).toMatchObject([{ state: 'CLAIMED', attempts: 1 }])

    // Within the lease nobody hands it over again, even with the bank back.
    fault = 'none'
    expect(await runners[1].runDue()).toMatchObject({ resent: 0 })
    test.clock.advance(retryAfterMs)
    // The demo bank finishes a payment 5 s after it was first asked: long done by the retry.
    expect(await runners[1].runDue()).toMatchObject({ resent: 1, sent: 1 })
    expect(await orderState(payment!.id)).toMatchObject({ send_to_bank_status: 'SENT' })
    expect(await bankBook(payment!.order_number)).toHaveLength(1)
    expect(await journalCount(payment!.id, 'payment.sent')).toBe(1)
    // The payee the claim saw is not kept once the bank has finished.
    expect((await outbox(payment!.id))[0]).toMatchObject({ state: 'DONE', card_number: null })
  })

  it('pays once when the bank took the payment but its answer was lost, however many runners retry', async () => {
    const [payment] = await payable()
    fault = 'answer-lost'
    const answer = await send(payment!.id)
    expect(answer.results[0]!.outcome).toBe('BANK_NOT_ANSWERED')
    expect(await bankBook(payment!.order_number)).toHaveLength(1)
    const [taken] = await bankBook(payment!.order_number)

    fault = 'none'
    test.clock.advance(retryAfterMs)
    const rounds = await Promise.all([runners[0].runDue(), runners[1].runDue(), runners[0].runDue()])
    expect(rounds.reduce((sum, round) => sum + round.resent, 0)).toBe(1)
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1)
    expect(await bankBook(payment!.order_number)).toEqual([taken])
    expect(await orderState(payment!.id)).toEqual({
      send_to_bank_status: 'SENT',
      bank_reference: taken!.reference,
    })
    expect(await journalCount(payment!.id, 'payment.sent')).toBe(1)
    expect(await outbox(payment!.id)).toMatchObject([{ state: 'DONE', attempts: 2 }])
  })

  it('answers a repeated idempotency key with the first reference and no second payment', async () => {
    const bank = bankFor(parseEnv({ NODE_ENV: 'test' }), test.clock, test.db)
    const request = {
      idempotencyKey: 'payment-key-test',
      orderNumber: 424242,
      amount: '100.00',
      cardNumber: '4',
      inn: '1',
      fullName: 'А',
    }
    const receipts = await Promise.all([bank.submitPayment(request), bank.submitPayment(request)])
    expect(receipts[0]).toEqual(receipts[1])
    expect(await bankBook(424242)).toHaveLength(1)
  })
})
