import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { limitExceededMessage } from '../../src/contract/orders/sums.ts'
import { settingMessages } from '../../src/contract/settings/settings.ts'
import { workers } from '../../src/server/db/schema/index.ts'
import { liftExpiredBlocks } from '../../src/server/jobs/block-expiry.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

let test: TestApp
let admin: string
let employee: string

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  employee = (await signIn(test, 'employee')).accessToken
})
afterAll(() => test.close())

describe('general settings', () => {
  it.each([
    ['/api/block/get-duration', '/api/block/set-duration', 30, 14],
    ['/api/confirmation/get-deadline', '/api/confirmation/set-deadline', 12, 6],
    ['/api/settings/max-payment', '/api/settings/max-payment', '30000.00', '45000.50'],
  ] as const)('%s reads the default and an admin changes it', async (getUrl, setUrl, initial, changed) => {
    expect((await get(test.app, getUrl, admin)).body).toEqual({ value: initial })
    expect((await post(test.app, setUrl, { value: changed }, admin)).body).toEqual({ value: changed })
    expect((await get(test.app, getUrl, admin)).body).toEqual({ value: changed })
    expect((await post(test.app, setUrl, { value: changed }, employee)).status).toBe(403)
  })

  it('lets staff read the payment limit, and refuses nonsense values', async () => {
    expect((await get(test.app, '/api/settings/max-payment', employee)).status).toBe(200)
    expect((await post(test.app, '/api/block/set-duration', { value: 0 }, admin)).status).toBe(400)
    expect((await post(test.app, '/api/settings/max-payment', { value: '-1' }, admin)).status).toBe(400)
    expect((await post(test.app, '/api/sms-counter/daily/set-limit', { limit: 'много' }, admin)).status).toBe(
      400,
    )
  })
})

describe('SMS limits, per phone and in total', () => {
  it('stops at the minutely limit, with its own message, and lets SMS go again a minute later', async () => {
    await post(test.app, '/api/sms-counter/minutely/set-limit', { limit: 1 }, admin)
    test.clock.advance(61_000)
    expect((await post(test.app, '/auth/employee/login2', { phone: demoPhones.admin })).status).toBe(200)
    expect(await post(test.app, '/auth/employee/login2', { phone: demoPhones.employee })).toEqual({
      status: 429,
      body: { message: smsMessages.minutelyLimit },
    })
    test.clock.advance(61_000)
    expect((await post(test.app, '/auth/employee/login2', { phone: demoPhones.employee })).status).toBe(200)
    await post(test.app, '/api/sms-counter/minutely/set-limit', { limit: 60 }, admin)
  })

  it('stops at the daily limit and counts today’s SMS', async () => {
    const sent = (await get(test.app, '/api/sms-counter/daily/get-value', admin)).body.value as number
    expect(sent).toBeGreaterThanOrEqual(3)
    await post(test.app, '/api/sms-counter/daily/set-limit', { limit: sent }, admin)
    test.clock.advance(61_000)
    expect(await post(test.app, '/auth/self-employed/login', { phone: demoPhones.worker })).toEqual({
      status: 429,
      body: { message: smsMessages.dailyLimit },
    })
    await post(test.app, '/api/sms-counter/daily/set-limit', { limit: 3000 }, admin)
  })

  it('gives one phone at most 10 codes a day', async () => {
    let last = { status: 200, body: {} as Record<string, unknown> }
    let sentToPhone = 0
    for (let attempt = 0; attempt < 12 && last.status === 200; attempt += 1) {
      test.clock.advance(31_000)
      last = await post(test.app, '/auth/self-employed/login', { phone: demoPhones.notConfirmedWorker })
      if (last.status === 200) sentToPhone += 1
    }
    expect(sentToPhone).toBe(10)
    expect(last).toEqual({ status: 429, body: { message: smsMessages.phoneDailyLimit } })
  })
})

