import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { smsNewNumbersShare, smsPerPhoneDailyLimit } from '../../src/contract/settings/settings.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { manyCodesFromOneBlock, signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 19, item 3: code requests are no longer serialised on one lock of the installation; the budgets' counters
 * are updated conditionally instead. Many requests at once, for many phones and for one phone, from many
 * addresses, must still never pass the limits, on PostgreSQL's many connections as on PGlite's one.
 */
let test: TestApp
let admin: string
const staffCount = 60
beforeAll(async () => {
  test = await createTestApp({ env: { ...manyCodesFromOneBlock } })
  admin = (await signIn(test, 'admin')).accessToken
  await test.db.execute(
    sql.raw(`insert into employees (phone, last_name, first_name)
      select '+7994' || lpad(g::text, 7, '0'), 'Параллельный', 'Сотрудник ' || g
      from generate_series(1, ${staffCount}) g`),
  )
})
afterAll(() => test.close())

const staffPhone = (n: number) => `+7994${String(n).padStart(7, '0')}`
const newPhone = (n: number) => `+7993${String(n).padStart(7, '0')}`
let nextAddress = 0
const address = () => `10.19.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`

const staffAsks = (phone: string) =>
  callApi(test.app, authEndpoints.requestEmployeeCode, { body: { phone }, remoteAddress: address() })
const registrationAsks = (phone: string) =>
  callApi(test.app, authEndpoints.requestRegistrationCode, { body: { phone }, remoteAddress: address() })

const limitCalls = {
  minutely: settingsEndpoints.setSmsMinutelyLimit,
  daily: settingsEndpoints.setSmsDailyLimit,
}
const setLimit = async (kind: 'minutely' | 'daily', limit: number) =>
  expect((await callApi(test.app, limitCalls[kind], { body: { limit }, token: admin })).status).toBe(200)

const count = (responses: { status: number }[], status: number) =>
  responses.filter((response) => response.status === status).length

/** Code requests of the current Moscow day stored per budget, and the day's counter kept beside them. */
async function spentToday() {
  const [stored] = await rowsOf<{ knownUsers: number; newNumbers: number }>(
    test.db,
    sql`select count(*) filter (where budget = 'known-users')::int as "knownUsers",
               count(*) filter (where budget = 'new-numbers')::int as "newNumbers"
        from sms_codes where sent_at >= ${test.clock().toISOString()}::timestamptz - interval '12 hours'`,
  )
  return stored!
}

describe('SMS budgets under many code requests at once', () => {
  it('sends within the minutely limit and its new numbers’ share, known users and new numbers racing', async () => {
    await setLimit('minutely', 30)
    await setLimit('daily', 100_000)
    test.clock.advance(61_000)
    const before = await spentToday()
    const responses = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => registrationAsks(newPhone(i + 1))),
      ...Array.from({ length: 40 }, (_, i) => staffAsks(staffPhone(i + 1))),
    ])
    const after = await spentToday()
    const newNumbers = after.newNumbers - before.newNumbers
    const knownUsers = after.knownUsers - before.knownUsers
    expect(newNumbers).toBeLessThanOrEqual(Math.floor(30 * smsNewNumbersShare))
    expect(newNumbers + knownUsers).toBe(30)
    expect(count(responses, 200)).toBe(30)
    expect(count(responses, 429)).toBe(50)
  })

  it('sends within the daily limit, minute after minute', async () => {
    await setLimit('minutely', 1000)
    test.clock.advance(61_000)
    const spent = await spentToday()
    const dailyLimit = spent.knownUsers + spent.newNumbers + 25
    await setLimit('daily', dailyLimit)
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => registrationAsks(newPhone(100 + i))),
    )
    const after = await spentToday()
    expect(after.knownUsers + after.newNumbers).toBeLessThanOrEqual(dailyLimit)
    expect(after.newNumbers).toBeLessThanOrEqual(Math.floor(dailyLimit * smsNewNumbersShare))
    expect(count(responses, 429)).toBe(60 - count(responses, 200))
    const refused = responses.find((response) => response.status === 429)
    expect(refused?.body).toEqual({ message: smsMessages.dailyLimit })
  })

  it('gives back the budget of requests the per-phone limits refuse: the minute’s limit stays for other phones', async () => {
    await setLimit('minutely', 5)
    await setLimit('daily', 100_000)
    test.clock.advance(61_000)
    const burst = await Promise.all(Array.from({ length: 20 }, () => staffAsks(staffPhone(41))))
    expect({ sent: count(burst, 200), refused: count(burst, 429) }).toEqual({ sent: 1, refused: 19 })
    const others = await Promise.all([42, 43, 44, 45].map((n) => staffAsks(staffPhone(n))))
    expect(others.map((response) => response.status)).toEqual([200, 200, 200, 200])
    const sixth = await staffAsks(staffPhone(46))
    expect(sixth.body).toEqual({ message: smsMessages.minutelyLimit })
    await setLimit('minutely', 1000)
  })

  it('sends one code to one phone asked 40 times at once, and at most its daily count over the day', async () => {
    await setLimit('daily', 100_000)
    const phone = staffPhone(staffCount)
    let sent = 0
    for (let round = 0; round <= smsPerPhoneDailyLimit; round++) {
      test.clock.advance(31_000)
      const responses = await Promise.all(Array.from({ length: 40 }, () => staffAsks(phone)))
      expect(count(responses, 200)).toBeLessThanOrEqual(1)
      sent += count(responses, 200)
    }
    expect(sent).toBe(smsPerPhoneDailyLimit)
  })
})
