import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadInProgressMessage } from '../../src/contract/common/error-messages.ts'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { uploadFileLimitBytes } from '../../src/server/http/body-limits.ts'
import { anotherWorkersOrderId } from '../support/orders.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { listenLocally } from '../support/raw-http.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 16, item 9: 40 parallel 10 MB uploads to an order that is not the caller's are refused before their
 * files are read, so the server's memory stays flat: with 404 for the order, or with 429 while another of the
 * caller's uploads is on its way (issue 43, item 9: one upload at a time a person). Real HTTP on a listening server; the memory is this
 * process's, which also holds the one 10 MB buffer every client sends.
 */
const uploads = 40
const mb = 2 ** 20
let test: TestApp
let port: number
let worker: string
let othersOrderId: number

beforeAll(async () => {
  test = await createTestApp()
  worker = (await signIn(test, 'worker')).accessToken
  othersOrderId = await anotherWorkersOrderId(test)
  port = await listenLocally(test.app)
})
afterAll(() => test.close())

const boundary = 'memoryboundary'
const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(uploadFileLimitBytes - 64, 0x20)])
const start = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n__ID__\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="taxReceiptFile"; filename="чек.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n',
)
const end = Buffer.from(`\r\n--${boundary}--\r\n`)

/** One upload of a 10 MB receipt; answers the status and body once both the answer and the sending are done. */
function upload(orderId: number): Promise<{ status: number; body: string }> {
  const head = Buffer.from(start.toString('utf8').replace('__ID__', String(orderId)))
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: receiptEndpoints.upload.method,
        path: receiptEndpoints.upload.path,
        agent: false,
        headers: {
          authorization: `Bearer ${worker}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + end.length,
        },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('error', reject)
    call.write(head)
    call.write(file)
    call.end(end)
  })
}

describe('40 parallel 10 MB uploads to another worker’s order', () => {
  it('are refused with 404, or 429 while another is on its way, and leave the memory flat', async () => {
    await upload(othersOrderId)
    const before = process.memoryUsage()
    let peakRss = before.rss
    let peakBuffers = before.arrayBuffers
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peakRss = Math.max(peakRss, now.rss)
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers)
    }, 5)
    const answers = await Promise.all(Array.from({ length: uploads }, () => upload(othersOrderId)))
    clearInterval(sampler)
    const refusals = { 404: 'Заказ не найден', 429: uploadInProgressMessage } as Record<number, string>
    for (const answer of answers) {
      expect(JSON.parse(answer.body), String(answer.status)).toEqual({ message: refusals[answer.status] })
    }
    expect(answers.some((answer) => answer.status === 404)).toBe(true)
    const growth = { rssMb: (peakRss - before.rss) / mb, buffersMb: (peakBuffers - before.arrayBuffers) / mb }
    // Reading the files held up to 400 MB (measured +136 MB RSS, +88 MB of buffers with files read before the
    // order was checked); discarding them holds a few socket chunks each (+2 MB, +4 MB).
    expect(growth.rssMb, JSON.stringify(growth)).toBeLessThan(40)
    expect(growth.buffersMb, JSON.stringify(growth)).toBeLessThan(20)
  })
})
