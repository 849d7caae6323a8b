/**
 * Issue 50, item 4: a new order told to a whole city. 20 000 workers of the demo worker's city, each with a
 * subscribed device on a push service on this machine; an admin posts one order there; two worker instances
 * (`JOBS=notifications`) digest and deliver. Measured from the order's answer to the last push received.
 */
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { toOffsetIso } from '../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints } from '../src/contract/orders/endpoints.ts'
import { serverToken } from './load.ts'
import { createDatabase, dropDatabases, withClient } from './postgres.ts'
import { machineLine, table, type Machine, type Section } from './report.ts'
import { startServer } from './server-process.ts'

const devices = 20_000
const deadlineMs = 120_000
const databaseName = 'city_push'
const demoWorkerPhone = '+79990000011'

export type CityPushResult = {
  devices: number
  received: number
  /** From the order's answer: the first push, the last, and every 10 %. */
  firstMs: number
  lastMs: number
  deciles: number[]
  refusedAnswers: number
}

/** A push service that takes every web-push request for its devices with 201 and keeps the time it came. */
async function startCountingPushService() {
  const arrivals: number[] = []
  let refused = 0
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.startsWith('/push/')) {
        refused++
        return void response.writeHead(404).end()
      }
      arrivals.push(performance.now())
      response.writeHead(201).end()
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    refused: () => refused,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The demo worker copied `devices` times (new phone, INN, СНИЛС, card, passport), each with one device. */
async function subscribeCity(origin: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const p256dh = ecdh.getPublicKey().toString('base64url')
  const auth = randomBytes(16).toString('base64url')
  await withClient(async (client) => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'workers' and column_name <> 'id' and is_generated = 'NEVER'`,
    )
    const unique: Record<string, string> = {
      phone: `'+7993' || lpad(g::text, 7, '0')`,
      inn: `'59' || lpad(g::text, 10, '0')`,
      snils: `'69' || lpad(g::text, 9, '0')`,
      payment_card_number: `'2209' || lpad(g::text, 12, '0')`,
      passport_number: `'79' || lpad(g::text, 8, '0')`,
    }
    const columns = rows.map((row) => row.column_name)
    const values = columns.map((column) => unique[column] ?? `w.${column}`)
    await client.query(
      `insert into workers (${columns.join(', ')})
       select ${values.join(', ')} from workers w, generate_series(1, $1) g where w.phone = $2`,
      [devices, demoWorkerPhone],
    )
    await client.query(
      `insert into notification_preferences (user_kind, user_id)
       select 'worker', id from workers where phone like '+7993%' on conflict do nothing`,
    )
    await client.query(
      `insert into push_subscriptions (user_kind, user_id, endpoint, p256dh, auth, created_at)
       select 'worker', id, $1 || '/push/' || id, $2, $3, now() from workers where phone like '+7993%'`,
      [origin, p256dh, auth],
    )
    await client.query('analyze')
  }, databaseName)
}

async function postOrderInTheCity(baseUrl: string, token: string) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  const worker = await withClient(
    async (client) =>
      (
        await client.query<{ city_id: number }>('select city_id from workers where phone = $1', [
          demoWorkerPhone,
        ])
      ).rows[0]!,
    databaseName,
  )
  const shops = (await call(dictionaryEndpoints.shops.path)) as {
    id: number
    city: { id: number; utcOffset: number }
  }[]
  const shop = shops.find((candidate) => candidate.city.id === worker.city_id)!
  const services = (await call(dictionaryEndpoints.services.path)) as {
    id: number
    planTariffPeriod: string
  }[]
  const service = services.find((candidate) => candidate.planTariffPeriod === 'Shift')!
  const startAt = new Date(Date.now() + 30 * 3600_000)
  await call(orderEndpoints.create.path, {
    serviceId: service.id,
    shopId: shop.id,
    dateTime: toOffsetIso(startAt, shop.city.utcOffset),
    dateTo: toOffsetIso(new Date(startAt.getTime() + 8 * 3600_000), shop.city.utcOffset),
    description: 'Весь город',
    planAssignmentsCount: null,
  })
}

export async function measureCityPush(): Promise<CityPushResult> {
  const databaseUrl = await createDatabase(databaseName)
  const filesDir = mkdtempSync(join(tmpdir(), 'smeny-city-push-'))
  const push = await startCountingPushService()
  const started: { stop(): Promise<number> }[] = []
  try {
    const { server: api } = await startServer({ databaseUrl, filesDir, env: { JOBS: 'none' } })
    started.push(api)
    await subscribeCity(push.origin)
    for (let n = 0; n < 2; n++)
      started.push((await startServer({ databaseUrl, filesDir, env: { JOBS: 'notifications' } })).server)
    const admin = await serverToken(api.baseUrl, '+79990000001', 'employee')
    await postOrderInTheCity(api.baseUrl, admin)
    const postedAt = performance.now()
    while (push.arrivals.length < devices && performance.now() - postedAt < deadlineMs) await sleep(200)
    const times = push.arrivals.map((at) => at - postedAt).sort((a, b) => a - b)
    return {
      devices,
      received: times.length,
      firstMs: times[0] ?? Number.NaN,
      lastMs: times.at(-1) ?? Number.NaN,
      deciles: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((tenth) => times[Math.ceil((times.length * tenth) / 10) - 1]!),
      refusedAnswers: push.refused(),
    }
  } finally {
    for (const server of started) await server.stop()
    await push.close()
    rmSync(filesDir, { recursive: true, force: true })
    await dropDatabases([databaseName])
  }
}

export function cityPushSection(result: CityPushResult, machine: Machine, postgres: string): Section {
  const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '—')
  return {
    id: 'city-push',
    body: `## A new order told to a whole city

Issue 50, item 4 (target: every device within 60 s): ${result.devices.toLocaleString('en')} workers of one city,
each with one subscribed device on a push service on this machine that answers every request 201 at once; an admin
posts one order there through an API instance (\`JOBS=none\`); two worker instances (\`JOBS=notifications\`, the
loop every 5 s) make the new-orders digest and send the pushes, each signed (VAPID) and encrypted (aes128gcm) for
its device. PostgreSQL, the demo data plus the city's workers. Times from the order's answer.

${table(
  ['Pushes received', 'First', '10 %', '50 %', '90 %', 'Last'],
  [
    [
      `${result.received} of ${result.devices}`,
      seconds(result.firstMs),
      seconds(result.deciles[0]!),
      seconds(result.deciles[4]!),
      seconds(result.deciles[8]!),
      `**${seconds(result.lastMs)}**`,
    ],
  ],
)}

Where the time goes: the first push waits for the digest, which counts an order only 5 s after its creation (a
transaction stamping it may not have committed before) and runs with the notification loop, every 5 s; the digest
itself is a handful of statements for the whole city (decision 118). From then on the two instances send, each
claiming batches of 100 until the outbox is empty, every push signed and encrypted on its own.

${machineLine(machine, postgres)}

Reproduce: \`npm run bench -- city-push\`; the code is \`bench/city-push.ts\`.`,
  }
}
