import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { fillPolicyEndpoints } from '../../src/contract/fill-policy/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { swapEndpoints } from '../../src/contract/swaps/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { listOf } from '../support/dictionaries.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { confirmedShiftOn } from '../support/two-instance-shifts.ts'
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 49, item 2 (decision 108): a swap the addressee agrees to on one instance while staff cancel one of its
 * shifts on the other: each call has one outcome and both executors change together or neither. PostgreSQL
 * only (see startTwoInstances).
 */
const onPostgres = process.env.TEST_DB === 'postgres'

let two: TwoInstances
let staff: string, worker: string, second: string, workerId: number, secondId: number
let shop: Shop, serviceId: number

describe.skipIf(!onPostgres)('a swap racing a cancellation on two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances()
    ;({ staff, worker } = two)
    second = (await two.session(demoPhones.secondWorker, 'worker')).accessToken
    const [api] = two.apis
    workerId = (await api(workerEndpoints.me, { token: worker })).body.id
    secondId = (await api(workerEndpoints.me, { token: second })).body.id
    shop = listOf((await api(dictionaryEndpoints.shops, { token: staff, query: {} })).body).find(
      (candidate) => candidate.city.name === 'Луховицы',
    )!
    serviceId = listOf((await api(dictionaryEndpoints.services)).body).find(
      (candidate) => candidate.planTariffPeriod === 'Shift',
    )!.id
    const policy = await api(fillPolicyEndpoints.updateFillPolicy, {
      token: staff,
      body: { shopId: shop.id, swapAutoApprove: true },
    })
    expect(policy.status).toBe(200)
  }, 180_000)
  afterAll(() => two?.close())

  let startsIn = 100
  const confirmedShift = (token: string, executorId: number) =>
    confirmedShiftOn(
      two,
      { shop, serviceId, startsInHours: (startsIn += 6), description: 'Обмен на двух серверах' },
      { token, id: executorId },
    )

  it('gives each call one outcome, both executors changing together or neither', async () => {
    const [first, other] = two.apis
    for (let round = 0; round < 4; round++) {
      const mine = await confirmedShift(worker, workerId)
      const theirs = await confirmedShift(second, secondId)
      const proposed = await first(swapEndpoints.propose, {
        token: worker,
        body: { id: mine, withOrderId: theirs },
      })
      expect(proposed.status).toBe(200)
      const [agreed, cancelled] = await Promise.all([
        first(swapEndpoints.answer, { token: second, body: { id: proposed.body.id, accept: true } }),
        other(orderEndpoints.finish, { token: staff, body: { id: theirs, resolution: 'CANCELED' } }),
      ])
      expect(cancelled.status).toBe(200)
      expect([200, 409]).toContain(agreed.status)
      const [row] = await rowsOf<{ status: string; mine_executor: number; theirs_status: string }>(
        two.database.db,
        sql`select s.status, m.executor_id as mine_executor, t.status as theirs_status
            from order_swaps s join orders m on m.id = s.order_id join orders t on t.id = s.with_order_id
            where s.id = ${proposed.body.id}`,
      )
      expect(row!.theirs_status).toBe('FINISHED')
      if (agreed.status === 200) expect(row).toMatchObject({ status: 'APPROVED', mine_executor: secondId })
      else expect(row).toMatchObject({ status: 'CLOSED', mine_executor: workerId })
      const swapped = await rowsOf<{ count: number }>(
        two.database.db,
        sql`select count(*)::int as count from journal where action = 'order.swapped'
            and entity_id in (${String(mine)}, ${String(theirs)})`,
      )
      expect(swapped[0]!.count).toBe(agreed.status === 200 ? 2 : 0)
    }
  }, 120_000)
})
