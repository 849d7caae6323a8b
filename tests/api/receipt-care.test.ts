import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { fitsOtherOrderMessage, receiptCareMessages } from '../../src/contract/receipts/receipt-care.ts'
import { demoReceiptNumbers } from '../../src/server/db/seed/receipt-checks.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { linkOf, paidOrderOf, receiptFootprint } from '../support/receipts.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 46, item 2 (decision 085): a receipt link is checked before it is stored, one that fits another of the
 * worker's orders is offered for it, one not VERIFIED can be removed or replaced, and the staff see the history.
 * The demo's «Мой налог» book answers: Абдуллаев's ready receipt fits his credited morning shift.
 */
let test: TestApp
let abdullaev: string
let ivanov: string
let employee: string
type Order = Awaited<ReturnType<typeof paidOrderOf>>
let morning: Order
let evening: Order
let ready: string

beforeAll(async () => {
  test = await createTestApp()
  abdullaev = (await signIn(test, 'secondWorker')).accessToken
  ivanov = (await signIn(test, 'worker')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  morning = await paidOrderOf(test, 'secondWorker', 'Кассир, утренняя смена')
  evening = await paidOrderOf(test, 'secondWorker', 'Кассир, вечерняя смена')
  ready = linkOf(morning.workerInn, demoReceiptNumbers.readyForAbdullaev)
})
afterAll(() => test.close())

const receiptOf = async (orderId: number) =>
  (await callApi(test.app, calls.mine, { token: abdullaev })).body.find(
    (receipt) => receipt.orderId === orderId,
  )

describe('a link checked before it is stored', () => {
  it('says the verdict for the chosen order and stores nothing', async () => {
    const before = await receiptFootprint(test)
    const check = await callApi(test.app, calls.checkLink, {
      token: abdullaev,
      body: { orderId: morning.id, link: ready },
    })
    expect(check.status).toBe(200)
    expect(check.body).toEqual({ status: 'VERIFIED', reason: null, fits: true, otherOrder: null })
    expect(await receiptFootprint(test)).toEqual(before)
  })

  it('that fits another of the worker’s orders is offered for it, and not stored on the wrong one', async () => {
    const before = await receiptFootprint(test)
    const check = await callApi(test.app, calls.checkLink, {
      token: abdullaev,
      body: { orderId: evening.id, link: ready },
    })
    expect(check.body).toMatchObject({
      status: 'MISMATCH',
      fits: false,
      otherOrder: { orderId: morning.id, orderNumber: morning.orderNumber },
    })
    const stored = await callApi(test.app, calls.byLink, {
      token: abdullaev,
      body: { orderId: evening.id, link: ready },
    })
    expect(stored.status).toBe(400)
    expect(stored.body.message).toBe(fitsOtherOrderMessage(morning.orderNumber))
    expect(stored.body.message).toContain(`Прикрепить к заказу № ${morning.orderNumber}?`)
    expect((await receiptFootprint(test)).receipts).toBe(before.receipts)
    // The evening keeps its own (mismatched) receipt: the wrong one did not take its place.
    expect((await receiptOf(evening.id))?.check?.status).toBe('MISMATCH')
  })

  it('is refused for another worker’s order without a word about it', async () => {
    const answer = await callApi(test.app, calls.checkLink, {
      token: ivanov,
      body: { orderId: morning.id, link: ready },
    })
    expect(answer.status).toBe(404)
  })
})

describe('a receipt not VERIFIED', () => {
  it('is removed by its worker, and the order asks for a receipt again', async () => {
    const mismatched = (await receiptOf(evening.id))!
    const removed = await callApi(test.app, calls.remove, { token: abdullaev, body: { id: mismatched.id } })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ orderId: evening.id })
    expect(await receiptOf(evening.id)).toBeUndefined()
    const needed = (await callApi(test.app, calls.needed, { token: abdullaev })).body
    expect(needed.find((item) => item.orderId === evening.id)).toMatchObject({ refusedReceiptId: null })
  })

  it('on another order moves to the order it fits (the trap of issue 46)', async () => {
    // A receipt stored on the wrong order before this check existed: UNVERIFIED, on the evening shift.
    await test.db.execute(sql`update tax_receipts set order_id = ${evening.id}
      where id = (select receipt_id from tax_receipt_checks where receipt_number = ${demoReceiptNumbers.unverified})`)
    const stored = await callApi(test.app, calls.byLink, {
      token: abdullaev,
      body: { orderId: morning.id, link: linkOf(morning.workerInn, demoReceiptNumbers.unverified) },
    })
    expect(stored.status).toBe(200)
    expect(stored.body.orderId).toBe(morning.id)
    expect(await receiptOf(evening.id)).toBeUndefined()
    // Given the right receipt, the morning's unverified one is replaced.
    const replaced = await callApi(test.app, calls.byLink, {
      token: abdullaev,
      body: { orderId: morning.id, link: ready },
    })
    expect(replaced.status).toBe(200)
    expect(replaced.body.check?.status).toBe('VERIFIED')
    const onMorning = await rowsOf<{ id: number }>(
      test.db,
      sql`select id from tax_receipts where order_id = ${morning.id}`,
    )
    expect(onMorning).toEqual([{ id: replaced.body.id }])
  })

  it('VERIFIED, stays: its removal is refused in Russian; another’s is not found', async () => {
    const verified = (await receiptOf(morning.id))!
    const refused = await callApi(test.app, calls.remove, { token: abdullaev, body: { id: verified.id } })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(receiptCareMessages.verifiedStays)
    const foreign = await callApi(test.app, calls.remove, { token: ivanov, body: { id: verified.id } })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe(receiptCareMessages.notFound)
    expect(await receiptOf(morning.id)).toMatchObject({ id: verified.id })
  })
})

describe('the staff’s history', () => {
  it('tells each step of an order’s receipts, in Russian, to staff only', async () => {
    const history = await callApi(test.app, calls.history, { token: employee, body: { id: evening.id } })
    expect(history.status).toBe(200)
    expect(history.body.map((entry) => entry.label)).toEqual([
      'Чек не принят',
      'Чек удалён исполнителем',
      'Чек перенесён на другой заказ',
    ])
    expect(history.body[0]).toMatchObject({
      action: 'receipt.refused',
      actorKind: 'worker',
      receiptNumber: demoReceiptNumbers.readyForAbdullaev,
      status: 'MISMATCH',
    })
    const morningHistory = await callApi(test.app, calls.history, {
      token: employee,
      body: { id: morning.id },
    })
    expect(morningHistory.body.map((entry) => entry.action)).toEqual(['receipt.linked', 'receipt.linked'])
    const worker = await callApi(test.app, calls.history, { token: abdullaev, body: { id: evening.id } })
    expect(worker.status).toBe(403)
  })
})
