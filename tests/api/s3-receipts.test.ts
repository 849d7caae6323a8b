import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { orders, taxReceipts, workers } from '../../src/server/db/schema/index.ts'
import { parseEnv } from '../../src/server/env.ts'
import { storageFor } from '../../src/server/ports/storage/from-env.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { startS3Server, type S3Server } from '../support/s3.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/** Issue 20, item 1: the app on S3 storage as the environment names it, against a real S3-protocol server. */
let s3: S3Server
let test: TestApp
let worker: string

beforeAll(async () => {
  s3 = await startS3Server()
  const storage = await storageFor(parseEnv({ NODE_ENV: 'test', ...s3.env }))
  test = await createTestApp({ storage, env: s3.env })
  worker = (await signIn(test, 'worker')).accessToken
})
afterAll(async () => {
  await test?.close()
  await s3?.close()
})

describe('files in an S3 bucket', () => {
  it('stores an uploaded receipt in the bucket and hands it back through the short-lived link', async () => {
    const [paid] = await test.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(workers, eq(workers.id, orders.executorId))
      .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id))
      .where(
        and(
          eq(workers.phone, demoPhones.worker),
          eq(orders.status, 'FINISHED'),
          eq(orders.resolution, 'DONE_AND_PAID'),
          isNull(taxReceipts.id),
        ),
      )
      .orderBy(orders.id)
      .limit(1)
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300_000)])
    const uploaded = await callApi(test.app, calls.upload, {
      token: worker,
      upload: {
        fields: { orderId: String(paid!.id) },
        file: { field: 'taxReceiptFile', name: 'чек.jpg', type: 'image/jpeg', bytes: photo },
      },
    })
    expect(uploaded.status).toBe(200)

    const keys = await bucketKeys(s3)
    expect(keys.some((key) => key.startsWith('receipts/') && key.endsWith('.jpg'))).toBe(true)

    const mine = (await callApi(test.app, calls.mine, { token: worker })).body
    const link = await callApi(test.app, calls.linkForDownloading, {
      token: worker,
      body: { id: mine[0]!.id },
    })
    const file = await test.app.inject({ method: 'GET', url: link.body.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(file.headers['content-length']).toBe(String(photo.byteLength))
    expect(file.rawPayload.equals(photo)).toBe(true)
  })

  it('seeds the demo data’s files into the bucket', async () => {
    const keys = await bucketKeys(s3)
    expect(keys.length).toBeGreaterThan(1)
  })
})

/** What the bucket holds, asked of the S3 server itself rather than of the app. */
async function bucketKeys(server: S3Server): Promise<string[]> {
  const listing = await fetch(`${server.endpoint}/${server.config.bucket}?list-type=2`).then((response) =>
    response.text(),
  )
  return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!)
}