describe('refused values change nothing', () => {
  const cases = [
    [
      '/api/block/get-duration',
      '/api/block/set-duration',
      'value',
      settingMessages.blockDurationDays,
      [-1, 0, 3651, 1.5, '14', 'две недели', null],
    ],
    [
      '/api/confirmation/get-deadline',
      '/api/confirmation/set-deadline',
      'value',
      settingMessages.confirmationDeadlineHours,
      [-5, 0, 721, 2.5, 'сутки', true],
    ],
    [
      '/api/sms-counter/minutely/get-limit',
      '/api/sms-counter/minutely/set-limit',
      'limit',
      settingMessages.smsMinutelyLimit,
      [-1, 0, 10_001, 'много', '60'],
    ],
    [
      '/api/sms-counter/daily/get-limit',
      '/api/sms-counter/daily/set-limit',
      'limit',
      settingMessages.smsDailyLimit,
      [-1, 0, 1_000_001, 'много'],
    ],
    [
      '/api/settings/max-payment',
      '/api/settings/max-payment',
      'value',
      settingMessages.maxPaymentSum,
      ['-1', '0', '0.99', '10000000.01', '99999999999', '100.005', 'много', 30000],
    ],
  ] as const

  it.each(cases)(
    '%s keeps its value when %s gets nonsense',
    async (getUrl, setUrl, field, message, values) => {
      const before = (await get(test.app, getUrl, admin)).body
      for (const value of values) {
        const refused = await post(test.app, setUrl, { [field]: value }, admin)
        expect(refused.status, JSON.stringify(value)).toBe(400)
        expect(refused.body.message, JSON.stringify(value)).toContain(message)
      }
      expect((await get(test.app, getUrl, admin)).body).toEqual(before)
    },
  )

  it('takes the bounds themselves, and keeps a sum with its kopecks', async () => {
    for (const value of [1, 3650]) {
      expect((await post(test.app, '/api/block/set-duration', { value }, admin)).body).toEqual({ value })
    }
    expect((await post(test.app, '/api/settings/max-payment', { value: '10000000' }, admin)).body).toEqual({
      value: '10000000.00',
    })
    expect((await post(test.app, '/api/settings/max-payment', { value: '1.5' }, admin)).body).toEqual({
      value: '1.50',
    })
    await post(test.app, '/api/block/set-duration', { value: 30 }, admin)
    await post(test.app, '/api/settings/max-payment', { value: '30000' }, admin)
  })

  it('lets only admins read and change the administration settings', async () => {
    for (const url of [
      '/api/block/get-duration',
      '/api/confirmation/get-deadline',
      '/api/sms-counter/minutely/get-limit',
      '/api/sms-counter/daily/get-limit',
      '/api/sms-counter/daily/get-value',
    ]) {
      expect((await get(test.app, url, employee)).status, url).toBe(403)
    }
    const before = (await get(test.app, '/api/sms-counter/daily/get-limit', admin)).body
    expect((await post(test.app, '/api/sms-counter/daily/set-limit', { limit: 5 }, employee)).status).toBe(
      403,
    )
    expect((await post(test.app, '/api/settings/max-payment', { value: '5' }, employee)).status).toBe(403)
    expect((await get(test.app, '/api/sms-counter/daily/get-limit', admin)).body).toEqual(before)
  })
})

describe('every change is journalled with the old and the new value', () => {
  it('records who changed which setting from what to what, and nothing when the value stays', async () => {
    const settingsJournal = async () =>
      (await post(test.app, '/api/settings-journal', { appliedFilters: { what: ['settings'] } }, admin)).body
        .content as { who: { name: string }; entityId: string; what: string; details: unknown }[]
    await post(test.app, '/api/confirmation/set-deadline', { value: 12 }, admin)
    const count = (await settingsJournal()).length
    await post(test.app, '/api/confirmation/set-deadline', { value: 24 }, admin)
    await post(test.app, '/api/confirmation/set-deadline', { value: 24 }, admin)
    const entries = await settingsJournal()
    expect(entries).toHaveLength(count + 1)
    expect(entries[0]).toMatchObject({
      who: { name: 'Смирнова Анна Сергеевна' },
      entityId: 'confirmationDeadlineHours',
      what: 'Изменена настройка «Срок подтверждения заказа исполнителем, часов»',
      details: { before: 12, after: 24 },
    })
    await post(test.app, '/api/confirmation/set-deadline', { value: 12 }, admin)
  })
})

describe('each setting is obeyed where it applies', () => {
  let actors: Actors
  beforeAll(async () => {
    const worker = (await signIn(test, 'worker')).accessToken
    const me = await get(test.app, '/api/self-employed/me', worker)
    actors = { staff: employee, worker, otherWorker: worker, workerId: me.body.id as number }
  })

  it('a block lifts itself after the set number of days, not before', async () => {
    await post(test.app, '/api/block/set-duration', { value: 2 }, admin)
    const [second] = await test.db
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.phone, demoPhones.secondWorker))
    const blocked = await post(test.app, '/api/self-employed/block', { id: second!.id }, employee)
    expect(Date.parse(blocked.body.blockedUntil as string)).toBe(test.clock().getTime() + 2 * 86_400_000)
    test.clock.advance(2 * 86_400_000 - 1000)
    expect(await liftExpiredBlocks(test.db, test.clock)).toBe(0)
    test.clock.advance(1000)
    expect(await liftExpiredBlocks(test.db, test.clock)).toBe(1)
    const worker = await post(test.app, '/api/self-employed/get-by-id', { id: second!.id }, employee)
    expect(worker.body.state).toBe('SELF_EMPLOYED')
    await post(test.app, '/api/block/set-duration', { value: 30 }, admin)
  })

  it('an executor who does not confirm is released after the set number of hours', async () => {
    await post(test.app, '/api/confirmation/set-deadline', { value: 1 }, admin)
    const order = await orderIn(test, actors, 'APPROVED')
    const status = async () =>
      (await post(test.app, '/api/order/get-by-id', { id: order.id }, employee)).body.status
    test.clock.advance(3600_000 - 1000)
    await test.orderSteps.runDue()
    expect(await status()).toBe('APPROVED')
    test.clock.advance(2000)
    await test.orderSteps.runDue()
    expect(await status()).toBe('NEW')
    await post(test.app, '/api/confirmation/set-deadline', { value: 12 }, admin)
  })

  it('an act over the maximum payment sum is refused, at the sum set', async () => {
    const order = await orderIn(test, actors, 'DONE')
    await post(test.app, '/api/settings/max-payment', { value: '100' }, admin)
    const refused = await post(
      test.app,
      '/api/order/generate-completed-work-certificate',
      { id: order.id },
      employee,
    )
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({ message: limitExceededMessage('100.00') }),
    })
    await post(test.app, '/api/settings/max-payment', { value: '30000' }, admin)
    const generated = await post(
      test.app,
      '/api/order/generate-completed-work-certificate',
      { id: order.id },
      employee,
    )
    expect(generated.status).toBe(204)
  })
})
