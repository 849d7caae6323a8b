import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import { calendarEndpoints } from '../../src/contract/calendar/endpoints.ts'
import type { Endpoint } from '../../src/contract/common/endpoint.ts'
import { tooManyRequestsMessage } from '../../src/contract/common/error-messages.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { pushEndpoints } from '../../src/contract/notifications/endpoints.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { requestLimits } from '../../src/server/http/request-limits.ts'
import { forgetCountersBefore } from '../../src/server/http/request-counters.repository.ts'
import { callApi, type TestAnswer, type TestCall } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { startFakeTaxService, type FakeTaxService } from '../support/fake-tax-service.ts'
import { linkOf, paidOrderOf } from '../support/receipts.ts'
import { startTestPushService } from '../support/push-service.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { longTokens, type PaidOrder } from '../support/tax-receipts-test-app.ts'

/**
 * Issue 43, item 3: every public or guessable route answers the API's Russian 429 past its limit, and the paid
 * services behind address suggestions and receipt links are asked no more often than the limits allow.
 */
let test: TestApp
let tax: FakeTaxService
let dadata: Server
let dadataCalls = 0
let worker: string
let order: PaidOrder

beforeAll(async () => {
  tax = await startFakeTaxService()
  dadata = createServer((request, response) => {
    dadataCalls += 1
    request.resume()
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"suggestions":[]}')
  })
  await new Promise<void>((resolve) => dadata.listen(0, '127.0.0.1', resolve))
  test = await createTestApp({
    env: {
      ...longTokens,
      TAX_RECEIPTS_ADAPTER: 'fns',
      TAX_RECEIPTS_URL: tax.url,
      ADDRESS_ADAPTER: 'dadata',
      DADATA_URL: `http://127.0.0.1:${(dadata.address() as AddressInfo).port}/suggest/address`,
      DADATA_TOKEN: 'test-token',
      PARTNER_API_KEY: 'the-partner-key-of-24-chars-or-more',
    },
  })
  worker = (await signIn(test, 'worker')).accessToken
  order = await paidOrderOf(test, 'worker')
})
afterAll(async () => {
  await test.close()
  await tax.close()
  await new Promise((resolve) => dadata.close(resolve))
})

/** The refusal every limit answers: the API's error body in Russian, saying when to come back. */
function expectRefused(answer: TestAnswer<Endpoint>) {
  expect(answer.status).toBe(429)
  const retryAfter = Number(answer.headers['retry-after'])
  expect(retryAfter).toBeGreaterThan(0)
  expect(answer.body).toEqual({ message: tooManyRequestsMessage(retryAfter) })
  expect(answer.body?.message).toMatch(/^Слишком много запросов\. Повторите через \d+ (мин|с)$/)
}

/** Makes `count` calls one after another and answers their statuses. */
async function statusesOf<E extends Endpoint>(count: number, endpoint: E, input: (n: number) => TestCall<E>) {
  const statuses: number[] = []
  for (let n = 0; n < count; n++) statuses.push((await callApi(test.app, endpoint, input(n))).status)
  return statuses
}

const suggestions = (query: string, remoteAddress: string, token?: string) =>
  callApi(test.app, workerEndpoints.addresses, { query: { query }, remoteAddress, ...(token && { token }) })

describe('address suggestions, a paid look-up', () => {
  it('are limited per client address, and the service is asked no more often', async () => {
    const { max } = requestLimits.addressSuggestionsPerAddress
    const before = dadataCalls
    for (let n = 0; n < max; n++) expect((await suggestions(`Коломна ${n}`, '10.1.0.1')).status).toBe(200)
    expectRefused(await suggestions('Коломна другая', '10.1.0.1'))
    expect(dadataCalls - before).toBe(max)
    // Another address has its own count; an IPv6 address is counted with its /64 network.
    expect((await suggestions('Коломна другая', '10.1.0.2')).status).toBe(200)
    const ipv6 = requestLimits.addressSuggestionsPerAddress.max
    for (let n = 0; n < ipv6; n++) await suggestions(`Самара ${n}`, `2001:db8:1:1::${n.toString(16)}`)
    expectRefused(await suggestions('Самара другая', '2001:db8:1:1:ffff::1'))
  })

  it('are limited per session too, whatever address the session calls from', async () => {
    const { max } = requestLimits.addressSuggestionsPerSession
    const session = (await signIn(test, 'secondWorker')).accessToken
    const before = dadataCalls
    for (let n = 0; n < max; n++)
      expect((await suggestions(`Самара сессия ${n}`, `10.2.0.${n % 2}`, session)).status).toBe(200)
    expectRefused(await suggestions('Самара сессия ещё', '10.2.0.9', session))
    expect(dadataCalls - before).toBe(max)
    // The address itself has room left: another caller there is answered, and so is a token that is no session's.
    expect((await suggestions('Самара сессия ещё', '10.2.0.1')).status).toBe(200)
    expect((await suggestions('Самара сессия ещё', '10.2.0.1', 'not-a-token')).status).toBe(200)
  })
})

