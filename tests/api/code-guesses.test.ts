import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { smsCode, smsMessages } from '../../src/contract/auth/sms-code.ts'
import { startOfBusinessDay } from '../../src/server/kernel/local-day.ts'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import { callApi, type TestAnswer } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, latestCode } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 16, item 5: wrong codes are counted per phone and Moscow day over all its codes (before, every new
 * code brought five more tries: 50 guesses a day); at the cap the phone's sign-in pauses until the next day.
 * Issue 43, item 5: they are counted by the client network they come from too (decision 070), so a stranger's
 * guesses pause the stranger, never the owner's own device.
 */
let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const wrong = (code: string, by = 1) => String((Number(code) + by) % 10_000).padStart(4, '0')
/** The status and body only, to compare with what is expected. */
const answer = async <E extends Endpoint>(made: Promise<TestAnswer<E>>) => {
  const { status, body } = await made
  return { status, body }
}
const requestCode = (phone: string, remoteAddress?: string) =>
  answer(
    callApi(test.app, auth.requestWorkerCode, { body: { phone }, ...(remoteAddress && { remoteAddress }) }),
  )
const signInWith = (phone: string, code: string, remoteAddress?: string) =>
  answer(
    callApi(test.app, auth.signInWorker, { body: { phone, code }, ...(remoteAddress && { remoteAddress }) }),
  )
const paused = { status: 429, body: { message: smsMessages.phonePaused } }

async function newCode(phone: string, remoteAddress?: string): Promise<string> {
  test.clock.advance(31_000)
  expect((await requestCode(phone, remoteAddress)).status).toBe(200)
  return latestCode(test, phone)
}

const wrongTriesToday = async (phone: string) =>
  (
    await rowsOf<{ tries: number }>(
      test.db,
      sql`select coalesce(sum(wrong_tries), 0)::int as tries from sms_codes
          where phone = ${phone} and sent_at >= ${startOfBusinessDay(test.clock()).toISOString()}`,
    )
  )[0]!.tries

describe('wrong codes per phone and day', () => {
  it(`stops at ${smsCode.maxWrongTriesPerDay} wrong codes over several codes, and the next day it works again`, async () => {
    const phone = demoPhones.worker
    const first = await newCode(phone)
    for (const left of [4, 3, 2, 1]) {
      expect(await signInWith(phone, wrong(first))).toEqual({
        status: 400,
        body: { message: smsMessages.wrongCode(left) },
      })
    }
    expect(await signInWith(phone, wrong(first))).toEqual({
      status: 429,
      body: { message: smsMessages.tooManyTries },
    })

    const second = await newCode(phone)
    for (const left of [4, 3, 2, 1]) {
      expect(await signInWith(phone, wrong(second))).toEqual({
        status: 400,
        body: { message: smsMessages.wrongCode(left) },
      })
    }
    expect(await signInWith(phone, wrong(second))).toEqual(paused)
    expect(await signInWith(phone, second)).toEqual(paused)

    // No new code for that phone today, for any purpose: it could not be used.
    const sent = test.sms.latest(phone).length
    test.clock.advance(31_000)
    expect(await requestCode(phone)).toEqual(paused)
    expect(await answer(callApi(test.app, auth.requestEmployeeCode, { body: { phone } }))).toEqual(paused)
    expect(test.sms.latest(phone)).toHaveLength(sent)
    expect(await wrongTriesToday(phone)).toBe(smsCode.maxWrongTriesPerDay)

    test.clock.set(new Date(startOfBusinessDay(test.clock()).getTime() + 24 * 3600_000 + 60_000))
    const nextDay = await newCode(phone)
    expect((await signInWith(phone, nextDay)).status).toBe(200)
  })

  it('counts 50 parallel wrong guesses on two codes exactly', async () => {
    const phone = demoPhones.notConfirmedWorker
    const guessAll = (code: string) =>
      Promise.all(Array.from({ length: 50 }, (_, i) => signInWith(phone, wrong(code, i + 1))))
    const first = await guessAll(await newCode(phone))
    expect(first.filter((answer) => answer.status === 400)).toHaveLength(smsCode.maxWrongTries - 1)
    const second = await guessAll(await newCode(phone))
    expect(second.filter((answer) => answer.status === 400)).toHaveLength(smsCode.maxWrongTries - 1)
    expect(second.filter((answer) => answer.body.message === smsMessages.phonePaused)).toHaveLength(
      50 - (smsCode.maxWrongTries - 1),
    )
    expect(await wrongTriesToday(phone)).toBe(smsCode.maxWrongTriesPerDay)
  })
})

