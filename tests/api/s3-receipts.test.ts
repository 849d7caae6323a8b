import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../src/contract/common/page.ts'
import type { WorkerOrder } from '../../src/contract/orders/worker-views.ts'
import { parseEnv } from '../../src/server/env.ts'
import { storageFor } from '../../src/server/ports/storage/from-env.ts'
import { createTestApp, get, post, type TestApp } from '../support/app.ts'
import { multipart } from '../support/multipart.ts'
import { startS3Server, type S3Server } from '../support/s3.ts'
import { signIn } from '../support/sign-in.ts'

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
    const acts = (await post(test.app, '/api/order/my', { list: 'acts' }, worker))
      .body as unknown as Page<WorkerOrder>
    const paid = acts.content.find((order) => order.status === 'FINISHED')!
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300_000)])
    const form = multipart(
      { orderId: String(paid.id) },
      { field: 'taxReceiptFile', name: 'чек.jpg', type: 'image/jpeg', bytes: photo },
    )
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/tax-receipt/upload',
      payload: form.body,
      headers: { authorization: `Bearer ${worker}`, 'content-type': form.contentType },
    })
    expect(uploaded.statusCode).toBe(200)

    const keys = await bucketKeys(s3)
    expect(keys.some((key) => key.startsWith('receipts/') && key.endsWith('.jpg'))).toBe(true)

    const mine = (await get(test.app, '/api/tax-receipt/my', worker)).body as unknown as { id: number }[]
    const link = await post(test.app, '/api/tax-receipt/link-for-downloading', { id: mine[0]!.id }, worker)
    const file = await test.app.inject({ method: 'GET', url: link.body.url as string })
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
