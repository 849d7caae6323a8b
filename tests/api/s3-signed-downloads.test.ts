import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { fileLinkMessages } from '../../src/contract/files/messages.ts'
import { parseEnv } from '../../src/server/env.ts'
import { storageFor } from '../../src/server/ports/storage/from-env.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { startS3Server, type S3Server } from '../support/s3.ts'

/**
 * Issue 50, item 3: with S3_PUBLIC_URL a download answers, after the same checks, with a link to the store signed
 * for a minute, so a fleet's instances do not carry the bytes.
 */
let s3: S3Server
let test: TestApp
let actors: Actors

beforeAll(async () => {
  s3 = await startS3Server()
  const storage = await storageFor(parseEnv({ NODE_ENV: 'test', ...s3.env, S3_PUBLIC_URL: s3.endpoint }))
  ;({ test, actors } = await createOrderTestApp({ storage }))
})
afterAll(async () => {
  await test?.close()
  await s3?.close()
})

const actLink = async (orderId: number) =>
  (await callApi(test.app, actEndpoints.linkForDownloading, { token: actors.worker, body: { id: orderId } }))
    .body.url

describe('downloads from the store by a signed link', () => {
  it('sends a valid link to the store, signed for a minute, which opens the file named and typed', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    const answer = await test.app.inject({ method: 'GET', url: await actLink(order.id) })
    expect(answer.statusCode).toBe(302)
    expect(answer.headers['cache-control']).toBe('no-store')
    const location = new URL(String(answer.headers.location))
    expect(location.origin).toBe(s3.endpoint)
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60')
    expect(location.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//)
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)

    const file = await fetch(location)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''.+\.pdf$/)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('checks the link before it signs anything', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    const url = await actLink(order.id)
    test.clock.advance(5 * 60_000 + 1000)
    const expired = await test.app.inject({ method: 'GET', url })
    expect(expired.statusCode).toBe(403)
    expect(expired.headers.location).toBeUndefined()
    expect(expired.json()).toEqual({ message: fileLinkMessages.expired })
  })
})
