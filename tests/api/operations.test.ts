import { PassThrough } from 'node:stream'
import { endpointPath } from '../../src/contract/common/endpoint.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { systemEndpoints } from '../../src/contract/system/endpoints.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { callApi } from '../support/api.ts'
import { sql } from 'drizzle-orm'
import { metricsRefusedMessage, notReadyReasons } from '../../src/contract/system/health.ts'
import { createHttpSms } from '../../src/server/ports/sms/http-sms.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/** Issue 20, item 6: what the load balancer, Prometheus and the log reader get from an instance. */
const metricsToken = 'metrics-token-for-the-tests-0123456789'
let test: TestApp
let log = ''

beforeAll(async () => {
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()))
  test = await createTestApp({
    env: { LOG_LEVEL: 'info', METRICS_TOKEN: metricsToken },
    logStream: stream,
    // A gateway that does not answer: the code is sent after the answer, and its failure is logged then.
    sms: createHttpSms({ url: 'http://127.0.0.1:9/sms' }),
  })
})
afterAll(() => test.close())

const ready = () => test.app.inject({ method: 'GET', url: systemEndpoints.ready.path })
const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  test.app.inject({ method: 'GET', url: '/metrics', ...options })

describe('readiness', () => {
  it('declares its 503 answer, with the same body as its 200, in the OpenAPI document', async () => {
    type Answers = Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { responses: Answers } }>
    }
    const { responses } = document.paths[systemEndpoints.ready.path]!.get
    const bodyOf = (status: string) => responses[status]?.content?.['application/json']?.schema?.properties
    expect(bodyOf('503')).toEqual(bodyOf('200'))
    expect(Object.keys(bodyOf('503') ?? {})).toEqual(['status', 'reason', 'checks'])
  })

  it('is ready when the database answers and is migrated', async () => {
    const answer = await ready()
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    })
  })

  it('is not ready, with the reason, while the newest migration is not applied', async () => {
    const [newest] = await rowsOf<{ id: number; hash: string; created_at: string }>(
      test.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )
    await test.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`)
    try {
      const answer = await ready()
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({ status: 'not-ready', reason: notReadyReasons.migrations })
    } finally {
      await test.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      )
    }
    expect((await ready()).statusCode).toBe(200)
  })
})

describe('metrics', () => {
  it('counts and times requests by route pattern, and shows the backlog of the scheduled work', async () => {
    await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
    await test.app.inject({
      method: 'GET',
      url: endpointPath(filesEndpoints.download, { token: 'not-a-token' }),
    })
    const answer = await metrics()
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain/)
    const text = answer.body
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/)
    // By pattern: the token in the path never becomes a series of its own.
    expect(text).toContain('route="/api/files/download/:token",status="403"')
    expect(text).not.toContain('not-a-token')
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health"\}/,
    )
    expect(text).toMatch(/process_resident_memory_bytes \d+/)

    const [atBank] = await rowsOf<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from payment_outbox where state in ('CLAIMED', 'SENT_TO_BANK')`,
    )
    expect(text).toContain(`bank_outbox_backlog ${atBank!.count}`)
    expect(text).toMatch(/order_steps_due\{step="start"\} \d+/)
    expect(text).toMatch(/order_steps_due\{step="end"\} \d+/)
    if (process.env.TEST_DB === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/)
  })

  it('shows how many rows of each queue are due, from the queue itself', async () => {
    const [device] = await rowsOf<{ id: number }>(
      test.db,
      sql`insert into push_subscriptions (user_kind, user_id, endpoint, p256dh, auth, created_at)
          values ('worker', 1, 'https://push.example.com/backlog', 'key', 'auth', now()) returning id`,
    )
    await test.db.execute(
      sql`insert into notification_outbox (subscription_id, message, created_at, due_at)
          select ${device!.id}, '{}'::jsonb, now(), timestamptz '2001-01-01' from generate_series(1, 3)`,
    )
    const text = (await metrics()).body
    expect(text).toContain('job_queue_backlog{queue="notifications"} 3')
    for (const queue of ['webhooks', 'payouts', 'receiptChecks', 'npdRechecks'])
      expect(text).toMatch(new RegExp(`job_queue_backlog\\{queue="${queue}"\\} \\d+`))
  })

  it('answers only the internal network, or anyone with the token', async () => {
    expect((await metrics({ remoteAddress: '10.1.2.3' })).statusCode).toBe(200)
    const outside = await metrics({ remoteAddress: '203.0.113.7' })
    expect(outside.statusCode).toBe(403)
    expect(outside.json()).toEqual({ message: metricsRefusedMessage })
    // Relayed by the proxy: the proxy is inside, the caller is not.
    expect((await metrics({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403)
    const withToken = { remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${metricsToken}` } }
    expect((await metrics(withToken)).statusCode).toBe(200)
    const wrongToken = {
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${'x'.repeat(38)}` },
    }
    expect((await metrics(wrongToken)).statusCode).toBe(403)
  })
})

describe('request ids', () => {
  it('keeps the proxy’s id, makes one otherwise, and returns it', async () => {
    const given = await test.app.inject({
      method: 'GET',
      url: systemEndpoints.health.path,
      headers: { 'x-request-id': 'caddy-abc.123' },
    })
    expect(given.headers['x-request-id']).toBe('caddy-abc.123')
    const made = await test.app.inject({ method: 'GET', url: systemEndpoints.health.path })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // A header that could forge log lines or flood them is not taken.
    const hostile = await test.app.inject({
      method: 'GET',
      url: systemEndpoints.health.path,
      headers: { 'x-request-id': 'a"}\u2028{"level":60' },
    })
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('writes JSON lines, and the work a request started logs that request’s id after the answer', async () => {
    const answer = await callApi(test.app, authEndpoints.requestEmployeeCode, {
      body: { phone: demoPhones.admin },
      headers: { 'x-request-id': 'sign-in-42' },
    })
    expect(answer.status).toBe(200)
    const failure = async () =>
      log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
        .find((line) => line.msg === 'SMS gateway did not take a sign-in code')
    let line = await failure()
    for (let tries = 0; !line && tries < 100; tries++) {
      await new Promise((wake) => setTimeout(wake, 50))
      line = await failure()
    }
    expect(line?.reqId).toBe('sign-in-42')
  })
})
