import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { smsMessages } from '../../src/contract/auth/sms-code.ts'
import { smsNewNumbersShare } from '../../src/contract/settings/settings.ts'
import { addressLimits } from '../../src/server/features/auth/address-limits.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { settingsEndpoints as settings } from '../../src/contract/settings/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { statusAndBody } from '../support/status-and-body.ts'
import { refreshGraceMs } from '../../src/server/features/auth/sessions.service.ts'
import { demoPhones, latestCode, manyCodesFromOneBlock, signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/** Issue 12, item 4: the sign-in limits hold under 50 parallel requests (OWASP API2 and API4). */
let test: TestApp
let admin: string
beforeAll(async () => {
  test = await createTestApp({ env: { ...manyCodesFromOneBlock } })
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

const parallel = 50
/** New phones, far from the demo's: registration codes are sent to phones nobody registered. */
const newPhone = (n: number) => `+7996${String(n).padStart(7, '0')}`

/** Built by hand from the contract's route: the limits are per address, which `callApi` does not set. */
const requestCode = async (
  phone: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  app = test.app,
) => {
  const response = await app.inject({
    method: auth.requestRegistrationCode.method,
    url: auth.requestRegistrationCode.path,
    payload: { phone },
    remoteAddress,
    headers,
  })
  return { status: response.statusCode, body: response.json<unknown>() }
}

const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.status] = (counts[response.status] ?? 0) + 1
    return counts
  }, {})

const setLimit = async (kind: 'minutely' | 'daily', limit: number) => {
  const endpoint = kind === 'minutely' ? settings.setSmsMinutelyLimit : settings.setSmsDailyLimit
  expect((await callApi(test.app, endpoint, { token: admin, body: { limit } })).status).toBe(200)
}

const smsRows = async () =>
  (await rowsOf<{ count: number }>(test.db, sql`select count(*)::int as count from sms_codes`))[0]!.count

describe('SMS code requests under 50 parallel requests', () => {
  it('sends one code when one phone asks 50 times at once', async () => {
    test.clock.advance(61_000)
    const before = await smsRows()
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, i) => requestCode(newPhone(1), `10.1.0.${i + 1}`)),
    )
    expect(statuses(responses)).toEqual({ 200: 1, 429: parallel - 1 })
    expect(await smsRows()).toBe(before + 1)
  })

  it('sends at most the per-address minutely count to 50 phones asked from one address', async () => {
    // The installation's new-numbers budget (30 of the default 60) would refuse some of the 50 first, with its
    // own message, in whichever order the database serves them: room for all of them leaves the address's rule alone.
    await setLimit('minutely', 1000)
    test.clock.advance(61_000)
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, i) => requestCode(newPhone(100 + i), '10.2.0.1')),
    )
    expect(statuses(responses)).toEqual({
      200: addressLimits.perMinute,
      429: parallel - addressLimits.perMinute,
    })
    const refusals = responses.filter((response) => response.status === 429).map((response) => response.body)
    expect(refusals).toEqual(refusals.map(() => ({ message: addressLimits.messages.minute })))
    test.clock.advance(61_000)
    expect((await requestCode(newPhone(199), '10.2.0.1')).status).toBe(200)
  })

  it("holds the new numbers' share of the minutely limit exactly when 50 addresses ask at once", async () => {
    await setLimit('minutely', 20)
    test.clock.advance(61_000)
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, i) => requestCode(newPhone(200 + i), `10.3.0.${i + 1}`)),
    )
    const share = Math.floor(20 * smsNewNumbersShare)
    expect(statuses(responses)).toEqual({ 200: share, 429: parallel - share })
    expect(responses.find((response) => response.status === 429)!.body).toEqual({
      message: smsMessages.minutelyLimit,
    })
    await setLimit('minutely', 1000)
  })

  it('stops one address at its daily count, minute after minute', async () => {
    const address = '10.4.0.1'
    let sent = 0
    for (let minute = 0; sent < addressLimits.perDay; minute++) {
      test.clock.advance(61_000)
      const burst = Array.from({ length: addressLimits.perMinute }, (_, i) =>
        requestCode(newPhone(1000 + minute * 100 + i), address),
      )
      sent += (await Promise.all(burst)).filter((response) => response.status === 200).length
    }
    expect(sent).toBe(addressLimits.perDay)
    test.clock.advance(61_000)
    const next = await requestCode(newPhone(9999), address)
    expect(next).toEqual({
      status: 429,
      body: { message: addressLimits.messages.day },
    })
    expect((await requestCode(newPhone(9998), '10.4.0.2')).status).toBe(200)
  })

  it('does not believe X-Forwarded-For unless a proxy is configured', async () => {
    test.clock.advance(61_000)
    const spoofed = await Promise.all(
      Array.from({ length: addressLimits.perMinute + 1 }, (_, i) =>
        requestCode(newPhone(3000 + i), '10.5.0.1', { 'x-forwarded-for': `203.0.113.${i + 1}` }),
      ),
    )
    expect(statuses(spoofed)).toEqual({ 200: addressLimits.perMinute, 429: 1 })

    const behindProxy = await createTestApp({ env: { ...manyCodesFromOneBlock, TRUST_PROXY: '10.5.0.2' } })
    try {
      const forwarded = await Promise.all(
        Array.from({ length: addressLimits.perMinute + 1 }, (_, i) =>
          requestCode(
            newPhone(3100 + i),
            '10.5.0.2',
            { 'x-forwarded-for': `203.0.113.${i + 1}` },
            behindProxy.app,
          ),
        ),
      )
      expect(statuses(forwarded)).toEqual({ 200: addressLimits.perMinute + 1 })
    } finally {
      await behindProxy.close()
    }
  })
})

