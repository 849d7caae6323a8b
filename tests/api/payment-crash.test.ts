import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import type { Payment } from '../../src/contract/payments/payments.ts'
import type { CrashPoint } from '../../src/server/crash-points.ts'
import { httpApi } from '../support/api-over-http.ts'
import { crashHome } from '../support/crash-home.ts'
import { client, type ServerProcess } from '../support/server-process.ts'
import { demoPhones } from '../support/sign-in.ts'

/**
 * Issue 20, item 3: the real server process dies (SIGKILL, from TEST_CRASH_AT) right after it committed the
 * claim of a payment and before the bank call, or right after the bank took it and before the answer was
 * recorded. Started again, it finishes the payment, and the demo bank's book has it exactly once.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const home = crashHome('payment-crash', { BANK_RETRY_AFTER_SECONDS: '2', BANK_DEMO_DELAY_SECONDS: '1' })
let server: ServerProcess | undefined

async function adminCall(running: ServerProcess) {
  const call = client(running.baseUrl)
  const token = (await call('POST', '/dev/session', { phone: demoPhones.admin, as: 'employee' })).body
    .accessToken as string
  const api = httpApi(running.baseUrl)
  return {
    payments: async () =>
      (await api(paymentEndpoints.filter, { token, query: { size: 200 }, body: {} })).body.content,
    send: (id: number) => api(paymentEndpoints.sendToBank, { token, body: { idList: [id] } }),
  }
}

/** What the database holds about the payment: its outbox rows and the demo bank's book of it. */
async function recordsOf(payment: Payment) {
  const outbox = await home.query<{ state: string; attempts: number }>(
    sql`select state, attempts from payment_outbox where order_id = ${payment.id}`,
  )
  const book = await home.query<{ reference: string }>(
    sql`select reference from demo_bank_payments where order_number = ${payment.orderNumber}`,
  )
  const sentJournal = await home.query<{ count: number }>(
    sql`select count(*)::int as count from journal
        where entity = 'order' and entity_id = ${String(payment.id)} and action = 'payment.sent'`,
  )
  return { outbox, book, sentJournal: sentJournal[0]!.count }
}

async function crashWhileSending(crashAt: CrashPoint): Promise<Payment> {
  server = await home.start(crashAt)
  const admin = await adminCall(server)
  const payment = (await admin.payments()).find(
    (candidate) =>
      candidate.sendToBankStatus === 'NOT_SENT' &&
      candidate.executor.bankStatus === 'SENT' &&
      candidate.certificateStatus === 'CONFIRMED',
  )!
  expect(payment).toBeTruthy()
  const answer = await admin.send(payment.id).catch(() => null)
  expect(answer).toBeNull()
  expect(await server.ended()).toBe('SIGKILL')
  server = undefined
  return payment
}

async function restartUntilPaid(payment: Payment) {
  server = await home.start()
  const admin = await adminCall(server)
  const deadline = Date.now() + 30_000
  let status = ''
  while (Date.now() < deadline && status !== 'SENT') {
    await new Promise((resolve) => setTimeout(resolve, 500))
    status = (await admin.payments()).find((candidate) => candidate.id === payment.id)!.sendToBankStatus
  }
  expect(status).toBe('SENT')
  await server.stop()
  server = undefined
}

describe(`a server killed while sending a payment (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('after the claim, before the bank call: restarted, it pays once with the claim’s key', async () => {
    const payment = await crashWhileSending('after-payment-claim')
    const before = await recordsOf(payment)
    expect(before.outbox).toEqual([{ state: 'CLAIMED', attempts: 1 }])
    expect(before.book).toEqual([])

    await restartUntilPaid(payment)
    const after = await recordsOf(payment)
    expect(after.outbox).toEqual([{ state: 'DONE', attempts: 2 }])
    expect(after.book).toHaveLength(1)
    expect(after.sentJournal).toBe(1)
  }, 120_000)

  it('after the bank took it, before its answer was recorded: restarted, the bank still has it once', async () => {
    const payment = await crashWhileSending('after-bank-call')
    const before = await recordsOf(payment)
    expect(before.outbox).toEqual([{ state: 'CLAIMED', attempts: 1 }])
    expect(before.book).toHaveLength(1)

    await restartUntilPaid(payment)
    const after = await recordsOf(payment)
    expect(after.outbox).toEqual([{ state: 'DONE', attempts: 2 }])
    expect(after.book).toEqual(before.book)
    expect(after.sentJournal).toBe(1)
  }, 120_000)
})
