import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { receiptCheckReasons } from '../../src/contract/receipts/receipt-checks.ts'
import { companyMessages } from '../../src/contract/settings/company.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { journal, settings } from '../../src/server/db/schema/index.ts'
import { demoCompany } from '../../src/server/db/seed/receipt-checks.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { FakeTaxService } from '../support/fake-tax-service.ts'
import { linkOf } from '../support/receipts.ts'
import type { PaidOrder } from '../support/tax-receipts-test-app.ts'
import { checkOf, issueReceipt, startReceiptChecking } from '../support/tax-receipts-test-app.ts'

/** Issue 22, item 2: the company a receipt must be made out to is a setting admins keep. */
let tax: FakeTaxService, fresh: TestApp, target: PaidOrder, close: () => Promise<void>
let adminToken: string, employeeToken: string, token: string

beforeAll(async () => {
  ;({
    tax,
    test: fresh,
    admin: adminToken,
    employee: employeeToken,
    worker: token,
    order: target,
    close,
  } = await startReceiptChecking())
})
afterAll(() => close())

describe('the company in the receipts', () => {
  it('is read and changed by admins only, with a checked INN, and journalled', async () => {
    expect((await callApi(fresh.app, settingsEndpoints.company, { token: adminToken })).body).toEqual(
      demoCompany,
    )
    expect((await callApi(fresh.app, settingsEndpoints.company, { token: employeeToken })).status).toBe(403)
    const byEmployee = await callApi(fresh.app, settingsEndpoints.setCompany, {
      token: employeeToken,
      body: { name: 'ООО «Другая»', inn: '7707083893' },
    })
    expect(byEmployee.status).toBe(403)
    for (const inn of ['5072012358', '50720123', '500100732258', 'ИНН']) {
      const refused = await callApi(fresh.app, settingsEndpoints.setCompany, {
        token: adminToken,
        rawBody: { name: 'ООО «Другая»', inn },
      })
      expect(refused.status, inn).toBe(400)
    }
    const wrong = await callApi(fresh.app, settingsEndpoints.setCompany, {
      token: adminToken,
      rawBody: { name: 'ООО «Другая»', inn: '5072012358' },
    })
    expect(wrong.body.fields).toEqual({ inn: companyMessages.inn })
    const empty = await callApi(fresh.app, settingsEndpoints.setCompany, {
      token: adminToken,
      rawBody: { name: '', inn: '7707083893' },
    })
    expect(empty.body.fields).toMatchObject({ name: 'Поле не должно быть пустым' })
    expect((await callApi(fresh.app, settingsEndpoints.company, { token: adminToken })).body).toEqual(
      demoCompany,
    )

    const changed = await callApi(fresh.app, settingsEndpoints.setCompany, {
      token: adminToken,
      body: { name: 'ООО «Другая»', inn: '7707083893' },
    })
    expect(changed.body).toEqual({ name: 'ООО «Другая»', inn: '7707083893' })
    const rows = await fresh.db.select().from(journal).where(eq(journal.entityId, 'company'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'settings.changed', entity: 'settings' })
  })

  it('not set yet leaves a receipt UNVERIFIED, verified once an admin sets it', async () => {
    await fresh.db.delete(settings).where(eq(settings.key, 'company'))
    expect((await callApi(fresh.app, settingsEndpoints.company, { token: adminToken })).body).toEqual({
      name: '',
      inn: '',
    })
    issueReceipt(tax, target, '200company1', { clientInn: '7707083893' })
    const stored = await callApi(fresh.app, calls.byLink, {
      token,
      body: { orderId: target.id, link: linkOf(target.workerInn, '200company1') },
    })
    expect(stored.body.check).toMatchObject({ status: 'UNVERIFIED', reason: receiptCheckReasons.noCompany })
    await callApi(fresh.app, settingsEndpoints.setCompany, {
      token: adminToken,
      body: { name: 'ООО «Другая»', inn: '7707083893' },
    })
    fresh.clock.advance(5 * 60_000)
    await fresh.receiptChecks.runDue()
    expect(await checkOf(stored.body.id, fresh)).toMatchObject({ status: 'VERIFIED', reason: null })
  })
})
