/**
 * 40 parallel 10 MB uploads of a tax receipt to an order that is not the caller's, against the real server
 * process (`node src/server/main.ts`, PGlite in a new folder, demo data) over HTTP on 127.0.0.1.
 * bench/memory-probe.ts, loaded into the server, reports its RSS, V8 heap and buffers: just before the burst,
 * the highest during it (sampled every 5 ms), and one second after.
 */
import { authEndpoints } from '../src/contract/auth/endpoints.ts'
import { orderEndpoints } from '../src/contract/orders/endpoints.ts'
import { receiptEndpoints } from '../src/contract/receipts/endpoints.ts'
import { workerEndpoints } from '../src/contract/workers/endpoints.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { startServer, type ServerProcess } from './server-process.ts'

const uploads = 40
const fileBytes = 10 * 1024 * 1024
const mb = 2 ** 20

type Sample = { rss: number; heapUsed: number; arrayBuffers: number }

export type UploadMemoryResult = {
  statuses: Record<string, number>
  wallMs: number
  before: Sample
  peak: Sample
  after: Sample
}

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms))

/** The probe's highest values since it was last asked, and its current ones. */
function memory(server: ServerProcess): Promise<{ peak: Sample; now: Sample }> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve(message as { peak: Sample; now: Sample }))
    server.child.send('peak')
  })
}

async function call<T>(baseUrl: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Signs in through the SMS code the demo server keeps in its development outbox. */
async function signIn(baseUrl: string, phone: string, as: 'employee' | 'worker'): Promise<string> {
  const routes =
    as === 'employee'
      ? [authEndpoints.requestEmployeeCode.path, authEndpoints.signInEmployee.path]
      : [authEndpoints.requestWorkerCode.path, authEndpoints.signInWorker.path]
  await call(baseUrl, routes[0]!, { phone })
  const [sms] = await call<{ code: string }[]>(baseUrl, `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)
  const tokens = await call<{ accessToken: string }>(baseUrl, routes[1]!, { phone, code: sms!.code })
  return tokens.accessToken
}

/** An order with an executor other than the worker. */
async function othersOrder(baseUrl: string, staff: string, worker: string): Promise<number> {
  const me = await call<{ id: number }>(baseUrl, workerEndpoints.me.path, undefined, worker)
  for (const history of [false, true]) {
    const page = await call<{ content: { id: number; executor: { id: number } | null }[] }>(
      baseUrl,
      `${orderEndpoints.filter.path}?size=100`,
      { history },
      staff,
    )
    const order = page.content.find((candidate) => candidate.executor && candidate.executor.id !== me.id)
    if (order) return order.id
  }
  throw new Error('the demo data has no order of another worker')
}

const boundary = 'benchboundary'
const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(fileBytes - 64, 0x20)])
const end = Buffer.from(`\r\n--${boundary}--\r\n`)

function upload(port: number, token: string, orderId: number): Promise<number> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n${orderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="taxReceiptFile"; filename="чек.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  )
  return new Promise((resolve) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: receiptEndpoints.upload.path,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + end.length,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    // A server that answers and closes before the body is through is counted as that answer, not an error.
    sent.on('error', () => resolve(0))
    sent.write(head)
    sent.write(file)
    sent.end(end)
  })
}

export async function measureUploadMemory(): Promise<UploadMemoryResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'smeny-upload-memory-'))
  const { server } = await startServer({ dataDir, memoryProbe: true })
  try {
    const worker = await signIn(server.baseUrl, '+79990000011', 'worker')
    const staff = await signIn(server.baseUrl, '+79990000002', 'employee')
    const orderId = await othersOrder(server.baseUrl, staff, worker)
    await upload(server.port, worker, orderId)
    await pause(1000)
    await memory(server)
    await pause(200)
    const before = (await memory(server)).now
    const began = performance.now()
    const statuses = await Promise.all(
      Array.from({ length: uploads }, () => upload(server.port, worker, orderId)),
    )
    const wallMs = performance.now() - began
    const { peak } = await memory(server)
    await pause(1000)
    const after = (await memory(server)).now
    const counted: Record<string, number> = {}
    for (const status of statuses) counted[String(status)] = (counted[String(status)] ?? 0) + 1
    return { statuses: counted, wallMs, before, peak, after }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const row = (label: string, sample: Sample) => [
  label,
  (sample.rss / mb).toFixed(0),
  (sample.heapUsed / mb).toFixed(0),
  (sample.arrayBuffers / mb).toFixed(0),
]

export function uploadMemorySection(result: UploadMemoryResult, machine: Machine): Section {
  const answers = Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  return {
    id: 'upload-memory',
    body: `## Uploads to another worker's order: the server's memory

${uploads} clients at once each send a ${fileBytes / mb} MB tax receipt (\`POST /api/tax-receipt/upload\`,
multipart, \`Content-Length\` declared) to an order another worker executed, as a signed-in worker, to the real
server process (\`node src/server/main.ts\`, PGlite in a new folder, demo data) on 127.0.0.1, a
connection each. \`bench/memory-probe.ts\`, loaded into the server with \`--import\`, samples its
\`process.memoryUsage()\` every 5 ms. Buffers are \`arrayBuffers\` (file chunks live there, outside the V8 heap).

${table(
  ['Server memory', 'RSS (MB)', 'V8 heap used (MB)', 'Buffers (MB)'],
  [
    row('Before the burst', result.before),
    row('Highest during it', result.peak),
    row('1 s after', result.after),
  ],
)}

Answers: ${answers}, all within ${Math.round(result.wallMs)} ms (the clients' sending included).

${machineLine(machine)}

Reproduce: \`npm run bench -- upload-memory\`; the code is \`bench/upload-memory.ts\`.`,
  }
}
