import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Order } from '../../src/contract/orders/order.ts'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { createOrderSteps, type OrderSteps } from '../../src/server/jobs/order-steps.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * Issue 20, item 2: the automatic order steps run as claims on the database. Two job runners, each on its own
 * connection pool as two instances would be, race on the same due orders and move each once; a step whose
 * instance died holding its claim is taken up again, and a live claim is passed over, not waited for.
 */
const onPostgres = process.env.TEST_DB === 'postgres'

let test: TestApp
let actors: Actors
let second: DatabaseHandle | undefined
let runners: [OrderSteps, OrderSteps]

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  second = test.databaseUrl ? await openDatabase({ databaseUrl: test.databaseUrl }) : undefined
  const other = createOrderSteps({ db: second?.db ?? test.db, clock: test.clock, intervalMs: 60_000 })
  runners = [test.orderSteps, other]
}, 120_000)
afterAll(async () => {
  await second?.close()
  await test.close()
})

const journalCounts = async (ids: number[], action: string) =>
  rowsOf<{ entity_id: string; count: number }>(
    test.db,
    sql`select entity_id, count(*)::int as count from journal
        where entity = 'order' and action = ${action} and entity_id in ${ids.map(String)}
        group by entity_id order by entity_id`,
  )
const statusOf = async (id: number) =>
  (await rowsOf<{ status: string }>(test.db, sql`select status from orders where id = ${id}`))[0]!.status

/** Fails the test instead of hanging when a step waits on a row another instance holds. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited more than ${ms} ms`)), ms)),
  ])

describe(`scheduled steps with two job runners (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite'})`, () => {
  it('moves each due order once although both runners run the same round at once', async () => {
    const confirmed: Order[] = []
    for (let i = 0; i < 6; i++) confirmed.push(await orderIn(test, actors, 'CONFIRMED'))
    test.clock.advance(2 * 3600_000 + 1000)
    const rounds = await Promise.all([
      runners[0].runDue(),
      runners[1].runDue(),
      runners[0].runDue(),
      runners[1].runDue(),
    ])
    const ids = confirmed.map((order) => order.id)
    expect(rounds.reduce((sum, round) => sum + round.started, 0)).toBe(ids.length)
    expect(await journalCounts(ids, 'order.shiftStarted')).toEqual(
      ids
        .map((id) => ({ entity_id: String(id), count: 1 }))
        .sort((a, b) => a.entity_id.localeCompare(b.entity_id)),
    )
    for (const id of ids) expect(await statusOf(id)).toBe('IN_PROGRESS')
  }, 120_000)

  it('reports an order whose step fails and still moves the orders after it', async () => {
    const [broken, fine] = [
      await orderIn(test, actors, 'CONFIRMED'),
      await orderIn(test, actors, 'CONFIRMED'),
    ]
    test.clock.advance(2 * 3600_000 + 1000)
    // The database itself refuses the first order's change, as a constraint or a lost column would.
    await test.db.execute(
      sql.raw(`create function refuse_broken_order() returns trigger language plpgsql as $$
        begin if new.id = ${broken.id} then raise exception 'broken order'; end if; return new; end $$`),
    )
    await test.db.execute(
      sql`create trigger refuse_broken_order before update on orders for each row execute function refuse_broken_order()`,
    )
    try {
      const errors: unknown[] = []
      const runner = createOrderSteps({
        db: test.db,
        clock: test.clock,
        intervalMs: 60_000,
        onError: (error) => errors.push(error),
      })
      const round = await runner.runDue()
      expect(round.started).toBe(1)
      expect(await statusOf(fine.id)).toBe('IN_PROGRESS')
      expect(await statusOf(broken.id)).toBe('CONFIRMED')
      expect(errors).toHaveLength(1)
      expect(String((errors[0] as Error).cause)).toContain('broken order')
    } finally {
      await test.db.execute(sql`drop trigger refuse_broken_order on orders`)
      await test.db.execute(sql`drop function refuse_broken_order()`)
    }
    expect((await test.orderSteps.runDue()).started).toBe(1)
  }, 120_000)

  it.skipIf(!onPostgres)(
    'passes over an order another instance holds, and takes it up once that instance has died mid-step',
    async () => {
      const [held, free] = [
        await orderIn(test, actors, 'CONFIRMED'),
        await orderIn(test, actors, 'CONFIRMED'),
      ]
      test.clock.advance(2 * 3600_000 + 1000)
      // The dying instance: it has claimed the order and done half of the step when its connection goes.
      const dying = new pg.Client({ connectionString: test.databaseUrl })
      await dying.connect()
      dying.on('error', () => {})
      await dying.query('begin')
      await dying.query('select id from orders where id = $1 for update', [held.id])
      await dying.query(`update orders set status = 'IN_PROGRESS' where id = $1`, [held.id])
      const pid = (await dying.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid

      const meanwhile = await within(5_000, runners[1].runDue())
      expect(meanwhile.started).toBe(1)
      expect(await statusOf(free.id)).toBe('IN_PROGRESS')
      expect(await statusOf(held.id)).toBe('CONFIRMED')

      // Without a timeout the call returns once the signal is sent, while the backend may still hold the row.
      const [terminated] = await rowsOf<{ done: boolean }>(
        test.db,
        sql`select pg_terminate_backend(${pid}::int, 10000) as done`,
      )
      expect(terminated!.done).toBe(true)
      const after = await within(5_000, runners[0].runDue())
      expect(after.started).toBe(1)
      expect(await statusOf(held.id)).toBe('IN_PROGRESS')
      expect(await journalCounts([held.id, free.id], 'order.shiftStarted')).toEqual(
        [held.id, free.id]
          .map((id) => ({ entity_id: String(id), count: 1 }))
          .sort((a, b) => a.entity_id.localeCompare(b.entity_id)),
      )
      await dying.end().catch(() => {})
    },
    120_000,
  )

  it('lifts an expired block once when both runners find it due', async () => {
    const [worker] = await rowsOf<{ id: number }>(
      test.db,
      sql`update workers set state = 'BLOCKED_SELF_EMPLOYED', blocked_until = ${new Date(test.clock().getTime() - 1000)}
          where id = (select id from workers where state = 'SELF_EMPLOYED' order by id limit 1) returning id`,
    )
    const rounds = await Promise.all([runners[0].runDue(), runners[1].runDue()])
    expect(rounds[0].unblocked + rounds[1].unblocked).toBe(1)
    const [lifted] = await rowsOf<{ count: number }>(
      test.db,
      sql`select count(*)::int as count from journal
          where entity = 'worker' and entity_id = ${String(worker!.id)} and action = 'worker.unblocked'`,
    )
    expect(lifted!.count).toBe(1)
  })
})
