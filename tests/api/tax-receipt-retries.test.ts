import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { receiptCheckReasons } from '../../src/contract/receipts/receipt-checks.ts'
import { taxReceiptChecks } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { FakeTaxService } from '../support/fake-tax-service.ts'
import { linkOf } from '../support/receipts.ts'
import { rowsOf } from '../support/sql.ts'
import type { PaidOrder } from '../support/tax-receipts-test-app.ts'
import { checkOf, issueReceipt, startReceiptChecking } from '../support/tax-receipts-test-app.ts'

/** Issue 22, item 2: a tax service that is down, limited or broken leaves the receipt UNVERIFIED and asked again. */
let tax: FakeTaxService, fresh: TestApp, target: PaidOrder, close: () => Promise<void>
let token: string

beforeAll(async () => {
  ;({ tax, test: fresh, worker: token, order: target, close } = await startReceiptChecking())
})
afterAll(() => close())

describe('a tax service that fails never fails the call', () => {
  it('stores the receipt UNVERIFIED when the service is down, limited or answers nonsense, and retries it', async () => {
    issueReceipt(tax, target, '200retry001')
    const link = linkOf(target.workerInn, '200retry001')
    for (const failure of [503, 422, 'garbage', 'drop'] as const) {
      tax.failure = failure
      const answer = await callApi(fresh.app, calls.byLink, { token, body: { orderId: target.id, link } })
      expect(answer.status, String(failure)).toBe(200)
      expect(answer.body.check).toMatchObject({
        status: 'UNVERIFIED',
        reason: receiptCheckReasons.unavailable,
      })
      // UNVERIFIED is not VERIFIED: given again, it replaces the first, and the order holds one (decision 085).
      const again = await callApi(fresh.app, calls.byLink, { token, body: { orderId: target.id, link } })
      expect(again.status).toBe(200)
      const held = await rowsOf(fresh.db, sql`select id from tax_receipts where order_id = ${target.id}`)
      expect(held).toEqual([{ id: again.body.id }])
      await fresh.db.delete(taxReceiptChecks)
      await fresh.db.execute(sql`delete from tax_receipts where order_id = ${target.id}`)
    }

    tax.failure = 429
    const stored = await callApi(fresh.app, calls.byLink, { token, body: { orderId: target.id, link } })
    expect(stored.body.check?.status).toBe('UNVERIFIED')
    // Not due yet: nothing is asked.
    tax.requests.length = 0
    expect(await fresh.receiptChecks.runDue()).toEqual({})
    expect(tax.requests).toEqual([])
    // Five minutes on, still down: asked again, still UNVERIFIED, the next try a quarter of an hour later.
    fresh.clock.advance(5 * 60_000)
    await fresh.receiptChecks.runDue()
    expect(tax.requests).toContain(`/api/v1/receipt/${target.workerInn}/200retry001/json`)
    const waiting = await checkOf(stored.body.id, fresh)
    expect(waiting).toMatchObject({ status: 'UNVERIFIED', attempts: 2 })
    expect(waiting.nextCheckAt!.getTime()).toBe(fresh.clock().getTime() + 15 * 60_000)
    // The service is back: the next round verifies it.
    tax.failure = null
    fresh.clock.advance(15 * 60_000)
    expect(await fresh.receiptChecks.runDue()).toMatchObject({ VERIFIED: 1 })
    const mine = (await callApi(fresh.app, calls.mine, { token })).body
    expect(mine.find((receipt) => receipt.id === stored.body.id)?.check?.status).toBe('VERIFIED')
  })
})
