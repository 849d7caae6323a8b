import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { partnerLink, partnerLinkMessages } from '../../src/contract/auth/partner-link.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue 16, item 6: `/throw-auth` takes only a partner's one-time, short-lived link bound to a worker. An
 * ordinary refresh token pasted into a `/throw-auth#…` link signs nobody into someone else's account.
 */
const partnerKey = 'partner-key-for-tests-0123456789'
let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: { PARTNER_API_KEY: partnerKey } })
})
afterAll(() => test.close())

const askForLink = (key: string | undefined, phone: string = demoPhones.worker) =>
  test.app.inject({
    method: 'POST',
    url: '/auth/partner/worker-session',
    headers: key ? { 'x-api-key': key } : {},
    payload: { phone },
  })
const newLink = async (phone?: string) => {
  const answer = await askForLink(partnerKey, phone)
  expect(answer.statusCode).toBe(200)
  return (answer.json() as { refreshToken: string }).refreshToken
}
const throwAuth = (linkToken: string) => post(test.app, '/auth/throw-auth', { linkToken })
const refused = { status: 400, body: { message: partnerLinkMessages.invalid } }

describe('a partner link', () => {
  it('is given to the partner with the right key only, for a worker who may sign in', async () => {
    expect((await askForLink(undefined)).statusCode).toBe(403)
    expect((await askForLink('wrong-key-wrong-key-wrong-key-00')).json()).toEqual({
      message: partnerLinkMessages.wrongKey,
    })
    expect((await askForLink(partnerKey, '+79995550002')).statusCode).toBe(404)
  })

  it('opens one session of its worker, marked as coming from the partner app', async () => {
    const tokens = await throwAuth(await newLink())
    expect(tokens.status).toBe(200)
    expect(tokens.body.isRedirectedFromExternalApp).toBe(true)
    const me = await get(test.app, '/api/self-employed/me', tokens.body.accessToken as string)
    expect(me.body.phone).toBe(demoPhones.worker)
    const renewed = await post(test.app, '/auth/generate-access-token', {
      refreshToken: tokens.body.refreshToken,
    })
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
    const stillValid = await post(test.app, '/auth/generate-access-token', {
      refreshToken: someoneElse.refreshToken,
    })
    expect(stillValid.status).toBe(200)

    const link = await newLink()
    expect((await post(test.app, '/auth/generate-access-token', { refreshToken: link })).status).toBe(400)
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
      const response = await plain.app.inject({
        method: 'POST',
        url: '/auth/partner/worker-session',
        headers: { 'x-api-key': 'anything-anything-anything-00' },
        payload: { phone: demoPhones.worker },
      })
      expect(response.statusCode).toBe(403)
    } finally {
      await plain.close()
    }
  })
})
