import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { settingsDefaults, smsNewNumbersShare } from '../../src/contract/settings/settings.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { demoPhones, latestCode, manyCodesFromOneBlock, signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 16, item 5: the SMS limits cannot be turned into a lock-out. Codes to numbers that are not our users'
 * spend only their share of the total limits; a staff phone that is nobody's cannot be told from a known one.
 */
let test: TestApp
let admin: string
beforeAll(async () => {
  test = await createTestApp({ env: { ...manyCodesFromOneBlock } })
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

const routes = {
  staff: auth.requestEmployeeCode,
  worker: auth.requestWorkerCode,
  registration: auth.requestRegistrationCode,
} as const

/** Phones far from the demo's +7999…: new numbers nobody registered. */
const newPhone = (n: number) => `+7996${String(n).padStart(7, '0')}`

/** Built by hand from the contract's route: the limits are per address, which `callApi` does not set. */
const ask = (route: keyof typeof routes, phone: string, remoteAddress: string) =>
  test.app.inject({
    method: routes[route].method,
    url: routes[route].path,
    payload: { phone },
    remoteAddress,
  })

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1
    return counts
  }, {})

/** Seven client addresses asking 10 codes each, all at once: more than the whole minutely limit of 60. */
const sevenAddressesAsk = (route: keyof typeof routes, firstPhone: number) =>
  Promise.all(
    Array.from({ length: 70 }, (_, i) =>
      ask(route, newPhone(firstPhone + i), `10.16.${firstPhone / 1000}.${Math.floor(i / 10) + 1}`),
    ),
  )

/** A known user asks for a code from an address of their own and gets it by SMS. */
async function knownUserGetsCode(account: 'employee' | 'worker', remoteAddress: string) {
  const phone = demoPhones[account]
  const before = test.sms.latest(phone).length
  const response = await ask(account === 'employee' ? 'staff' : 'worker', phone, remoteAddress)
  expect({ status: response.statusCode, sent: test.sms.latest(phone).length }).toEqual({
    status: 200,
    sent: before + 1,
  })
}

const minutelyShare = Math.floor(settingsDefaults.smsMinutelyLimit * smsNewNumbersShare)

describe('codes to new numbers spend their share of the total limits, known users keep the rest', () => {
  it('leaves known users their codes after seven addresses ask 10 registration codes each', async () => {
    test.clock.advance(61_000)
    const responses = await sevenAddressesAsk('registration', 1000)
    await knownUserGetsCode('employee', '10.16.9.1')
    await knownUserGetsCode('worker', '10.16.9.2')
    expect(statuses(responses)).toEqual({ 200: minutelyShare, 429: 70 - minutelyShare })
    expect(responses.find((response) => response.statusCode === 429)!.json()).toEqual({
      message: smsMessages.minutelyLimit,
    })
  })

  it('counts sign-in requests for phones that are no worker against the new numbers, before the lookup', async () => {
    test.clock.advance(61_000)
    const responses = await sevenAddressesAsk('worker', 2000)
    expect(statuses(responses)).toEqual({ 404: minutelyShare, 429: 70 - minutelyShare })
    expect(responses.find((response) => response.statusCode === 404)!.json()).toEqual({
      message: smsMessages.workerNotFound,
    })
    test.clock.advance(31_000)
    await knownUserGetsCode('worker', '10.16.9.3')
  })

  it('spends nothing on staff phones that are nobody’s, and sends them nothing', async () => {
    test.clock.advance(61_000)
    const sent = test.sms.latest().length
    const responses = await sevenAddressesAsk('staff', 3000)
    expect(statuses(responses)).toEqual({ 200: 70 })
    expect(test.sms.latest()).toHaveLength(sent)
    await knownUserGetsCode('employee', '10.16.9.4')
    expect((await ask('registration', newPhone(3999), '10.16.9.5')).statusCode).toBe(200)
  })

  it('does not hold the phone for a refused request: a taken phone at registration may sign in at once', async () => {
    const phone = demoPhones.blockedWorker
    expect((await ask('registration', phone, '10.16.5.1')).json()).toEqual({
      message: smsMessages.alreadyRegistered,
    })
    expect((await ask('worker', phone, '10.16.5.1')).statusCode).toBe(200)
  })

  it('splits the daily limit the same way', async () => {
    const setDaily = async (limit: number) =>
      expect(
        (await callApi(test.app, settingsEndpoints.setSmsDailyLimit, { token: admin, body: { limit } }))
          .status,
      ).toBe(200)
    const [spent] = await rowsOf<{ newNumbers: number; knownUsers: number }>(
      test.db,
      sql`select count(*) filter (where budget = 'new-numbers')::int as "newNumbers",
                 count(*) filter (where budget = 'known-users')::int as "knownUsers"
          from sms_codes`,
    )
    // A daily limit whose new numbers' share is exactly what they spent today; known users spent less.
    expect(spent!.knownUsers).toBeLessThan(spent!.newNumbers)
    await setDaily(Math.ceil(spent!.newNumbers / smsNewNumbersShare))
    test.clock.advance(61_000)
    expect((await ask('registration', newPhone(4000), '10.16.4.1')).json()).toEqual({
      message: smsMessages.dailyLimit,
    })
    await knownUserGetsCode('employee', '10.16.4.2')
    await setDaily(settingsDefaults.smsDailyLimit)
  })
})

