import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { partnerLink, partnerLinkMessages } from '../../src/contract/auth/partner-link.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import { callApi, type TestAnswer } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue 16, item 6: `/throw-auth` takes only a partner's one-time, short-lived link bound to a worker. An
 * ordinary refresh token pasted into a `/throw-auth#…` link signs nobody into someone else's account.
 * Issue 43, item 10: a browser where someone else is signed in first asks whose the link is (decision 071).
 */
const partnerKey = 'partner-key-for-tests-0123456789'
let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: { PARTNER_API_KEY: partnerKey } })
})
afterAll(() => test.close())

const askForLink = (key: string | undefined, phone: string = demoPhones.worker, app = test.app) =>
  callApi(app, auth.issuePartnerLink, { headers: key ? { 'x-api-key': key } : {}, body: { phone } })
const newLink = async (phone?: string) => {
  const answer = await askForLink(partnerKey, phone)
  expect(answer.status).toBe(200)
  return answer.body.refreshToken
}
/** The status and body only, to compare with what is expected. */
const answer = async <E extends Endpoint>(made: Promise<TestAnswer<E>>) => {
  const { status, body } = await made
  return { status, body }
}
const throwAuth = (linkToken: string) =>
  answer(callApi(test.app, auth.exchangePartnerLink, { body: { linkToken } }))
const renew = (refreshToken: string) => callApi(test.app, auth.renewTokens, { body: { refreshToken } })
const refused = { status: 400, body: { message: partnerLinkMessages.invalid } }

describe('a partner link', () => {
  it('tells whose session it opens, without being spent, and nothing of a spent or made-up link', async () => {
    const link = await newLink()
    const whose = () => answer(callApi(test.app, auth.partnerLinkWorker, { body: { linkToken: link } }))
    const worker = await whose()
    expect(worker.status).toBe(200)
    expect(worker.body).toEqual({ workerId: expect.any(Number), fullName: 'Иванов Иван Петрович' })
    expect((await whose()).status).toBe(200)
    expect((await throwAuth(link)).status).toBe(200)
    expect(await whose()).toEqual(refused)
    const madeUp = await answer(
      callApi(test.app, auth.partnerLinkWorker, { body: { linkToken: 'x'.repeat(43) } }),
    )
    expect(madeUp).toEqual(refused)
  })

  it('is given to the partner with the right key only, for a worker who may sign in', async () => {
    expect((await askForLink(undefined)).status).toBe(403)
    expect((await askForLink('wrong-key-wrong-key-wrong-key-00')).body).toEqual({
      message: partnerLinkMessages.wrongKey,
    })
    expect((await askForLink(partnerKey, '+79995550002')).status).toBe(404)
  })

  it('opens one session of its worker, marked as coming from the partner app', async () => {
    const tokens = await throwAuth(await newLink())
    expect(tokens.status).toBe(200)
    expect(tokens.body.isRedirectedFromExternalApp).toBe(true)
    const me = await callApi(test.app, workerEndpoints.me, { token: tokens.body.accessToken })
    expect(me.body.phone).toBe(demoPhones.worker)
    const renewed = await renew(tokens.body.refreshToken)
    expect(renewed.body.isRedirectedFromExternalApp).toBe(true)
  })

  it('works once: the second use, even at the same moment, is refused', async () => {
    const link = await newLink()
    const answers = await Promise.all([throwAuth(link), throwAuth(link)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(await throwAuth(link)).toEqual(refused)
  })

  it(`lasts ${partnerLink.lifetimeSeconds} s, no more than two minutes`, async () => {
    expect(partnerLink.lifetimeSeconds).toBeLessThanOrEqual(120)
    const inTime = await newLink()
    const late = await newLink()
    test.clock.advance(partnerLink.lifetimeSeconds * 1000 - 1000)
    expect((await throwAuth(inTime)).status).toBe(200)
    test.clock.advance(1000)
    expect(await throwAuth(late)).toEqual(refused)
  })

  it('is not a refresh token, and a refresh token is not a link', async () => {
    const someoneElse = await signIn(test, 'secondWorker')
    expect(await throwAuth(someoneElse.refreshToken)).toEqual(refused)
    // The refused token was not spent: its own session goes on.
    const stillValid = await renew(someoneElse.refreshToken)
    expect(stillValid.status).toBe(200)

    const link = await newLink()
    expect((await renew(link)).status).toBe(400)
    expect((await throwAuth(link)).status).toBe(200)
    expect(await throwAuth('')).toMatchObject(refused)
  })

  it('is refused when its worker was deleted after the partner asked', async () => {
    const link = await newLink(demoPhones.notConfirmedWorker)
    await test.db.execute(
      sql`update workers set state = 'DELETED_SELF_EMPLOYED' where phone = ${demoPhones.notConfirmedWorker}`,
    )
    expect(await throwAuth(link)).toEqual(refused)
  })
})

describe('without a partner key', () => {
  it('gives no link to anyone', async () => {
    const plain = await createTestApp({ seed: false })
    try {
      const response = await askForLink('anything-anything-anything-00', demoPhones.worker, plain.app)
      expect(response.status).toBe(403)
    } finally {
      await plain.close()
    }
  })
})
