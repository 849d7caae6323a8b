import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 18, item 1: JSON answers above a kilobyte travel compressed to browsers that accept it. */
let test: TestApp
let staff: string
beforeAll(async () => {
  test = await createTestApp()
  staff = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

/** The staff's orders page: the demo's orders make it several kilobytes of JSON. */
const list = (acceptEncoding?: string) =>
  test.app.inject({
    method: 'POST',
    url: `${orderEndpoints.filter.path}?size=50`,
    payload: {},
    headers: {
      authorization: `Bearer ${staff}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  })

describe('compressed answers', () => {
  it('sends a large JSON answer as Brotli when the browser accepts it, the same JSON inside', async () => {
    const plain = await list()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const brotli = await list('gzip, deflate, br')
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i)
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json())
  })

  it('falls back to gzip, and to none for a browser that accepts neither', async () => {
    const gzip = await list('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await list()).json())

    const identity = await list('identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
  })

  it('leaves a small answer as it is', async () => {
    const health = await test.app.inject({
      method: 'GET',
      url: systemEndpoints.health.path,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(health.rawPayload.length).toBeLessThan(1024)
    expect(health.headers['content-encoding']).toBeUndefined()
  })

  it('does not inflate a compressed request body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: dictionaryEndpoints.cities.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
