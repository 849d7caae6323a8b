import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { listOf } from '../support/dictionaries.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { confirmedShiftOn } from '../support/two-instance-shifts.ts'
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 49, item 1 (decision 103): two workers take one released shift at once, each on another instance: one
 * becomes its executor, the other is told it is gone, and the release ends once. PostgreSQL only (see
 * startTwoInstances).
 */
const onPostgres = process.env.TEST_DB === 'postgres'

let two: TwoInstances
let staff: string, worker: string, workerId: number
let takers: { token: string; id: number }[]
let shop: Shop, serviceId: number

describe.skipIf(!onPostgres)('two workers taking one released shift on two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances()
    ;({ staff, worker } = two)
    const [api] = two.apis
    // The demo's not-confirmed worker, confirmed: a second taker beside the demo's second worker.
    await two.database.db.execute(
      sql`update workers set state = 'SELF_EMPLOYED' where phone = ${demoPhones.notConfirmedWorker}`,
    )
    takers = []
    for (const phone of [demoPhones.secondWorker, demoPhones.notConfirmedWorker]) {
      const token = (await two.session(phone, 'worker')).accessToken
      takers.push({ token, id: (await api(workerEndpoints.me, { token })).body.id })
    }
    workerId = (await api(workerEndpoints.me, { token: worker })).body.id
    shop = listOf((await api(dictionaryEndpoints.shops, { token: staff, query: {} })).body).find(
      (candidate) => candidate.city.name === 'Луховицы',
    )!
    serviceId = listOf((await api(dictionaryEndpoints.services)).body).find(
      (candidate) => candidate.planTariffPeriod === 'Shift',
    )!.id
  }, 180_000)
  afterAll(() => two?.close())

  let startsIn = 200
  async function releasedShift(): Promise<number> {
    const id = await confirmedShiftOn(
      two,
      { shop, serviceId, startsInHours: (startsIn += 6), description: 'Замена на двух серверах' },
      { token: worker, id: workerId },
    )
    expect((await two.apis[0](orderEndpoints.release, { token: worker, body: { id } })).status).toBe(200)
    // The favourites' head start is over: the whole city may take it now.
    await two.database.db.execute(sql`update orders set favourites_until = null where id = ${id}`)
    return id
  }

  it('lets one of two takes win, the release ending once with the winner', async () => {
    const [first, other] = two.apis
    for (let round = 0; round < 4; round++) {
      const id = await releasedShift()
      const answers = await Promise.all([
        first(orderEndpoints.takeReplacement, { token: takers[0]!.token, body: { id } }),
        other(orderEndpoints.takeReplacement, { token: takers[1]!.token, body: { id } }),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const winner = takers[answers.findIndex((answer) => answer.status === 200)]!
      const [order] = await rowsOf<{ status: string; executor_id: number }>(
        two.database.db,
        sql`select status, executor_id from orders where id = ${id}`,
      )
      expect(order).toMatchObject({ status: 'CONFIRMED', executor_id: winner.id })
      const releases = await rowsOf<{ outcome: string; replaced_by: number }>(
        two.database.db,
        sql`select outcome, replaced_by from order_releases where order_id = ${id}`,
      )
      expect(releases).toEqual([{ outcome: 'REPLACED', replaced_by: winner.id }])
    }
  }, 120_000)
})
