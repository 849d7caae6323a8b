import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
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
