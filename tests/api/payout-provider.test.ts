import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client.ts'
import {
  createYookassaStandIn,
  type YookassaStandIn,
} from '../../src/server/ports/payout-provider/yookassa-stand-in.ts'
import {
  createYookassaPayouts,
  senderList,
  yookassaNotifiers,
} from '../../src/server/ports/payout-provider/yookassa-payouts.ts'
import type { PayoutProvider, PayoutRequest } from '../../src/server/ports/payout-provider/payout-provider.ts'
import { createTestClock } from '../support/clock.ts'
import { freshDatabase } from '../support/database.ts'

/**
 * Issue 47, item 1: the YooKassa payouts adapter, through its wire format, against the stand-in that answers
 * as YooKassa's API v3 does (decision 090), on both databases.
 */
let close: () => Promise<void>
let db: Database
const clock = createTestClock()
let standIn: YookassaStandIn
let provider: PayoutProvider

beforeAll(async () => {
  const database = await freshDatabase()
  db = database.db as Database
  close = () => database.close()
  standIn = createYookassaStandIn({ db, clock, delaySeconds: 3, refusedEndings: ['9999'] })
  provider = createYookassaPayouts({
    baseUrl: 'https://stand-in.yookassa.invalid/v3',
    shopId: 'shop',
    secretKey: 'key',
    notifiers: ['127.0.0.0/8'],
    transport: standIn.transport,
  })
})
afterAll(() => close())

const sbp = (key: string, phone = '+7 900 123-12-34'): PayoutRequest => ({
  idempotencyKey: key,
  amount: '2450.00',
  destination: { kind: 'SBP', phone, bankId: '100000000004' },
  description: 'Выплата по заказу 1042',
  orderId: 42,
  receipt: null,
  recipient: null,
})

describe('the YooKassa payouts adapter with the stand-in', () => {
  it('lists the participants of СБП', async () => {
    expect(await provider.sbpBanks()).toContainEqual({
      bankId: '100000000004',
      name: 'Т-Банк',
      bic: '044525974',
    })
  })

  it('creates a payout that is pending, then succeeded after the delay', async () => {
    const answer = await provider.createPayout(sbp('order-42-a'))
    expect(answer).toMatchObject({ kind: 'payout', payout: { status: 'pending', amount: '2450.00' } })
    const id = answer.kind === 'payout' ? answer.payout.id : ''
    expect(id).toMatch(/^po-/)
    clock.advance(3_000)
    expect(await provider.findPayout(id)).toMatchObject({ id, status: 'succeeded', cancellation: null })
  })

  it('answers a repeated Idempotence-Key with the same payout, and takes no second one', async () => {
    const first = await provider.createPayout(sbp('order-43'))
    const again = await provider.createPayout(sbp('order-43'))
    expect(again).toEqual(first)
  })

  it('takes a payout whose answer is lost: the repeat with the same key finds it, and there is one', async () => {
    standIn.loseAnswers(1)
    expect(await provider.createPayout(sbp('order-44'))).toMatchObject({ kind: 'unanswered' })
    const repeated = await provider.createPayout(sbp('order-44'))
    expect(repeated).toMatchObject({ kind: 'payout', payout: { status: 'pending' } })
    clock.advance(3_000)
    const forOrder44 = (await standIn.notifications()).filter(
      (notice) => notice.object.id === (repeated.kind === 'payout' ? repeated.payout.id : ''),
    )
    expect(forOrder44).toHaveLength(1)
  })

  it('cancels a payout to a refused phone, with YooKassa’s cancellation details', async () => {
    const answer = await provider.createPayout(sbp('order-45', '+79001239999'))
    clock.advance(3_000)
    const id = answer.kind === 'payout' ? answer.payout.id : ''
    expect(await provider.findPayout(id)).toMatchObject({
      status: 'canceled',
      cancellation: { party: 'payment_network', reason: 'rejected_by_payee' },
    })
    const notice = (await standIn.notifications()).find((one) => one.object.id === id)!
    expect(provider.readNotice(JSON.parse(JSON.stringify(notice)))).toEqual({
      event: 'payout.canceled',
      payoutId: id,
    })
  })

  it('refuses a request for an unknown bank, and knows no payout by a made-up id', async () => {
    const answer = await provider.createPayout({
      ...sbp('order-46'),
      destination: { kind: 'SBP', phone: '+79001231234', bankId: '999' },
    })
    expect(answer).toEqual({ kind: 'refused', reason: 'Unknown bank_id' })
    expect(await provider.findPayout('po-made-up')).toBe('notFound')
  })

  it('pays to a card as bank_card', async () => {
    const answer = await provider.createPayout({
      ...sbp('order-47'),
      destination: { kind: 'CARD', cardNumber: '2200700000001234' },
    })
    expect(answer).toMatchObject({ kind: 'payout', payout: { status: 'pending' } })
  })

  it('reads only payout notifications, and trusts YooKassa’s networks only', () => {
    expect(
      provider.readNotice({ type: 'notification', event: 'payment.succeeded', object: { id: 'x' } }),
    ).toBeNull()
    expect(provider.readNotice('nonsense')).toBeNull()
    const yookassa = senderList(yookassaNotifiers)
    expect(yookassa('185.71.76.10')).toBe(true)
    expect(yookassa('::ffff:77.75.156.11')).toBe(true)
    expect(yookassa('2a02:5180::1')).toBe(true)
    expect(yookassa('203.0.113.5')).toBe(false)
    expect(provider.trustsSender('127.0.0.1')).toBe(true)
    expect(provider.trustsSender('203.0.113.5')).toBe(false)
  })
})