describe("a stranger's wrong codes, by the network they come from", () => {
  const owner = '10.70.0.1'
  const wrongCode = (left: number) => ({ status: 400, body: { message: smsMessages.wrongCode(left) } })

  it("never spend the owner's code: the owner signs in with it after a stranger's five wrong tries", async () => {
    test.clock.set(new Date(startOfBusinessDay(test.clock()).getTime() + 2 * 24 * 3600_000 + 9 * 3600_000))
    const phone = demoPhones.worker
    const code = await newCode(phone, owner)
    for (const left of [4, 3, 2, 1])
      expect(await signInWith(phone, wrong(code), '10.71.0.1')).toEqual(wrongCode(left))
    expect(await signInWith(phone, wrong(code), '10.71.0.1')).toEqual({
      status: 429,
      body: { message: smsMessages.tooManyTries },
    })
    expect((await signInWith(phone, code, owner)).status).toBe(200)
  })

  it('pause the stranger for the day, while the owner asks a code and signs in', async () => {
    const phone = demoPhones.secondWorker
    const stranger = '10.72.0.1'
    for (let i = 0; i < 2; i++) {
      const code = await newCode(phone, stranger)
      for (let j = 0; j < smsCode.maxWrongTries; j++) await signInWith(phone, wrong(code), stranger)
    }
    expect(await signInWith(phone, '0000', stranger)).toEqual(paused)
    test.clock.advance(31_000)
    expect(await requestCode(phone, stranger)).toEqual(paused)

    const code = await newCode(phone, owner)
    expect((await signInWith(phone, code, owner)).status).toBe(200)
  })

  it("count every address of an IPv6 /64 as one network, and stop at the phone's ceiling all networks share, except the owner's", async () => {
    const phone = demoPhones.notConfirmedWorker
    test.clock.set(new Date(startOfBusinessDay(test.clock()).getTime() + 24 * 3600_000 + 9 * 3600_000))
    const code = await newCode(phone, owner)
    // One device taking a new address of its /64 for every guess is still one network.
    const rotating = (i: number) => `2001:db8:77:1::${(i + 1).toString(16)}`
    const answers = []
    for (let i = 0; i < smsCode.maxWrongTries + 1; i++)
      answers.push(await signInWith(phone, wrong(code, i + 1), rotating(i)))
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(smsCode.maxWrongTries - 1)
    expect(answers.at(-1)).toEqual({ status: 429, body: { message: smsMessages.tooManyTries } })

    // Three more networks reach the ceiling of the phone's wrong codes a day together…
    for (let n = 2; n <= smsCode.phoneWrongTriesCeiling / smsCode.maxWrongTries; n++) {
      for (let i = 0; i < smsCode.maxWrongTries; i++)
        await signInWith(phone, wrong(code, i + 1), `2001:db8:77:${n}::1`)
    }
    expect(await wrongTriesToday(phone)).toBe(smsCode.phoneWrongTriesCeiling)
    // …past which a fifth may not guess at all, even what would be right,
    expect(await signInWith(phone, code, '2001:db8:77:99::1')).toEqual(paused)
    // while the network that asked the code still signs in with it.
    expect((await signInWith(phone, code, owner)).status).toBe(200)
  })
})
