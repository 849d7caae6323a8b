import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { startTwoInstances, winners, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 47, exactly once with two instances (decisions 091, 113): two servers on one PostgreSQL, both running
 * the payouts job every second against the stand-in's shared book, pay the demo workers' confirmed acts. Each
 * act is confirmed on both instances at once, YooKassa's notifications reach both instances twice, and still
 * each act is paid once, journalled once, and the receipt of the worker who allowed ЮMoney registered and
 * stored once. PostgreSQL only (see startTwoInstances).
 */
const onPostgres = process.env.TEST_DB === 'postgres'

type Act = { id: number; phone: string }
let two: TwoInstances
let acts: Act[] = []
const query = <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(two.database.db, statement)

describe.skipIf(!onPostgres)('payouts on two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances({ PAYOUTS_STAND_IN_DELAY_SECONDS: '1', PAYOUT_RETRY_AFTER_SECONDS: '2' })
    const mode = await two.apis[1](payoutEndpoints.setPayoutMode, {
      token: two.staff,
      body: { mode: 'INSTANT', dailyTime: '18:00' },
    })
    expect(mode.status).toBe(200)
    // Acts waiting for the demo workers: the one sent already, and those made now for their done shifts.
    const unsent = await query<{ id: number }>(sql`select c.order_id as id from certificates c
      join orders o on o.id = c.order_id join workers w on w.id = o.executor_id
      where c.status = 'NOT_FORMED' and o.status = 'DONE' and w.phone in (${demoPhones.worker}, ${demoPhones.secondWorker})`)
    for (const act of unsent)
      await two.apis[0](actEndpoints.generate, { token: two.staff, body: { id: act.id } })
    acts =
      await query<Act>(sql`select c.order_id as id, w.phone from certificates c join orders o on o.id = c.order_id
      join workers w on w.id = o.executor_id where c.status = 'SENT' and o.status = 'DONE'
      and w.phone in (${demoPhones.worker}, ${demoPhones.secondWorker}) order by c.order_id`)
    expect(acts.length).toBeGreaterThanOrEqual(2)
  }, 180_000)
  afterAll(() => two?.close())

  it('pays each act once, registering the allowing worker’s receipt once', async () => {
    const worker = await two.session(demoPhones.worker, 'worker')
    const allowed = await two.apis[1](payoutEndpoints.changeReceiptsByProvider, {
      token: worker.accessToken,
      body: { allowed: true },
    })
    expect(allowed.status).toBe(200)
    const tokens = new Map<string, string>()
    for (const phone of new Set(acts.map((act) => act.phone)))
      tokens.set(phone, (await two.session(phone, 'worker')).accessToken)

    for (const act of acts) {
      const token = tokens.get(act.phone)!
      const answers = await two.both(actEndpoints.confirm, [
        { token, body: { id: act.id } },
        { token, body: { id: act.id } },
      ])
      expect(winners(answers)).toBeGreaterThanOrEqual(1)
    }

    const ids = acts.map((act) => act.id)
    const states = () =>
      query<{ state: string }>(sql`select state from payouts where order_id in (${sql.join(ids, sql`, `)})`)
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && (await states()).some((row) => row.state !== 'SUCCEEDED'))
      await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await states()).map((row) => row.state)).toEqual(ids.map(() => 'SUCCEEDED'))

    // YooKassa notifies twice, to both instances at once: nothing moves again.
    const taken = await query<{ id: string }>(
      sql`select id from stand_in_payouts where order_id in (${sql.join(ids.map(String), sql`, `)})`,
    )
    for (const payout of taken) {
      const notice = { type: 'notification', event: 'payout.succeeded', object: { id: payout.id } }
      for (let round = 0; round < 2; round += 1)
        await two.both(payoutEndpoints.providerNotification, [{ rawBody: notice }, { rawBody: notice }])
    }

    for (const act of acts) {
      const count = async (statement: ReturnType<typeof sql>) =>
        Number((await query<{ n: string }>(statement))[0]!.n)
      expect(
        await count(sql`select count(*) as n from stand_in_payouts where order_id = ${String(act.id)}`),
      ).toBe(1)
      for (const action of ['payout.sent', 'payout.succeeded'])
        expect(
          await count(
            sql`select count(*) as n from journal where action = ${action} and entity_id = ${String(act.id)}`,
          ),
        ).toBe(1)
      const receipts = await count(sql`select count(*) as n from tax_receipts where order_id = ${act.id}`)
      expect(receipts).toBe(act.phone === demoPhones.worker ? 1 : 0)
    }
  }, 120_000)
})