describe('receipt links, looked up at «Мой налог»', () => {
  it('are limited per worker, and the tax service is asked no more often', async () => {
    const { max } = requestLimits.taxReceiptLookupsPerPerson
    const lookUp = (n: number) =>
      callApi(test.app, receiptEndpoints.byLink, {
        token: worker,
        body: { orderId: order.id, link: linkOf(order.workerInn, `200unknown${n}`) },
        remoteAddress: `10.3.0.${n % 200}`,
      })
    const before = tax.requests.length
    for (let n = 0; n < max; n++) expect((await lookUp(n)).status).toBe(400)
    expectRefused(await lookUp(max))
    expect(tax.requests.length - before).toBe(max)

    // The window ends and the worker may look up again.
    test.clock.advance(requestLimits.taxReceiptLookupsPerPerson.windowMs)
    expect((await lookUp(max + 1)).status).toBe(400)
    expect(tax.requests.length - before).toBe(max + 1)
  })
})

describe('guessable keys and tokens', () => {
  it('limit the partner key per client address', async () => {
    const { max } = requestLimits.partnerLinksPerAddress
    const issue = () =>
      ({
        headers: { 'x-api-key': 'a-guess' },
        body: { phone: '+79990001122' },
        remoteAddress: '10.4.0.1',
      }) as TestCall<typeof authEndpoints.issuePartnerLink>
    expect(new Set(await statusesOf(max, authEndpoints.issuePartnerLink, issue))).toEqual(new Set([403]))
    expectRefused(await callApi(test.app, authEndpoints.issuePartnerLink, issue()))
  })

  it('limit partner links opened per client address', async () => {
    const { max } = requestLimits.partnerLinkExchangesPerAddress
    const exchange = () => ({ body: { linkToken: 'a-guess' }, remoteAddress: '10.4.0.2' })
    expect(await statusesOf(max, authEndpoints.exchangePartnerLink, exchange)).not.toContain(429)
    expectRefused(await callApi(test.app, authEndpoints.exchangePartnerLink, exchange()))
  })

  it('limit download tokens per client address', async () => {
    const { max } = requestLimits.downloadsPerAddress
    const download = (n: number) => ({ params: { token: `1.guess${n}` }, remoteAddress: '10.4.0.3' })
    expect(new Set(await statusesOf(max, filesEndpoints.download, download))).toEqual(new Set([403]))
    expectRefused(await callApi(test.app, filesEndpoints.download, download(max)))
  })

  it('limit calendar tokens per client address', async () => {
    const { max } = requestLimits.calendarFeedsPerAddress
    const feed = (n: number) => ({ params: { token: `1.guess${n}` }, remoteAddress: '10.4.0.4' })
    expect(new Set(await statusesOf(max, calendarEndpoints.feed, feed))).toEqual(new Set([404]))
    expectRefused(await callApi(test.app, calendarEndpoints.feed, feed(max)))
  })
})

describe('code challenges', () => {
  it('are limited per client address', async () => {
    const { max } = requestLimits.codeChallengesPerAddress
    const challenge = (n: number) => ({
      body: { phone: `+7999111${String(n).padStart(4, '0')}` },
      remoteAddress: '10.4.0.6',
    })
    expect(new Set(await statusesOf(max, authEndpoints.codeChallenge, challenge))).toEqual(new Set([200]))
    expectRefused(await callApi(test.app, authEndpoints.codeChallenge, challenge(max)))
  })
})

describe('the shop screen', () => {
  it('limits its code requests per client address', async () => {
    const { max } = requestLimits.shopScreensPerAddress
    const screen = (n: number) => ({
      body: { token: `guess${String(n).padStart(38, '0')}` },
      remoteAddress: '10.4.0.5',
    })
    expect(new Set(await statusesOf(max, checkInEndpoints.screenCodes, screen))).toEqual(new Set([403]))
    expectRefused(await callApi(test.app, checkInEndpoints.screenCodes, screen(max)))
  })
})

describe('the rest', () => {
  it('limits readiness per client address, for a window', async () => {
    const { max, windowMs } = requestLimits.readinessPerAddress
    const ready = () => ({ remoteAddress: '10.5.0.1' })
    expect(new Set(await statusesOf(max, systemEndpoints.ready, ready))).toEqual(new Set([200]))
    expectRefused(await callApi(test.app, systemEndpoints.ready, ready()))
    test.clock.advance(windowMs)
    expect((await callApi(test.app, systemEndpoints.ready, ready())).status).toBe(200)
  })

  it('limits push subscriptions a minute per person', async () => {
    const { max } = requestLimits.pushSubscriptionsPerPerson
    const devices = await startTestPushService()
    const subscribe = (n: number) => ({
      token: worker,
      body: devices.device().subscription,
      remoteAddress: `10.6.0.${n}`,
    })
    expect(await statusesOf(max, pushEndpoints.subscribe, subscribe)).toEqual(Array(max).fill(204))
    expectRefused(await callApi(test.app, pushEndpoints.subscribe, subscribe(max)))
    await devices.close()
  })
})

describe('the counters in PostgreSQL', () => {
  it('are swept once their window is over', async () => {
    const keys = async () =>
      (await rowsOf<{ key: string }>(test.db, sql`select key from request_counters`)).length
    // The tests above moved the clock past some windows, not past the last ones.
    const before = await keys()
    expect(before - (await forgetCountersBefore(test.db, test.clock()))).toBeGreaterThan(0)
    test.clock.advance(requestLimits.addressSuggestionsPerAddress.windowMs)
    expect(await forgetCountersBefore(test.db, test.clock())).toBeGreaterThan(0)
    expect(await keys()).toBe(0)
  })
})
