import { mkdtemp, rm } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demoMessages } from '../../src/contract/common/demo.ts'
import { notFoundMessage } from '../../src/contract/common/error-messages.ts'
import { listenHost } from '../../src/server/demo-mode.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { httpApi } from '../support/api-over-http.ts'
import { client, startServer, type ServerProcess } from '../support/server-process.ts'
import { demoPhones } from '../support/sign-in.ts'

/**
 * Issue 16, item 3: plain `npm start` is a demo on this computer, not a server on the network. It listens on
 * the loopback address; `/dev/session` exists only when the tests start the server; `/dev/sms-outbox` answers
 * only requests from this computer and is gone as soon as the server is on the network.
 */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'kq3V9x2LmP8wZr4TfN6yHc1BjD5sGa7E',
  SMS_ADAPTER: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
}

describe('where the server listens', () => {
  it('on this computer only, unless in production or told a HOST', () => {
    expect(listenHost(parseEnv({}))).toBe('127.0.0.1')
    expect(listenHost(parseEnv({ NODE_ENV: 'test' }))).toBe('127.0.0.1')
    expect(listenHost(parseEnv(production))).toBe('0.0.0.0')
    expect(listenHost(parseEnv({ HOST: '0.0.0.0' }))).toBe('0.0.0.0')
    expect(listenHost(parseEnv({ ...production, HOST: '10.0.0.5' }))).toBe('10.0.0.5')
  })
})

const outbox = (test: TestApp, from?: { remoteAddress?: string; forwardedFor?: string }) =>
  test.app.inject({
    method: 'GET',
    url: '/dev/sms-outbox',
    ...(from?.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from?.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  })
/** The route's absence, not an unknown phone: the apps without demo data know no phone at all. */
const absent = { message: notFoundMessage }
const codeFreeSession = (test: TestApp) =>
  test.app.inject({
    method: 'POST',
    url: '/dev/session',
    payload: { phone: demoPhones.admin, as: 'employee' },
  })

describe('the development helpers', () => {
  const apps: TestApp[] = []
  const appWith = async (env: Record<string, string>, seed = false) => {
    const test = await createTestApp({ env, seed })
    apps.push(test)
    return test
  }
  afterAll(async () => {
    for (const test of apps) await test.close()
  })

  it('in the demo: the SMS outbox for this computer, and no sign-in without a code', async () => {
    const demo = await appWith({ NODE_ENV: 'development' })
    expect((await codeFreeSession(demo)).json()).toEqual(absent)
    expect((await outbox(demo)).statusCode).toBe(200)
    expect((await outbox(demo, { remoteAddress: '::1' })).statusCode).toBe(200)
    // Vite's dev server passes on the browser's address; a local browser's is the loopback one too.
    expect((await outbox(demo, { forwardedFor: '127.0.0.1' })).statusCode).toBe(200)
    for (const from of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '::ffff:10.0.0.3' },
      { forwardedFor: '203.0.113.7' },
      { forwardedFor: '127.0.0.1, 203.0.113.7' },
    ]) {
      const answer = await outbox(demo, from)
      expect(answer.statusCode, JSON.stringify(from)).toBe(403)
      expect(answer.json(), JSON.stringify(from)).toEqual({ message: demoMessages.smsOutboxElsewhere })
    }
  })

  it('when the tests start the server: a session without a code as well', async () => {
    const tests = await appWith({ NODE_ENV: 'test' }, true)
    const session = await codeFreeSession(tests)
    expect(session.statusCode).toBe(200)
    expect(session.json().accessToken).toEqual(expect.any(String))
  })

  it('none on the network: with HOST or in production', async () => {
    for (const env of [
      { NODE_ENV: 'development', HOST: '0.0.0.0' },
      { NODE_ENV: 'test', HOST: '0.0.0.0' },
      production,
    ]) {
      const networked = await appWith(env)
      expect((await outbox(networked)).json(), JSON.stringify(env)).toEqual(absent)
      expect((await codeFreeSession(networked)).json(), JSON.stringify(env)).toEqual(absent)
    }
  })
})

/** An address of this machine other than the loopback one, to knock from as a neighbour on the network would. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address

describe('plain npm start (the real server process in development mode)', () => {
  let dataDir: string | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('is reached on this computer only, signs a demo phone in with the code from the outbox, and keeps the session over a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'demo-'))
    const start = () => startServer({ dataDir: dataDir!, env: { NODE_ENV: 'development' } })
    server = await start()
    const port = new URL(server.baseUrl).port
    if (externalAddress) {
      const fromNetwork = await fetch(`http://${externalAddress}:${port}/api/health`).then(
        (response) => response.status,
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      )
      expect(fromNetwork).toBe('ECONNREFUSED')
    }
    const call = client(server.baseUrl)
    expect((await call('POST', '/dev/session', { phone: demoPhones.admin, as: 'employee' })).status).toBe(404)

    let api = httpApi(server.baseUrl)
    const codeSent = await api(authEndpoints.requestEmployeeCode, { body: { phone: demoPhones.admin } })
    expect(codeSent.status).toBe(200)
    // The demo outbox is a development route outside the contract.
    const outbox = await fetch(
      `${server.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(demoPhones.admin)}`,
    )
    const [{ code }] = (await outbox.json()) as [{ code: string }]
    const tokens = await api(authEndpoints.signInEmployee, { body: { phone: demoPhones.admin, code } })
    expect(tokens.status).toBe(200)

    await server.stop()
    server = await start()
    api = httpApi(server.baseUrl)
    const me = await api(staffEndpoints.me, { token: tokens.body.accessToken })
    expect(me.status).toBe(200)
  }, 180_000)
})
