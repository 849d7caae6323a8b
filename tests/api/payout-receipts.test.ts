import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { cancellationInWords } from '../../src/contract/payouts/payouts.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import {
  demoTaxReceipts,
  journal,
  standInPayouts,
  taxReceipts,
  workers,
} from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 47, items 2 and 4 (decision 113): a worker who allowed ЮMoney to register their receipts gets the
 * receipt registered with a payout to the card; it lands in Чеки, passes the receipt check and leaves no
 * deadline, once however often YooKassa notifies. Others (and СБП payouts, which YooKassa pays without a
 * receipt) keep giving the receipt themselves. An СБП phone whose owner NSPK names is not the worker stops
 * the payout with a Russian reason.
 */
let test: TestApp
let actors: Actors
let admin: string

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
  await callApi(test.app, payoutEndpoints.setPayoutMode, {
    token: admin,
    body: { mode: 'INSTANT', dailyTime: '18:00' },
  })
})
afterAll(() => test.close())

const allowReceipts = (allowed: unknown, token = actors.worker) =>
  callApi(test.app, payoutEndpoints.changeReceiptsByProvider, { token, rawBody: { allowed } })
const useMethod = async (kind: 'CARD' | 'SBP', phone?: string) => {
  await callApi(test.app, payoutEndpoints.changePayoutMethod, {
    token: actors.worker,
    body: kind === 'SBP' ? { kind, phone, bankId: '100000000004' } : { kind },
  })
  if (kind === 'SBP')
    await callApi(test.app, payoutEndpoints.confirmPayoutMethod, {
      token: admin,
      body: { id: actors.workerId },
    })
}
/** An act confirmed by the worker, paid out by the provider: answers the order's id once its payout is final. */
const paidAct = async () => {
  const order = await orderIn(test, actors, 'ACT_SENT')
  await callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id: order.id } })
  await test.payoutSteps.runDue()
  // Past the stand-in's delay and the poll's lease.
  test.clock.advance(5_000)
  await test.payoutSteps.runDue()
  return order.id
}
const payoutOf = async (id: number) =>
  (await callApi(test.app, payoutEndpoints.myOrderPayout, { token: actors.worker, query: { id } })).body
    .payout
const myReceipt = async (id: number) =>
  (
    (await callApi(test.app, receiptEndpoints.mine, { token: actors.worker })).body as { orderId: number }[]
  ).find((receipt) => receipt.orderId === id) as
    { link: string | null; check: { status: string } | null } | undefined
const stillNeeded = async (id: number) =>
  (
    (await callApi(test.app, receiptEndpoints.needed, { token: actors.worker })).body as { orderId: number }[]
  ).some((needed) => needed.orderId === id)
const takenByStandIn = async (id: number) =>
  test.db
    .select()
    .from(standInPayouts)
    .where(eq(standInPayouts.orderId, String(id)))
const notify = (body: unknown) =>
  callApi(test.app, payoutEndpoints.providerNotification, { rawBody: body, remoteAddress: '127.0.0.1' })

describe('the worker’s permission to register receipts', () => {
  it('is off by default, set by the worker alone, journalled, and refused with a Russian message when malformed', async () => {
    expect(
      (await callApi(test.app, payoutEndpoints.payoutMethod, { token: actors.worker })).body,
    ).toMatchObject({
      receiptsByProvider: false,
    })
    const bad = await allowReceipts('да')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Укажите, разрешаете ли вы регистрировать чеки за вас')
    expect((await allowReceipts(true, actors.staff)).status).toBe(403)
    const allowed = await allowReceipts(true)
    expect(allowed.body).toMatchObject({ kind: 'CARD', receiptsByProvider: true })
    await allowReceipts(true)
    const entries = (
      await test.db.select().from(journal).where(eq(journal.action, 'worker.payout-receipts-changed'))
    ).filter((entry) => entry.entityId === String(actors.workerId))
    expect(entries).toHaveLength(1)
  })
})

