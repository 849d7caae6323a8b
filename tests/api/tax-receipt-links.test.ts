import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { receiptCheckReasons, receiptLinkMessages } from '../../src/contract/receipts/receipt-checks.ts'
import { receiptCareMessages } from '../../src/contract/receipts/receipt-care.ts'
import { receiptMessages } from '../../src/contract/receipts/requests.ts'
import { demoCompany, demoReceiptNumbers } from '../../src/server/db/seed/receipt-checks.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { FakeTaxService } from '../support/fake-tax-service.ts'
import { linkOf, paidOrderOf, receiptFootprint } from '../support/receipts.ts'
import { rowsOf } from '../support/sql.ts'
import {
  checkOf,
  issueReceipt,
  startReceiptChecking,
  type PaidOrder,
} from '../support/tax-receipts-test-app.ts'

/**
 * Issue 22, item 2: receipts given by their «Мой налог» link are checked at the tax service, refused with nothing
 * stored when they cannot be the worker's receipt for the order, and stored with the verdict otherwise.
 */
let tax: FakeTaxService
let test: TestApp
let worker: string
let second: string
let admin: string
let order: PaidOrder

beforeAll(async () => {
  ;({ tax, test, worker, second, admin, order } = await startReceiptChecking())
})
afterAll(async () => {
  await test.close()
  await tax.close()
})

const issue = (id: string, changes?: Parameters<typeof issueReceipt>[3]) =>
  issueReceipt(tax, order, id, changes)

const byLink = (link: string, orderId = order.id, token = worker) =>
  callApi(test.app, calls.byLink, { token, body: { orderId, link } })

describe('refusals: nothing is stored and the message is Russian', () => {
  it('refuses a link that is not a «Мой налог» receipt link', async () => {
    const before = await receiptFootprint(test)
    for (const link of [
      'https://example.com/receipt',
      `http://lknpd.nalog.ru/api/v1/receipt/${order.workerInn}/200abc/print`,
      `https://lknpd.nalog.ru/api/v1/receipt/${order.workerInn}/200abc/json`,
      'чек',
    ]) {
      const refused = await byLink(link)
      expect(refused.status, link).toBe(400)
      expect(refused.body.message).toBe(receiptLinkMessages.notReceiptLink)
    }
    const empty = await callApi(test.app, calls.byLink, {
      token: worker,
      rawBody: { orderId: order.id, link: '' },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain(receiptMessages.noLink)
    expect(await receiptFootprint(test)).toEqual(before)
    expect(tax.requests).toEqual([])
  })

  it('refuses a receipt of another seller, without asking the tax service', async () => {
    const before = await receiptFootprint(test)
    const other = await paidOrderOf(test, 'secondWorker')
    tax.add(other.workerInn, '200other01', {
      clientInn: demoCompany.inn,
      totalAmount: 2800,
      operationTime: `${order.paymentDate}T18:30:00+03:00`,
    })
    const refused = await byLink(linkOf(other.workerInn, '200other01'))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      message: receiptLinkMessages.notYourInn,
      fields: { link: receiptLinkMessages.notYourInn },
    })
    expect(await receiptFootprint(test)).toEqual(before)
    expect(tax.requests).toEqual([])
  })

  it('refuses an order that is not the worker’s (404) or not paid (409)', async () => {
    const before = await receiptFootprint(test)
    issue('200mine0001')
    const foreign = await paidOrderOf(test, 'secondWorker')
    expect((await byLink(linkOf(order.workerInn, '200mine0001'), foreign.id)).status).toBe(404)
    const [unpaid] = await rowsOf<{ id: number }>(
      test.db,
      sql`select o.id from orders o join workers w on w.id = o.executor_id
        where w.phone = '+79990000011' and o.status = 'DONE'`,
    )
    const notPaid = await byLink(linkOf(order.workerInn, '200mine0001'), unpaid!.id)
    expect(notPaid.status).toBe(409)
    expect(notPaid.body.message).toBe(receiptMessages.notPaid)
    expect((await byLink(linkOf(order.workerInn, '200mine0001'), 999_999)).status).toBe(404)
    expect(await receiptFootprint(test)).toEqual(before)
  })

  it('refuses a receipt the tax service does not know, and one already backing another order', async () => {
    const before = await receiptFootprint(test)
    const unknown = await byLink(linkOf(order.workerInn, '200nothere1'))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(receiptLinkMessages.notFound)
    // Абдуллаев's verified demo receipt backs his holiday shift: it cannot back his other order too.
    const other = await paidOrderOf(test, 'secondWorker', 'Кассир, утренняя смена')
    const twice = await byLink(linkOf(other.workerInn, demoReceiptNumbers.verified), other.id, second)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(receiptLinkMessages.usedElsewhere)
    expect(await receiptFootprint(test)).toEqual(before)
  })
})

