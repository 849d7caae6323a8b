import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import { workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerPhones } from '../../bench/api-load.ts'
import { captureCall, devToken, type DirectDatabase } from '../../bench/direct-database.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from '../../bench/orders-database.ts'

const backend = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** The lines of the statements' plans that read `order_responses`. */
async function readsOfResponses(direct: DirectDatabase, call: Parameters<typeof captureCall>[1]) {
  const statements = await captureCall(direct, call)
  const plans = await Promise.all(statements.map((statement) => direct.explain(statement)))
  return plans.flatMap((plan) => plan.split('\n')).filter((line) => / on order_responses\b/.test(line))
}

// A worker's responses are a few among every worker's: read by the worker's index, not by reading them all.
describe('a worker’s own responses, on 20 000 orders (decision 057)', () => {
  let database: OrdersDatabase
  let direct: DirectDatabase
  let token: string
  beforeAll(async () => {
    database = await prepareOrdersDatabase(backend, 'worker_response_reads', 20_000)
    direct = await database.openDirect(1)
    const [phone] = await workerPhones(direct, await benchCityId(direct), 1)
    token = await devToken(direct.app, phone!, 'worker')
  }, 120_000)
  afterAll(async () => {
    await direct.close()
    await database.remove()
  })

  it('the navigation counts find them by the worker', async () => {
    const reads = await readsOfResponses(direct, {
      method: 'GET',
      url: navigationEndpoints.counts.path,
      token,
    })
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.filter((line) => line.includes('Seq Scan'))).toEqual([])
  })

  it('the list of their responses finds them by the worker', async () => {
    const reads = await readsOfResponses(direct, {
      method: 'POST',
      url: `${workerOrderEndpoints.mine.path}?page=1&size=20`,
      body: { list: 'responses' },
      token,
    })
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.filter((line) => line.includes('Seq Scan'))).toEqual([])
  })
})
