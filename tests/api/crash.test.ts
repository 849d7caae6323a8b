import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { httpApi } from '../support/api-over-http.ts'
import { freshPostgresDatabase } from '../support/database.ts'
import { listOf } from '../support/dictionaries.ts'
import { client, startServer, type ServerProcess } from '../support/server-process.ts'
import { demoPhones } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 12, item 5: the real server process is killed with SIGKILL in the middle of writes and started again
 * on the same data. Every write answered 200 is there, none is half-done, and the scheduled steps catch up.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
let dataDir: string
let postgres: { url: string; drop(): Promise<void> } | undefined
let server: ServerProcess | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'crash-'))
  if (onPostgres) postgres = await freshPostgresDatabase()
})
afterAll(async () => {
  await server?.kill()
  await postgres?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const start = () => startServer({ dataDir, databaseUrl: postgres?.url })
const openData = (): Promise<DatabaseHandle> =>
  openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir })

describe(`a server killed mid-write (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every answered write whole, and catches up with the scheduled steps it missed', async () => {
    server = await start()
    const call = client(server.baseUrl)
    const session = async (phone: string, as: 'employee' | 'worker') =>
      (await call('POST', '/dev/session', { phone, as })).body.accessToken as string
    const staff = await session(demoPhones.admin, 'employee')
    const worker = await session(demoPhones.worker, 'worker')

    let api = httpApi(server.baseUrl)
    const shops = listOf((await api(dictionaryEndpoints.shops, { token: staff, query: {} })).body)
    const shop = shops.find((candidate) => candidate.city.name === 'Луховицы')!
    const services = listOf((await api(dictionaryEndpoints.services)).body)
    const service = services.find((candidate) => candidate.planTariffPeriod === 'Shift')!
    const current = (await api(orderEndpoints.filter, { token: staff, query: { size: 100 }, body: {} })).body
      .content
    const actOrder = current.find(
      (order) => order.status === 'DONE' && order.certificateStatus === 'NOT_FORMED',
    )!
    const confirmedOrder = current.find((order) => order.status === 'CONFIRMED')!
    expect(actOrder && confirmedOrder).toBeTruthy()

    const created: { id: number; description: string | null }[] = []
    const responded: number[] = []
    let actAnswered = false
    let sent = 0
    let killed = false
    const createAndRespond = async (lane: number) => {
      for (let n = 0; !killed; n++) {
        const startAt = new Date(Date.now() + (48 + n) * 3600_000)
        sent++
        const order = await api(orderEndpoints.create, {
          token: staff,
          body: {
            serviceId: service.id,
            shopId: shop.id,
            dateTime: toOffsetIso(startAt, shop.city.utcOffset),
            dateTo: toOffsetIso(new Date(startAt.getTime() + 4 * 3600_000), shop.city.utcOffset),
            description: `crash-${lane}-${n}`,
            planAssignmentsCount: null,
          },
        }).catch(() => null)
        if (!order) return
        expect(order.status, JSON.stringify(order.body)).toBe(200)
        created.push(order.body)
        const response = await api(responseEndpoints.make, {
          token: worker,
          body: { orderId: order.body.id },
        }).catch(() => null)
        if (!response) return
        expect(response.status, JSON.stringify(response.body)).toBe(200)
        responded.push(order.body.id)
      }
    }
    const lanes = [0, 1, 2, 3].map(createAndRespond)
    const act = api(actEndpoints.generate, { token: staff, body: { id: actOrder.id } }).then(
      (answer) => (actAnswered = answer.status === 204),
      () => undefined,
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    killed = true
    await server.kill()
    await Promise.all([...lanes, act])
    expect(created.length).toBeGreaterThan(3)
    expect(sent).toBeGreaterThan(created.length - 1)

    // While the server is down the confirmed shift's start passes.
    const down = await openData()
    await down.db.execute(
      sql`update orders set date_time = now() - interval '1 minute', date_to = now() + interval '3 hours'
          where id = ${confirmedOrder.id}`,
    )
    await down.close()

    server = await start()
    api = httpApi(server.baseUrl)
    const byId = (id: number) => api(orderEndpoints.byId, { token: staff, body: { id } })
    for (const order of created) {
      const stored = await byId(order.id)
      expect(stored.status).toBe(200)
      expect(stored.body.description).toBe(order.description)
    }
    for (const orderId of responded) {
      const responses = await api(responseEndpoints.allForOrder, { token: staff, body: { id: orderId } })
      expect(responses.body.length).toBe(1)
      expect((await byId(orderId)).body.status).toBe('HAS_RESPONSE')
    }
    const actNow = (await byId(actOrder.id)).body
    // The crash may come before or after the act's answer; an answered act must have stayed sent.
    expect(!actAnswered || actNow.certificateStatus === 'SENT', 'an answered act is SENT').toBe(true)
    if (actNow.certificateStatus === 'SENT') {
      const pdf = await api(actEndpoints.pdf, { token: staff, body: { id: actOrder.id } })
      expect(pdf.status).toBe(200)
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
    } else expect(actNow.certificateStatus).toBe('NOT_FORMED')

    // The scheduled steps run every 30 s: the missed shift start is taken up within one round.
    const deadline = Date.now() + 45_000
    let status = ''
    while (Date.now() < deadline) {
      status = (await byId(confirmedOrder.id)).body.status
      if (status === 'IN_PROGRESS') break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    expect(status).toBe('IN_PROGRESS')
    await server.stop()
    server = undefined

    // Nothing half-done: each order has its creation in the journal, each response its order's status.
    const after = await openData()
    try {
      const halfDone = await rowsOf<{ id: number; problem: string }>(
        after.db,
        sql`select o.id, 'no journal entry' as problem from orders o
              where o.description like 'crash-%' and not exists (
                select 1 from journal j where j.entity = 'order' and j.entity_id = o.id::text
                  and j.action = 'order.created')
            union all
            select o.id, 'response without its status' from orders o
              where o.description like 'crash-%' and exists (select 1 from order_responses r where r.order_id = o.id)
                and o.status <> 'HAS_RESPONSE'
            union all
            select o.id, 'status without its response' from orders o
              where o.description like 'crash-%' and o.status = 'HAS_RESPONSE'
                and not exists (select 1 from order_responses r where r.order_id = o.id)`,
      )
      expect(halfDone).toEqual([])
      const [act] = await rowsOf<{ status: string; file_id: string | null }>(
        after.db,
        sql`select status, file_id from certificates where order_id = ${actOrder.id}`,
      )
      expect(act?.status !== 'SENT' || act.file_id !== null, 'a SENT act has its file').toBe(true)
    } finally {
      await after.close()
    }
  }, 240_000)
})
