import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registryBatches } from '../../src/server/features/payments/payment-registry.repository.ts'
import { allPayments, paymentConditions } from '../../src/server/features/payments/payments.repository.ts'
import { createTestApp, type TestApp } from '../support/app.ts'

/** Issue 19, item 5: registries read the payments batch after batch, each starting after the one before. */
let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

describe('payments read in batches', () => {
  it('reads every payment once, in the order of the shifts, whatever the batch size', async () => {
    const where = paymentConditions({}, test.clock())
    const all = (await allPayments(test.db, where)).map((row) => row.order.id)
    expect(all.length).toBeGreaterThan(2)
    for (const size of [1, 2, all.length, all.length + 1]) {
      const batches: number[][] = []
      for await (const rows of registryBatches(test.db, where, size)) batches.push(rows.map((row) => row.id))
      expect(batches.flat()).toEqual(all)
      expect(batches.length).toBe(Math.ceil(all.length / size))
    }
  })
})
