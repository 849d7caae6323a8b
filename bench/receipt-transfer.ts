/**
 * A 5 MB tax receipt uploaded and downloaded through the real server process (`node
 * src/server/main.ts`, PostgreSQL, demo data) on 127.0.0.1, once with the files in a folder and once in an S3
 * bucket (s3rver, a real S3-protocol server on 127.0.0.1 over a temporary folder). Each run removes the order's
 * receipt row first, so the same paid order takes a receipt again.
 */
import { workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import { receiptEndpoints } from '../src/contract/receipts/endpoints.ts'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startS3Server, type S3Server } from '../tests/support/s3.ts'
import { createDatabase, dropDatabases, withClient } from './postgres.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { startServer } from './server-process.ts'
import { median, ms } from './stats.ts'

const runs = 7
const fileBytes = 5 * 1024 * 1024
const adapters = ['folder', 'S3'] as const
type Adapter = (typeof adapters)[number]

export type ReceiptTransferResult = { adapter: Adapter; uploadMs: number[]; downloadMs: number[] }[]

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(fileBytes - 4)])
const boundary = 'benchreceipt'
const form = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n{order}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="taxReceiptFile"; filename="чек.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  ),
  photo,
  Buffer.from(`\r\n--${boundary}--\r\n`),
])

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function measure(adapter: Adapter): Promise<ReceiptTransferResult[number]> {
  const name = `receipt_transfer_${adapter.toLowerCase()}`
  const databaseUrl = await createDatabase(name)
  const filesDir = mkdtempSync(join(tmpdir(), 'smeny-receipt-transfer-'))
  const s3: S3Server | null = adapter === 'S3' ? await startS3Server() : null
  const { server } = await startServer({ databaseUrl, filesDir, env: s3?.env ?? {} })
  try {
    const base = server.baseUrl
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
    const { accessToken: worker } = await json<{ accessToken: string }>(
      await post('/dev/session', { phone: '+79990000011', as: 'worker' }),
    )
    const acts = await json<{ content: { id: number; status: string }[] }>(
      await post(workerOrderEndpoints.mine.path, { list: 'acts' }, worker),
    )
    const orderId = acts.content.find((order) => order.status === 'FINISHED')!.id
    const body = Buffer.from(form.toString('latin1').replace('{order}', String(orderId)), 'latin1')

    const uploadMs: number[] = []
    const downloadMs: number[] = []
    for (let run = 0; run < runs; run++) {
      await withClient(
        (client) => client.query('delete from tax_receipts where order_id = $1', [orderId]),
        name,
      )
      const began = performance.now()
      const uploaded = await fetch(`${base}/api/tax-receipt/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${worker}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      })
      await json(uploaded)
      uploadMs.push(performance.now() - began)

      const [receipt] = await json<{ id: number }[]>(
        await fetch(`${base}/api/tax-receipt/my`, { headers: { authorization: `Bearer ${worker}` } }),
      )
      const { url } = await json<{ url: string }>(
        await post(receiptEndpoints.linkForDownloading.path, { id: receipt!.id }, worker),
      )
      const started = performance.now()
      const downloaded = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer())
      downloadMs.push(performance.now() - started)
      if (!downloaded.equals(photo)) throw new Error(`${adapter}: the download differs from the upload`)
    }
    return { adapter, uploadMs, downloadMs }
  } finally {
    await server.stop()
    await s3?.close()
    rmSync(filesDir, { recursive: true, force: true })
    await dropDatabases([name])
  }
}

export async function measureReceiptTransfer(): Promise<ReceiptTransferResult> {
  const results: ReceiptTransferResult = []
  for (const adapter of adapters) results.push(await measure(adapter))
  return results
}

const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`

export function receiptTransferSection(
  result: ReceiptTransferResult,
  machine: Machine,
  postgres: string,
): Section {
  return {
    id: 'receipt-transfer',
    body: `## A 5 MB receipt through each file storage

A worker uploads a ${fileBytes / 2 ** 20} MB JPEG tax receipt (\`POST /api/tax-receipt/upload\`, multipart) and
downloads it through its 5-minute link (\`GET /api/files/download/…\`, streamed from the storage), ${runs} times
per storage, against the real server process (\`node src/server/main.ts\`, PostgreSQL, demo data)
on 127.0.0.1. Folder: \`DATA_DIR/files\`. S3: \`S3_BUCKET\` on s3rver, an S3-protocol server on 127.0.0.1 that
keeps objects in a folder, so the figures show the adapter's and the protocol's cost, not a network's. Times
from the request to the last byte of the answer; the download is compared with the upload byte for byte.

${table(
  ['Storage', 'Upload median (ms)', 'Upload min–max', 'Download median (ms)', 'Download min–max'],
  result.map((row) => [
    row.adapter,
    `**${ms(median(row.uploadMs))}**`,
    range(row.uploadMs),
    `**${ms(median(row.downloadMs))}**`,
    range(row.downloadMs),
  ]),
)}

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- receipt-transfer\`; the code is \`bench/receipt-transfer.ts\`.`,
  }
}
