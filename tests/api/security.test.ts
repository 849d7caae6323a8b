import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { mapTilesFile } from '../../src/contract/dictionaries/map-tiles.ts'
import { endpointPath } from '../../src/contract/common/endpoint.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { logSerializers, loggedUrl } from '../../src/server/http/logging.ts'
import { authEndpoints as auth } from '../../src/contract/auth/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones, latestCode } from '../support/sign-in.ts'

/** Issue 12, item 7: security headers, closed CORS, and nothing secret or personal in the log. */
let test: TestApp
let log = ''
beforeAll(async () => {
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()))
  test = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream })
})
afterAll(() => test.close())

describe('security headers', () => {
  it('sends a content security policy that allows only the app’s own scripts and WebAssembly, and the usual headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("default-src 'self'")
    // WebAssembly may be compiled (the QR reader), JavaScript never made from a string.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('sends them on errors too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-call' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
  })
})

describe('the shops’ map in the content security policy (issue 42, item 6)', () => {
  const imageSources = (policy: string) => /(?:^|;)\s*img-src ([^;]*)/.exec(policy)![1]!.split(' ')

  it('allows OpenStreetMap’s tiles where no built app names other ones', async () => {
    const response = await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
    expect(imageSources(String(response.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ])
  })

  it('allows the tile host the served app was built with, and no other', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'smeny-dist-'))
    const url = 'https://{s}.Tiles.example.ru:8443/osm/{z}/{x}/{y}.png'
    await writeFile(join(distDir, mapTilesFile), JSON.stringify({ url }))
    const built = await createTestApp({ seed: false, distDir })
    try {
      for (const path of [systemEndpoints.health.path, '/api/no-such-call']) {
        const response = await built.app.inject({ method: 'GET', url: path })
        expect(imageSources(String(response.headers['content-security-policy'])), path).toEqual([
          "'self'",
          'data:',
          'blob:',
          'https://*.tiles.example.ru:8443',
        ])
      }
    } finally {
      await built.close()
      await rm(distDir, { recursive: true })
    }
  })
})

describe('CORS is closed by default', () => {
  it('answers no Access-Control header to another site, on a call or on a preflight', async () => {
    const origin = 'https://evil.example'
    const call = await test.app.inject({
      method: 'GET',
      url: systemEndpoints.health.path,
      headers: { origin },
    })
    expect(call.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: orderEndpoints.create.path,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400)
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
  })
})

describe('the log', () => {
  it('holds no code, token, phone or download link after a sign-in and a download', async () => {
    test.clock.advance(60_000)
    await callApi(test.app, auth.requestWorkerCode, { body: { phone: demoPhones.worker } })
    const code = latestCode(test, demoPhones.worker)
    const tokens = await callApi(test.app, auth.signInWorker, { body: { phone: demoPhones.worker, code } })
    const { accessToken, refreshToken } = tokens.body
    expect((await callApi(test.app, workerEndpoints.me, { token: accessToken })).status).toBe(200)
    await test.app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone: demoPhones.worker } })
    await callApi(test.app, workerEndpoints.addresses, { query: { query: 'Луховицы, ул. Советская' } })
    await test.app.inject({
      method: 'GET',
      url: endpointPath(filesEndpoints.download, { token: 'a-secret-download-token' }),
    })
    await callApi(test.app, auth.renewTokens, { body: { refreshToken } })

    expect(log).toContain(workerEndpoints.me.path)
    // A 4-digit code can turn up by chance inside a timing figure or a request's random id (`"reqId":"da50200a-…"`
    // held the code 5020 once); only the logged text matters.
    const logWithoutFigures = log.replace(/"(time|pid|responseTime)":[\d.]+|"reqId":"[0-9a-f-]+"/g, '')
    for (const secret of [
      code,
      accessToken,
      accessToken.split('.')[2]!,
      refreshToken,
      demoPhones.worker,
      demoPhones.worker.slice(1),
      'a-secret-download-token',
      'Советская',
    ])
      expect(logWithoutFigures, `the log holds ${secret}`).not.toContain(secret)
  })

  it('cuts query strings and download tokens from logged addresses', () => {
    expect(loggedUrl('/api/files/download/eyJhbGc.eyJmaWxl.c2ln?x=1')).toBe('/api/files/download/[скрыто]')
    expect(loggedUrl('/dev/sms-outbox?phone=%2B79990000011')).toBe('/dev/sms-outbox')
  })

  it('cuts a failed statement’s parameters from a logged database error', () => {
    const error = new DrizzleQueryError(
      'update workers set passport_number = $1 where phone = $2',
      ['4610500011', '+79990000011'],
      new Error('duplicate key value violates unique constraint "workers_phone_unique"'),
    )
    const logged = JSON.stringify(logSerializers.err(error))
    expect(logged).toContain('update workers set passport_number')
    expect(logged).toContain('workers_phone_unique')
    expect(logged).not.toContain('4610500011')
    expect(logged).not.toContain('79990000011')
  })
})