describe('codes and refresh tokens under 50 parallel requests', () => {
  it('counts at most five wrong tries of 50 parallel guesses; the right code is then refused too', async () => {
    test.clock.advance(61_000)
    const phone = demoPhones.employee
    expect((await callApi(test.app, auth.requestEmployeeCode, { body: { phone } })).status).toBe(200)
    const code = latestCode(test, phone)
    const guesses = Array.from({ length: parallel }, (_, i) =>
      String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
    )
    const responses = await Promise.all(
      guesses.map((guess) => callApi(test.app, auth.signInEmployee, { body: { phone, code: guess } })),
    )
    expect(statuses(responses)).toEqual({ 400: 4, 429: parallel - 4 })
    const [row] = await rowsOf<{ wrong_tries: number; code_hash: string }>(
      test.db,
      sql`select wrong_tries, code_hash from sms_codes where phone = ${phone} order by id desc limit 1`,
    )
    expect(row!.wrong_tries).toBe(5)
    // Only an HMAC of the code is kept: the code itself cannot be read from the database.
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.code_hash).not.toContain(code)
    const right = await statusAndBody(callApi(test.app, auth.signInEmployee, { body: { phone, code } }))
    expect(right).toEqual({ status: 429, body: { message: smsMessages.tooManyTries } })
  })

  it('renews 50 parallel refreshes with one token within the grace window, and a reuse after it ends the session', async () => {
    const tokens = await signIn(test, 'worker')
    const responses = await Promise.all(
      Array.from({ length: parallel }, () =>
        callApi(test.app, auth.renewTokens, { body: { refreshToken: tokens.refreshToken } }),
      ),
    )
    // Two tabs or a retry on a bad network refresh with the same token at once: all stay signed in (decision 018).
    expect(responses.filter((response) => response.status === 200)).toHaveLength(parallel)
    const renewed = responses.map((response) => response.body.accessToken)
    expect(new Set(responses.map((response) => response.body.refreshToken)).size).toBe(parallel)
    test.clock.advance(refreshGraceMs)
    const afterWindow = await callApi(test.app, auth.renewTokens, {
      body: { refreshToken: tokens.refreshToken },
    })
    expect(afterWindow.status).toBe(400)
    for (const accessToken of renewed.slice(0, 5)) {
      expect((await callApi(test.app, workerEndpoints.me, { token: accessToken })).status).toBe(401)
    }
  })
})
