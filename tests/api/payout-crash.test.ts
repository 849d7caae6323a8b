import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import type { CrashPoint } from '../../src/server/crash-points.ts'
import { httpApi } from '../support/api-over-http.ts'
import { crashHome } from '../support/crash-home.ts'
import { client, type ServerProcess } from '../support/server-process.ts'
import { demoPhones } from '../support/sign-in.ts'

/**
 * Issue 47, exactly once (decision 091): the real server process dies (SIGKILL, from TEST_CRASH_AT) right after
 * it committed the payout's claim and before the provider call, or right after the stand-in took the payout and
 * before its answer was recorded. Started again, it finishes the payout, and the stand-in holds it once. The
 * workers allowed ЮMoney to register their receipts (decision 113): each receipt is registered and stored once.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
const home = crashHome('payout-crash', {
  PAYOUT_RETRY_AFTER_SECONDS: '2',
  PAYOUTS_STAND_IN_DELAY_SECONDS: '1',
})
let server: ServerProcess | undefined

async function tokenOf(running: ServerProcess, as: 'employee' | 'worker', phone: string = demoPhones.admin) {
  return (await client(running.baseUrl)('POST', '/dev/session', { phone, as })).body.accessToken as string
}

type Act = { id: number; phone: string }
/** The demo workers' done orders whose acts are in `status`, with their executor's phone. */
const actsIn = (status: 'SENT' | 'NOT_FORMED') =>
  home.query<Act>(sql`select c.order_id as id, w.phone from certificates c join orders o on o.id = c.order_id
    join workers w on w.id = o.executor_id where c.status = ${status} and o.status = 'DONE'
    and w.phone in (${demoPhones.worker}, ${demoPhones.secondWorker}) order by c.order_id`)

const recordsOf = async (orderId: number) => ({
  payouts: await home.query<{ state: string }>(sql`select state from payouts where order_id = ${orderId}`),
  standIn: await home.query<{ id: string }>(
    sql`select id from stand_in_payouts where order_id = ${String(orderId)}`,
  ),
  sent: await home.query<{ id: number }>(
    sql`select id from journal where action = 'payout.sent' and entity_id = ${String(orderId)}`,
  ),
  receipts: await home.query<{ number: string }>(
    sql`select c.receipt_number as number from tax_receipts r join tax_receipt_checks c on c.receipt_id = r.id
      where r.order_id = ${orderId}`,
  ),
  registered: await home.query<{ number: string }>(
    sql`select d.receipt_number as number from demo_tax_receipts d join stand_in_payouts p
      on p.self_employed_inn = d.seller_inn where p.order_id = ${String(orderId)}
      and d.amount * 100 = p.amount_kopecks and d.operation_time >= p.created_at`,
  ),
})
const expectOneReceipt = (records: Awaited<ReturnType<typeof recordsOf>>) => {
  expect(records.receipts).toHaveLength(1)
  expect(records.registered).toEqual(records.receipts)
}

let acts: Act[] = []

async function crashWhilePaying(crashAt: CrashPoint, act: Act) {
  server = await home.start(crashAt)
  const api = httpApi(server.baseUrl)
  const confirmed = await api(actEndpoints.confirm, {
    token: await tokenOf(server, 'worker', act.phone),
    body: { id: act.id },
  })
  expect(confirmed.status).toBe(204)
  expect(await server.ended()).toBe('SIGKILL')
  server = undefined
}

async function restartUntilPaid(act: Act) {
  server = await home.start()
  const api = httpApi(server.baseUrl)
  const token = await tokenOf(server, 'worker', act.phone)
  const deadline = Date.now() + 30_000
  let status: string | undefined
  while (Date.now() < deadline && status !== 'SUCCEEDED') {
    await new Promise((resolve) => setTimeout(resolve, 500))
    status = (await api(payoutEndpoints.myOrderPayout, { token, query: { id: act.id } })).body.payout?.status
  }
  expect(status).toBe('SUCCEEDED')
  await server.stop()
  server = undefined
}

describe(`a server killed while paying out (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is switched to INSTANT by an admin first, who sends a second act', async () => {
    server = await home.start()
    await server.stop()
    const [unsent] = await actsIn('NOT_FORMED')
    server = await home.start()
    const api = httpApi(server.baseUrl)
    const token = await tokenOf(server, 'employee')
    const set = await api(payoutEndpoints.setPayoutMode, {
      token,
      body: { mode: 'INSTANT', dailyTime: '18:00' },
    })
    expect(set.status).toBe(200)
    expect((await api(actEndpoints.generate, { token, body: { id: unsent!.id } })).status).toBe(204)
    for (const phone of [demoPhones.worker, demoPhones.secondWorker]) {
      const allowed = await api(payoutEndpoints.changeReceiptsByProvider, {
        token: await tokenOf(server, 'worker', phone),
        body: { allowed: true },
      })
      expect(allowed.body).toMatchObject({ kind: 'CARD', receiptsByProvider: true })
    }
    await server.stop()
    server = undefined
    acts = await actsIn('SENT')
    expect(acts.length).toBeGreaterThanOrEqual(2)
  }, 120_000)

  it('after the claim, before the provider call: restarted, it pays once', async () => {
    const act = acts[0]!
    await crashWhilePaying('after-payout-claim', act)
    const before = await recordsOf(act.id)
    expect(before.payouts).toEqual([{ state: 'SENDING' }])
    expect(before.standIn).toEqual([])

    await restartUntilPaid(act)
    const after = await recordsOf(act.id)
    expect(after.standIn).toHaveLength(1)
    expect(after.sent).toHaveLength(1)
    expectOneReceipt(after)
  }, 120_000)

  it('after the provider took it, before its answer was recorded: restarted, the provider has it once', async () => {
    const act = acts[1]!
    await crashWhilePaying('after-payout-call', act)
    const before = await recordsOf(act.id)
    expect(before.payouts).toEqual([{ state: 'SENDING' }])
    expect(before.standIn).toHaveLength(1)

    await restartUntilPaid(act)
    const after = await recordsOf(act.id)
    expect(after.standIn).toEqual(before.standIn)
    expect(after.sent).toHaveLength(1)
    expectOneReceipt(after)
  }, 120_000)
})