describe('a payout to the card of a worker who allowed it', () => {
  it('carries the receipt, which lands in Чеки, is VERIFIED by the check and leaves no deadline — once', async () => {
    await useMethod('CARD')
    await allowReceipts(true)
    const id = await paidAct()
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED', method: 'CARD' })
    const [taken] = await takenByStandIn(id)
    const [worker] = await test.db.select().from(workers).where(eq(workers.id, actors.workerId))
    expect(taken).toMatchObject({ selfEmployedInn: worker!.inn, receiptServiceName: expect.any(String) })

    const landed = await myReceipt(id)
    expect(landed?.check?.status).toBe('UNVERIFIED')
    expect(landed?.link).toMatch(
      new RegExp(`^https://lknpd\\.nalog\\.ru/api/v1/receipt/${worker!.inn}/[0-9a-f]{10}/print$`),
    )
    expect(await stillNeeded(id)).toBe(false)
    await test.receiptChecks.runDue()
    expect((await myReceipt(id))?.check?.status).toBe('VERIFIED')

    // YooKassa notifies again, late and twice: nothing more is registered or stored.
    const notices = (await test.payoutStandIn.notifications()).filter(
      (notice) => notice.object.metadata.order_id === String(id),
    )
    for (const notice of [...notices, ...notices]) expect((await notify(notice)).status).toBe(200)
    await test.payoutSteps.runDue()
    expect(await test.db.select().from(taxReceipts).where(eq(taxReceipts.orderId, id))).toHaveLength(1)
    const number = /\/([0-9a-f]{10})\/print$/.exec(landed!.link!)![1]!
    expect(
      await test.db.select().from(demoTaxReceipts).where(eq(demoTaxReceipts.receiptNumber, number)),
    ).toHaveLength(1)
    const registered = (
      await test.db.select().from(journal).where(eq(journal.action, 'receipt.registered'))
    ).filter((entry) => entry.entityId === String(id))
    expect(registered).toHaveLength(1)
  })
})

describe('a payout without the receipt', () => {
  it('leaves the worker who did not allow it the link/QR flow and the deadline', async () => {
    await allowReceipts(false)
    const id = await paidAct()
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED' })
    expect((await takenByStandIn(id))[0]!.selfEmployedInn).toBeNull()
    expect(await myReceipt(id)).toBeUndefined()
    expect(await stillNeeded(id)).toBe(true)
  })

  it('goes by СБП without the receipt even when allowed: YooKassa registers receipts with card payouts only', async () => {
    await allowReceipts(true)
    await useMethod('SBP', '+79001112233')
    const id = await paidAct()
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED', method: 'SBP' })
    expect((await takenByStandIn(id))[0]!.selfEmployedInn).toBeNull()
    expect(await stillNeeded(id)).toBe(true)
  })
})

describe('the СБП recipient check', () => {
  it('pays when the phone’s owner is the worker', async () => {
    const [worker] = await test.db.select().from(workers).where(eq(workers.id, actors.workerId))
    const name = [worker!.lastName, worker!.firstName, worker!.patronymic].filter(Boolean).join(' ')
    test.payoutStandIn.ownPhone('79001112244', name.toUpperCase())
    await useMethod('SBP', '+79001112244')
    const id = await paidAct()
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED', method: 'SBP' })
  })

  it('stops the payout with a Russian reason when the phone belongs to someone else, nothing paid', async () => {
    test.payoutStandIn.ownPhone('79001112255', 'Петров Пётр Петрович')
    await useMethod('SBP', '+79001112255')
    const id = await paidAct()
    expect(await payoutOf(id)).toMatchObject({
      status: 'CANCELED',
      reason: cancellationInWords('recipient_check_failed'),
    })
    expect(cancellationInWords('recipient_check_failed')).toBe(
      'Выплата отменена: получатель в банке не совпал с исполнителем',
    )
    expect((await takenByStandIn(id))[0]!.canceledFor).toBe('recipient_check_failed')
    await useMethod('CARD')
  })
})