describe('one receipt backs one order', () => {
  it('given for two orders at once, is taken for one and refused for the other, never a 5xx', async () => {
    const morning = await paidOrderOf(test, 'secondWorker', 'Кассир, утренняя смена')
    // Абдуллаев's evening shift has a MISMATCH demo receipt: it needs a new one too. Both shifts are given the
    // evening's hours here, so one receipt fits both and only the unique receipt decides.
    const evening = await paidOrderOf(test, 'secondWorker', 'Кассир, вечерняя смена')
    await test.db.execute(sql`update orders set actual_time = 450 where id = ${morning.id}`)
    tax.add(morning.workerInn, '200shared01', {
      clientInn: demoCompany.inn,
      totalAmount: 2625,
      operationTime: `${morning.paymentDate}T18:30:00+03:00`,
    })
    const link = linkOf(morning.workerInn, '200shared01')
    const answers = await Promise.all([byLink(link, morning.id, second), byLink(link, evening.id, second)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      receiptLinkMessages.usedElsewhere,
    )
    // The order and the books as they were, for the tests that follow.
    await test.db.execute(sql`update orders set actual_time = 360 where id = ${morning.id}`)
    await test.db.execute(sql`delete from tax_receipts r using tax_receipt_checks c
      where c.receipt_id = r.id and c.receipt_number = '200shared01'`)
  })
})

describe('a receipt by its link', () => {
  it('is VERIFIED when its sum, buyer and date match, asked at the receipt’s JSON address', async () => {
    tax.requests.length = 0
    tax.failures.clear()
    const before = await receiptFootprint(test)
    // Mismatches first: each is refused with its reason and nothing stored (decision 085).
    issue('200amount01', { totalAmount: 2700 })
    const amount = await byLink(linkOf(order.workerInn, '200amount01'))
    expect(amount.status).toBe(400)
    expect(amount.body.message).toBe(
      receiptCareMessages.doesNotFit(receiptCheckReasons.amount(270_000, 280_000)),
    )
    // Sums as every screen writes them (issue 46), not «2700,00 ₽».
    expect(amount.body.message).toContain(
      'Сумма чека 2\u00a0700\u00a0₽, а выплата по заказу — 2\u00a0800\u00a0₽',
    )
    expect(tax.requests).toEqual([`/api/v1/receipt/${order.workerInn}/200amount01/json`])

    issue('200buyer001', { clientInn: '7707083893' })
    const buyer = await byLink(linkOf(order.workerInn, '200buyer001'))
    expect(buyer.body.message).toBe(
      receiptCareMessages.doesNotFit(receiptCheckReasons.buyer('7707083893', demoCompany.inn)),
    )

    const dayBefore = new Date(Date.parse(`${order.paymentDate}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    issue('200early001', { operationTime: `${dayBefore}T23:00:00+03:00` })
    const early = await byLink(linkOf(order.workerInn, '200early001'))
    expect(early.status).toBe(400)
    expect(early.body.message).toMatch(
      /^Чек не подходит к этому заказу: Дата чека \d{2}-\d{2}-\d{4} раньше даты выплаты \d{2}-\d{2}-\d{4}/,
    )

    issue('200annul001', {
      cancellationInfo: {
        operationTime: `${order.paymentDate}T19:00:00+03:00`,
        registerTime: `${order.paymentDate}T19:00:00+03:00`,
        taxPeriodId: 202611,
        comment: 'Чек сформирован ошибочно',
      },
    })
    const annulled = await byLink(linkOf(order.workerInn, '200annul001'))
    expect(annulled.body.message).toBe(
      receiptCareMessages.doesNotFit(receiptCheckReasons.annulled('Чек сформирован ошибочно')),
    )

    issue('200good0001')
    const verified = await byLink(`  ${linkOf(order.workerInn, '200good0001')}  `)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      fileName: null,
      link: linkOf(order.workerInn, '200good0001'),
      check: { status: 'VERIFIED', reason: null },
    })
    // One receipt stands for the order: the refused ones were never stored.
    expect(await receiptFootprint(test)).toEqual({ receipts: before.receipts + 1, linked: before.linked + 1 })
    const mine = (await callApi(test.app, calls.mine, { token: worker })).body
    expect(mine.filter((receipt) => receipt.orderId === order.id)).toHaveLength(1)
    expect((await callApi(test.app, calls.needed, { token: worker })).body).toEqual([])

    const again = await byLink(linkOf(order.workerInn, '200good0001'))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(receiptMessages.alreadyUploaded)

    // Staff see it in Счета, and its link opens the receipt at «Мой налог».
    const page = (
      await callApi(test.app, paymentEndpoints.filter, { token: admin, body: {}, query: { size: 200 } })
    ).body
    expect(page.content.find((payment) => payment.id === order.id)?.receipt).toMatchObject({
      link: linkOf(order.workerInn, '200good0001'),
      check: { status: 'VERIFIED' },
    })
    const opened = await callApi(test.app, calls.linkForDownloading, {
      token: admin,
      body: { id: verified.body.id },
    })
    expect(opened.body.url).toBe(linkOf(order.workerInn, '200good0001'))
  })

  it('is watched for its annulment until the end of the month after the payment, then asked no more', async () => {
    const receipt = (await callApi(test.app, calls.mine, { token: worker })).body.find(
      (candidate) => candidate.orderId === order.id,
    )!
    const first = await checkOf(receipt.id, test)
    expect(first.nextCheckAt!.getTime()).toBe(first.checkedAt.getTime() + 86_400_000)

    test.clock.advance(86_400_000)
    tax.requests.length = 0
    expect(await test.receiptChecks.runDue()).toMatchObject({ VERIFIED: 1 })
    expect(tax.requests).toContain(`/api/v1/receipt/${order.workerInn}/200good0001/json`)

    tax.receipts.get(`${order.workerInn}/200good0001`)!.cancellationInfo = {
      operationTime: `${order.paymentDate}T20:00:00+03:00`,
      registerTime: `${order.paymentDate}T20:00:00+03:00`,
      taxPeriodId: 202611,
      comment: 'Возврат средств',
    }
    test.clock.advance(86_400_000)
    await test.receiptChecks.runDue()
    expect(await checkOf(receipt.id, test)).toMatchObject({
      status: 'ANNULLED',
      reason: receiptCheckReasons.annulled('Возврат средств'),
      nextCheckAt: null,
    })
    // The order needs a receipt again: the annulled one does not count.
    const needed = (await callApi(test.app, calls.needed, { token: worker })).body
    expect(needed).toEqual([
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        dueDate: order.dueDate,
        overdue: expect.any(Boolean),
        refusedReceiptId: receipt.id,
      },
    ])

    // A new, good receipt; past the month after the payment it is asked about once more, then no more.
    issue('200good0002')
    const replaced = await byLink(linkOf(order.workerInn, '200good0002'))
    expect(replaced.body.check?.status).toBe('VERIFIED')
    const [year, month] = order.paymentDate.split('-').map(Number)
    test.clock.set(new Date(Date.UTC(year!, month! + 1, 3)))
    await test.receiptChecks.runDue()
    expect((await checkOf(replaced.body.id, test)).nextCheckAt).toBeNull()
    tax.requests.length = 0
    test.clock.advance(30 * 86_400_000)
    expect(await test.receiptChecks.runDue()).toEqual({})
    expect(tax.requests).toEqual([])
  })
})
