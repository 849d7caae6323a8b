import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { payoutMethodMessages } from '../../src/contract/payouts/payout-method.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 47, item 2: the worker chooses to be paid to the card or by СБП. A new СБП method is payout data, as a
 * changed card is: it is not confirmed until an admin confirms it, and the journal names the phone masked.
 */
let test: TestApp
let worker: string
let secondWorker: string
let admin: string
let employee: string
let workerId: number

beforeAll(async () => {
  test = await createTestApp()
  worker = (await signIn(test, 'worker')).accessToken
  secondWorker = (await signIn(test, 'secondWorker')).accessToken
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
  const me = await test.app.inject({
    url: '/api/self-employed/me',
    headers: { authorization: `Bearer ${worker}` },
  })
  workerId = (me.json() as { id: number }).id
})
afterAll(() => test.close())

const choose = (body: { kind: 'CARD' | 'SBP'; phone?: string; bankId?: string }, token = worker) =>
  callApi(test.app, payoutEndpoints.changePayoutMethod, { token, body })
const entries = (action: string) =>
  test.db
    .select()
    .from(journal)
    .where(and(eq(journal.action, action), eq(journal.entityId, String(workerId))))

describe('the worker’s payout method', () => {
  it('is the card the bank took by default, and the banks of СБП are listed', async () => {
    const mine = await callApi(test.app, payoutEndpoints.payoutMethod, { token: worker })
    expect(mine.body).toMatchObject({ kind: 'CARD', phone: null })
    const banks = await callApi(test.app, payoutEndpoints.sbpBanks, { token: worker })
    expect(banks.body.banks).toContainEqual({ bankId: '100000000004', name: 'Т-Банк' })
  })

  it('refuses a malformed phone and an unknown bank with Russian messages, and changes nothing', async () => {
    const badPhone = await choose({ kind: 'SBP', phone: '+7 123', bankId: '100000000004' })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.fields).toEqual({ phone: payoutMethodMessages.phone })
    const noBank = await choose({ kind: 'SBP', phone: '+7 900 123-12-34' })
    expect(noBank.body.fields).toEqual({ bankId: payoutMethodMessages.bankRequired })
    const unknownBank = await choose({ kind: 'SBP', phone: '+7 900 123-12-34', bankId: '999999999999' })
    expect(unknownBank.status).toBe(400)
    expect(unknownBank.body.message).toBe(payoutMethodMessages.unknownBank)
    expect((await callApi(test.app, payoutEndpoints.payoutMethod, { token: worker })).body.kind).toBe('CARD')
    expect(await entries('worker.payout-method-changed')).toHaveLength(0)
  })

  it('takes СБП to a phone at a bank, unconfirmed, and journals the phone masked', async () => {
    const chosen = await choose({ kind: 'SBP', phone: '8 (900) 123-12-34', bankId: '100000000004' })
    expect(chosen.status).toBe(200)
    expect(chosen.body).toEqual({
      kind: 'SBP',
      phone: '+79001231234',
      bankId: '100000000004',
      bankName: 'Т-Банк',
      confirmed: false,
      receiptsByProvider: false,
    })
    const [entry] = await entries('worker.payout-method-changed')
    expect(entry!.details).toEqual({ from: 'CARD', to: 'SBP', phone: '+7 ••• 12-34', bank: 'Т-Банк' })
    expect(JSON.stringify(entry!.details)).not.toContain('9001231234')
  })

  it('is another worker’s own: the second worker still has the card', async () => {
    const theirs = await callApi(test.app, payoutEndpoints.payoutMethod, { token: secondWorker })
    expect(theirs.body).toMatchObject({ kind: 'CARD', phone: null })
  })

  it('is shown to staff with the phone masked and confirmed by an admin only', async () => {
    const seen = await callApi(test.app, payoutEndpoints.workerPayoutMethod, {
      token: employee,
      query: { id: workerId },
    })
    expect(seen.body).toMatchObject({ kind: 'SBP', phone: '+7 ••• 12-34', confirmed: false })
    const byEmployee = await callApi(test.app, payoutEndpoints.confirmPayoutMethod, {
      token: employee,
      body: { id: workerId },
    })
    expect(byEmployee.status).toBe(403)
    const confirmed = await callApi(test.app, payoutEndpoints.confirmPayoutMethod, {
      token: admin,
      body: { id: workerId },
    })
    expect(confirmed.body).toMatchObject({ kind: 'SBP', phone: '+7 ••• 12-34', confirmed: true })
    expect(await entries('worker.payout-method-confirmed')).toHaveLength(1)
    const again = await callApi(test.app, payoutEndpoints.confirmPayoutMethod, {
      token: admin,
      body: { id: workerId },
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(payoutMethodMessages.noMethod)
  })

  it('keeps its confirmation when chosen again as it is, and loses it when the phone changes', async () => {
    expect(
      (await choose({ kind: 'SBP', phone: '+79001231234', bankId: '100000000004' })).body.confirmed,
    ).toBe(true)
    const changed = await choose({ kind: 'SBP', phone: '+79001235678', bankId: '100000000004' })
    expect(changed.body).toMatchObject({ phone: '+79001235678', confirmed: false })
  })

  it('goes back to the card the bank took, which needs no new confirmation', async () => {
    const card = await choose({ kind: 'CARD' })
    expect(card.body).toMatchObject({ kind: 'CARD', phone: null, bankId: null, confirmed: true })
  })
})
