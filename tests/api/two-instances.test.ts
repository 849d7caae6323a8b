import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { listOf } from '../support/dictionaries.ts'
import { rowsOf } from '../support/sql.ts'
import { startTwoInstances, winners, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 12, item 6 and issue 20, item 4: two instances on one PostgreSQL take racing changes once, run each
 * scheduled step and each payment once, and one keeps answering when the other is killed mid-burst. What
 * they share of remembered state is in two-instances-shared-state.test.ts. PostgreSQL only (see
 * startTwoInstances).
 */
const onPostgres = process.env.TEST_DB === 'postgres'

let two: TwoInstances
let apis: TwoInstances['apis']
let staff: string
let worker: string

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    two = await startTwoInstances()
    ;({ apis, staff, worker } = two)
  }, 180_000)
  afterAll(() => two?.close())

  it('lets one of two set-executor calls on two instances win', async () => {
    const order = (await two.orders()).find((candidate) => candidate.status === 'HAS_RESPONSE')!
    const [first, second] = (
      await apis[1](responseEndpoints.allForOrder, { token: staff, body: { id: order.id } })
    ).body
    const answers = await two.both(orderEndpoints.setExecutor, [
      { token: staff, body: { id: order.id, selfEmployedId: first!.selfEmployedId } },
      { token: staff, body: { id: order.id, selfEmployedId: second!.selfEmployedId } },
    ])
    expect(winners(answers)).toBe(1)
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('lets one of two confirms of the executor win', async () => {
    const order = (await two.orders()).find(
      (candidate) => candidate.status === 'APPROVED' && candidate.executor,
    )!
    const confirm = { token: worker, body: { id: order.id } }
    const answers = await two.both(orderEndpoints.confirm, [confirm, confirm])
    expect(winners(answers)).toBe(1)
    expect(answers.some((answer) => answer.status === 409)).toBe(true)
  })

  it('sends a payment to the bank once when two instances are asked at once', async () => {
    const [paid] = await rowsOf<{ id: number }>(
      two.database.db,
      sql`select id from orders where resolution = 'DONE_AND_PAID' and send_to_bank_status = 'NOT_SENT' limit 1`,
    )
    const answers = await Promise.all(
      apis.map((api) => api(paymentEndpoints.sendToBank, { token: staff, body: { idList: [paid!.id] } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.reduce((sum, answer) => sum + answer.body.sent, 0)).toBe(1)
    const journal = await rowsOf<{ count: number }>(
      two.database.db,
      sql`select count(*)::int as count from journal
          where entity = 'order' and entity_id = ${String(paid!.id)} and action = 'payment.sent-to-bank'`,
    )
    expect(journal[0]!.count).toBe(1)
  })

  it('runs each scheduled step once although both instances run the schedule', async () => {
    const due = (await two.orders()).filter((candidate) => candidate.status === 'CONFIRMED')
    expect(due.length).toBeGreaterThan(0)
    await two.database.db.execute(
      sql`update orders set date_time = now() - interval '1 minute', date_to = now() + interval '3 hours'
          where status = 'CONFIRMED'`,
    )
    const deadline = Date.now() + 20_000
    let moved: typeof due = []
    while (Date.now() < deadline && moved.length < due.length) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const now = await two.orders()
      moved = due.filter(
        (order) => now.find((candidate) => candidate.id === order.id)?.status === 'IN_PROGRESS',
      )
    }
    expect(moved).toHaveLength(due.length)
    // Both instances have had several rounds since: none of them moved an order a second time.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const steps = await rowsOf<{ entity_id: string; count: number }>(
      two.database.db,
      sql`select entity_id, count(*)::int as count from journal
          where entity = 'order' and action = 'order.shiftStarted'
            and entity_id in ${due.map((order) => String(order.id))}
          group by entity_id`,
    )
    expect(steps).toHaveLength(due.length)
    expect(steps.every((step) => step.count === 1)).toBe(true)
  }, 60_000)

  it('finishes a payment once although both instances ask the bank about it', async () => {
    const [paid] = await rowsOf<{ id: number }>(
      two.database.db,
      sql`select o.id from orders o
          join workers w on w.id = o.executor_id and w.bank_status = 'SENT'
          join certificates c on c.order_id = o.id and c.status = 'CONFIRMED'
          where o.resolution = 'DONE_AND_PAID' and o.send_to_bank_status = 'NOT_SENT'
          order by o.id limit 1`,
    )
    const sent = await apis[0](paymentEndpoints.sendToBank, { token: staff, body: { idList: [paid!.id] } })
    expect(sent.body.sent).toBe(1)
    const deadline = Date.now() + 20_000
    let status = ''
    while (Date.now() < deadline && status !== 'SENT') {
      await new Promise((resolve) => setTimeout(resolve, 500))
      const [row] = await rowsOf<{ status: string }>(
        two.database.db,
        sql`select send_to_bank_status as status from orders where id = ${paid!.id}`,
      )
      status = row!.status
    }
    expect(status).toBe('SENT')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const [journal] = await rowsOf<{ count: number }>(
      two.database.db,
      sql`select count(*)::int as count from journal
          where entity = 'order' and entity_id = ${String(paid!.id)} and action = 'payment.sent'`,
    )
    expect(journal!.count).toBe(1)
  }, 60_000)

  it('loses no answered write when one instance is killed mid-burst, and the other keeps answering', async () => {
    const shop = listOf((await apis[0](dictionaryEndpoints.shops, { token: staff, query: {} })).body).find(
      (candidate) => candidate.city.name === 'Луховицы',
    )!
    const services = listOf((await apis[0](dictionaryEndpoints.services)).body)
    const service = services.find((candidate) => candidate.planTariffPeriod === 'Shift')!
    const answered: { id: number; description: string }[] = []
    const afterKill: number[] = []
    let killedAt = 0
    let stopAt = Number.POSITIVE_INFINITY
    const lane = async (n: number) => {
      const api = apis[n % 2]!
      for (let i = 0; Date.now() < stopAt; i++) {
        const startAt = new Date(Date.now() + (72 + i) * 3600_000)
        const description = `burst-${n}-${i}`
        const answer = await api(orderEndpoints.create, {
          token: staff,
          body: {
            serviceId: service.id,
            shopId: shop.id,
            dateTime: toOffsetIso(startAt, shop.city.utcOffset),
            dateTo: toOffsetIso(new Date(startAt.getTime() + 4 * 3600_000), shop.city.utcOffset),
            description,
            planAssignmentsCount: null,
          },
        }).catch(() => null)
        // The killed instance's lanes end with their first refused connection.
        if (!answer) return
        if (killedAt && n % 2 === 0) afterKill.push(answer.status)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        answered.push({ id: answer.body.id, description })
      }
    }
    const lanes = [0, 1, 2, 3].map(lane)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await two.servers[1].kill()
    killedAt = Date.now()
    stopAt = killedAt + 1500
    await Promise.all(lanes)

    expect(answered.length).toBeGreaterThan(4)
    expect(afterKill.length).toBeGreaterThan(0)
    expect(afterKill.every((status) => status === 200)).toBe(true)
    const stored = await rowsOf<{ id: number; description: string }>(
      two.database.db,
      sql`select id, description from orders where description like 'burst-%'`,
    )
    const byId = new Map(stored.map((row) => [row.id, row.description]))
    for (const write of answered) expect(byId.get(write.id)).toBe(write.description)
    // Each stored order is whole: its creation is in the journal with it.
    const [unjournalled] = await rowsOf<{ count: number }>(
      two.database.db,
      sql`select count(*)::int as count from orders o where o.description like 'burst-%' and not exists (
            select 1 from journal j where j.entity = 'order' and j.entity_id = o.id::text and j.action = 'order.created')`,
    )
    expect(unjournalled!.count).toBe(0)
    expect((await apis[0](staffEndpoints.me, { token: staff })).status).toBe(200)
  }, 60_000)
})

describe.skipIf(onPostgres)('two instances on PGlite', () => {
  it('are not a supported set-up: PGlite is embedded in one process, so this suite runs on PostgreSQL', () => {
    expect(onPostgres).toBe(false)
  })
})
