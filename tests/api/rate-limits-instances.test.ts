import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tooManyRequestsMessage } from '../../src/contract/common/error-messages.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { requestLimits } from '../../src/server/http/request-limits.ts'
import { startTwoInstances, type TwoInstances } from '../support/two-instances.ts'

/**
 * Issue 43, item 3 (decision 067): the limits on paid look-ups count in PostgreSQL, so two instances behind one
 * balancer hold one client to one limit; the others count in each instance's memory. PostgreSQL only (see
 * startTwoInstances).
 */
const onPostgres = process.env.TEST_DB === 'postgres'

let two: TwoInstances

describe.skipIf(!onPostgres)('rate limits across two instances', () => {
  beforeAll(async () => {
    two = await startTwoInstances()
  }, 180_000)
  afterAll(() => two?.close())

  it('count address suggestions of one client on both instances together', async () => {
    const { max } = requestLimits.addressSuggestionsPerAddress
    const suggest = (n: number) =>
      two.apis[n % 2]!(workerEndpoints.addresses, { query: { query: `Коломна ${n}` } })
    for (let n = 0; n < max; n++) expect((await suggest(n)).status).toBe(200)
    for (const n of [max, max + 1]) {
      const refused = await suggest(n)
      expect(refused.status).toBe(429)
      expect(refused.body.message).toBe(tooManyRequestsMessage(Number(refused.headers['retry-after'])))
    }
  })

  it('count readiness in each instance alone', async () => {
    const { max } = requestLimits.readinessPerAddress
    for (let n = 0; n < max; n++) expect((await two.apis[0](systemEndpoints.ready, {})).status).toBe(200)
    expect((await two.apis[0](systemEndpoints.ready, {})).status).toBe(429)
    expect((await two.apis[1](systemEndpoints.ready, {})).status).toBe(200)
  })
})