describe('a staff phone that is nobody’s cannot be told from a known one', () => {
  const known = demoPhones.admin
  const unknown = '+79995557777'
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0')

  /** The same call for both phones: status and body. */
  async function both(call: (phone: string) => Promise<{ status: number; body: unknown }>) {
    return { known: await call(known), unknown: await call(unknown) }
  }
  const requestCode = (phone: string) =>
    statusAndBody(callApi(test.app, auth.requestEmployeeCode, { body: { phone } }))
  const signInWith = (code: (phone: string) => string) => (phone: string) =>
    statusAndBody(callApi(test.app, auth.signInEmployee, { body: { phone, code: code(phone) } }))

  it('answers the code request, the resend, wrong codes and spent tries alike', async () => {
    test.clock.advance(61_000)
    const requested = await both(requestCode)
    expect(requested.unknown).toEqual(requested.known)
    expect(requested.known.status).toBe(200)

    const resend = await both(requestCode)
    expect(resend.unknown).toEqual(resend.known)
    expect(resend.known).toEqual({ status: 429, body: { message: smsMessages.resendTooEarly(30) } })

    // The unknown phone got no SMS, so any code is wrong for it; the known one gets a wrong code on purpose.
    const code = latestCode(test, known)
    const guess = signInWith((phone) => (phone === known ? wrong(code) : code))
    for (const left of [4, 3, 2, 1]) {
      const wrongCode = await both(guess)
      expect(wrongCode.unknown).toEqual(wrongCode.known)
      expect(wrongCode.known).toEqual({ status: 400, body: { message: smsMessages.wrongCode(left) } })
    }
    const spent = await both(guess)
    expect(spent.unknown).toEqual(spent.known)
    expect(spent.known).toEqual({ status: 429, body: { message: smsMessages.tooManyTries } })
    expect(test.sms.latest(unknown)).toEqual([])
  })

  it('answers a sign-in without a code request alike', async () => {
    const created = await callApi(test.app, staffEndpoints.create, {
      token: admin,
      body: { phone: '+79995557778', lastName: 'Белов', firstName: 'Олег' },
    })
    expect(created.status).toBe(200)
    const neverAsked = {
      known: await signInWith(() => '1234')('+79995557778'),
      unknown: await signInWith(() => '1234')('+79995557779'),
    }
    expect(neverAsked.unknown).toEqual(neverAsked.known)
    expect(neverAsked.known).toEqual({ status: 400, body: { message: smsMessages.noCode } })
  })

  it('does the same work for both: alike answers, one stored request each with the same limits held', async () => {
    // Before, an unknown phone was refused without any work (decision 019): now both phones are looked up
    // after the same limits, and both requests are stored, so neither answer nor work tells them apart.
    const pairs = 5
    await test.db.execute(
      sql.raw(`insert into employees (phone, last_name, first_name)
        select '+7995' || lpad(g::text, 7, '0'), 'Замер', 'Сотрудник' from generate_series(1, ${pairs}) g`),
    )
    const phoneOf = { known: '+7995', unknown: '+7994' }
    const storedFor = (phone: string) =>
      rowsOf<{ purpose: string; wrongTries: number; consumed: boolean; hash: boolean }>(
        test.db,
        sql`select purpose, wrong_tries as "wrongTries",
                   consumed_at is not null as consumed, code_hash ~ '^[0-9a-f]{64}$' as hash
            from sms_codes where phone = ${phone}`,
      )
    for (let i = 1; i <= pairs; i++) {
      test.clock.advance(3_000)
      const phones = {
        known: `${phoneOf.known}${String(i).padStart(7, '0')}`,
        unknown: `${phoneOf.unknown}${String(i).padStart(7, '0')}`,
      }
      const answers = {
        known: await ask('staff', phones.known, `10.17.${i}.1`),
        unknown: await ask('staff', phones.unknown, `10.17.${i}.2`),
      }
      expect(answers.unknown.statusCode).toBe(answers.known.statusCode)
      expect(answers.unknown.json()).toEqual(answers.known.json())
      expect(answers.known.statusCode).toBe(200)
      const stored = { known: await storedFor(phones.known), unknown: await storedFor(phones.unknown) }
      expect(stored.known).toHaveLength(1)
      expect(stored.unknown).toEqual(stored.known)
      expect(stored.known[0]).toMatchObject({
        purpose: 'employee-login',
        wrongTries: 0,
        consumed: false,
        hash: true,
      })
      // Both hold the phone's limits alike: an immediate second request is refused the same way.
      const again = {
        known: await ask('staff', phones.known, `10.17.${i}.1`),
        unknown: await ask('staff', phones.unknown, `10.17.${i}.2`),
      }
      expect(again.unknown.statusCode).toBe(again.known.statusCode)
      expect(again.unknown.json()).toEqual(again.known.json())
      expect(again.known.statusCode).toBe(429)
      expect(test.sms.latest(phones.unknown)).toEqual([])
    }
  })
})
