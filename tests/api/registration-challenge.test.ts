import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import {
  codeChallenge,
  codeChallengeMessages,
  codeProofOf,
  type CodeChallenge,
} from '../../src/contract/auth/code-challenge.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { smsNewNumbersShare } from '../../src/contract/settings/settings.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 43, item 4: three client addresses spent the new numbers' share of the SMS budget every minute, fifteen the
 * day's. After its first few requests to new numbers, a client block (an IPv4 /24, an IPv6 /64) must solve a proof
 * of work for each further one, harder as it asks more (decision 069); staff are told when the share runs low.
 */
let test: TestApp
let admin: string
beforeAll(async () => {
  test = await createTestApp()
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

let phones = 0
/** A new number nobody registered, never the same twice. */
const newPhone = () => `+7995${String(++phones).padStart(7, '0')}`

const ask = async (phone: string, remoteAddress: string, proof?: string) => {
  const response = await test.app.inject({
    method: auth.requestRegistrationCode.method,
    url: auth.requestRegistrationCode.path,
    payload: { phone, ...(proof && { proof }) },
    remoteAddress,
  })
  return { status: response.statusCode, body: response.json<unknown>() }
}

async function challengeFor(phone: string, remoteAddress: string): Promise<CodeChallenge> {
  const response = await test.app.inject({
    method: auth.codeChallenge.method,
    url: auth.codeChallenge.path,
    payload: { phone },
    remoteAddress,
  })
  expect(response.statusCode).toBe(200)
  return response.json<CodeChallenge>()
}

/** Does the work a browser does. */
async function proofFor(phone: string, remoteAddress: string): Promise<string> {
  const challenge = await challengeFor(phone, remoteAddress)
  const solution = await solveChallenge({ challenge, deriveKey })
  return codeProofOf(challenge, solution!)
}

const proofRequired = { status: 428, body: { message: codeChallengeMessages.required } }

const setMinutelyLimit = async (limit: number) =>
  expect(
    (await callApi(test.app, settingsEndpoints.setSmsMinutelyLimit, { token: admin, body: { limit } }))
      .status,
  ).toBe(200)

describe('codes to new numbers from one client block', () => {
  it("three addresses of one /24 can no longer spend the new numbers' share of a minute", async () => {
    test.clock.advance(61_000)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ask(newPhone(), `10.40.0.${(i % 3) + 1}`)),
    )
    const sent = answers.filter((answer) => answer.status === 200)
    expect(sent).toHaveLength(codeChallenge.freePerDay)
    expect(answers.filter((answer) => answer.status === 428)).toEqual(
      Array.from({ length: 30 - codeChallenge.freePerDay }, () => proofRequired),
    )
    // The share is still there for someone else's registration.
    expect((await ask(newPhone(), '10.41.0.1')).status).toBe(200)
  })

  it('counts every address of an IPv6 /64 as one', async () => {
    test.clock.advance(61_000)
    const statuses = []
    for (let i = 1; i <= codeChallenge.freePerDay + 1; i++)
      statuses.push((await ask(newPhone(), `2001:db8:42:7::${i.toString(16)}`)).status)
    expect(statuses).toEqual([...Array<number>(codeChallenge.freePerDay).fill(200), 428])
    expect((await ask(newPhone(), '2001:db8:42:8::1')).status).toBe(200)
  })

  it('sends the code once the request carries the solved challenge, for its phone and block only', async () => {
    test.clock.advance(61_000)
    const address = '10.42.0.1'
    for (let i = 0; i < codeChallenge.freePerDay; i++)
      expect((await ask(newPhone(), address)).status).toBe(200)
    const phone = newPhone()
    expect(await ask(phone, address)).toEqual(proofRequired)
    const proof = await proofFor(phone, address)
    expect(await ask(newPhone(), address, proof)).toEqual(proofRequired)
    expect(await ask(phone, address, 'bm90IGEgcHJvb2Y=')).toEqual(proofRequired)
    // A made-up solution proves nothing.
    const { challenge } = JSON.parse(atob(proof)) as { challenge: CodeChallenge }
    const forged = codeProofOf(challenge, { counter: 0, derivedKey: challenge.parameters.keyPrefix })
    expect(await ask(phone, address, forged)).toEqual(proofRequired)
    // The proof names its block: another block that spent its free requests does not take it.
    for (let i = 0; i < codeChallenge.freePerDay; i++)
      expect((await ask(newPhone(), '10.43.0.1')).status).toBe(200)
    expect(await ask(phone, '10.43.0.1', proof)).toEqual(proofRequired)
    // Any address of its own block does.
    expect((await ask(phone, '10.42.0.2', proof)).status).toBe(200)
    // Used again, it is bounded by the phone's own limits: its resend delay, its codes a day.
    expect((await ask(phone, address, proof)).status).toBe(429)
  })

  it('asks for more work as the block asks more, and an easy proof made earlier is not enough', async () => {
    test.clock.advance(61_000)
    const address = '10.44.0.1'
    for (let i = 0; i < codeChallenge.freePerDay; i++)
      expect((await ask(newPhone(), address)).status).toBe(200)
    const early = newPhone()
    const earlyProof = await proofFor(early, address)
    const first = await challengeFor(newPhone(), address)
    for (let i = 0; i < codeChallenge.doublingEvery; i++) {
      const phone = newPhone()
      expect((await ask(phone, address, await proofFor(phone, address))).status).toBe(200)
    }
    const later = await challengeFor(newPhone(), address)
    expect(later.parameters.data.level).toBe(Number(first.parameters.data.level) + 1)
    expect(await ask(early, address, earlyProof)).toEqual(proofRequired)
  })

  it('never asks known users for work: their sign-in codes spend the budget that is theirs', async () => {
    test.clock.advance(61_000)
    const address = '10.40.0.9'
    expect(await ask(newPhone(), address)).toEqual(proofRequired)
    for (const [route, phone] of [
      [auth.requestWorkerCode, demoPhones.secondWorker],
      [auth.requestEmployeeCode, demoPhones.employee],
      [auth.requestEmployeeCode, '+79990009999'],
    ] as const) {
      const response = await test.app.inject({
        method: route.method,
        url: route.path,
        payload: { phone },
        remoteAddress: address,
      })
      expect(response.statusCode).toBe(200)
    }
    // A phone that is no worker's is refused only after the work: listing them costs as much as registering.
    const unknown = await test.app.inject({
      method: auth.requestWorkerCode.method,
      url: auth.requestWorkerCode.path,
      payload: { phone: newPhone() },
      remoteAddress: address,
    })
    expect(unknown.statusCode).toBe(428)
  })
})

describe("staff are told when the new numbers' share runs low", () => {
  const warnings = async () =>
    rowsOf<{ entityId: string; details: { period: string; spent: number; share: number } }>(
      test.db,
      sql`select entity_id as "entityId", details from journal
          where action = 'sms.new-numbers-running-low' order by id`,
    )

  it("journals once a minute's share is 80 % spent, in the journal of sign-ins", async () => {
    await setMinutelyLimit(10)
    test.clock.advance(61_000)
    const before = (await warnings()).length
    const share = Math.floor(10 * smsNewNumbersShare)
    for (let i = 0; i < share; i++) expect((await ask(newPhone(), `10.50.${i}.1`)).status).toBe(200)
    const added = (await warnings()).slice(before)
    expect(added).toHaveLength(1)
    expect(added[0]!.details).toEqual({ period: 'minute', spent: Math.ceil(share * 0.8), share })
    await setMinutelyLimit(60)
  })
})
