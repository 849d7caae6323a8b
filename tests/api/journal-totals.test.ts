import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { CallInput } from '../../src/contract/common/endpoint.ts'
import { journalEndpoints as calls } from '../../src/contract/journals/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { recordJournal, recordJournalEntries } from '../../src/server/kernel/journal.repository.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * The orders' journal's total without a filter is the sum its trigger keeps per entity (journal_totals, decision
 * 125): it must stay the number of records, whoever writes them and however many at once.
 */
let test: TestApp
let admin: string
let actors: Actors

beforeAll(async () => {
  test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  admin = (await signIn(test, 'admin')).accessToken
  const employee = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const me = await callApi(test.app, workerEndpoints.me, { token: worker })
  actors = { staff: employee, worker, otherWorker: worker, workerId: me.body.id }
})
afterAll(() => test.close())

type Request = CallInput<typeof calls.orders>['body']
const page = async (body: Request = {}) =>
  (await callApi(test.app, calls.orders, { token: admin, body })).body

describe('a journal’s total', () => {
  const counted = async () =>
    Number(
      (
        await rowsOf<{ n: string }>(test.db, sql`select count(*) as n from journal where entity = 'order'`)
      )[0]!.n,
    )
  const total = async (body: Request = {}) => (await page(body)).totalElements

  it('without a filter stays exact as records are added, one at a time and many in one statement', async () => {
    expect(await total()).toBe(await counted())
    const before = await total()
    await orderIn(test, actors, 'CONFIRMED')
    const at = test.clock()
    await recordJournal(test.db, {
      at,
      actorKind: 'system',
      action: 'order.updated',
      entity: 'order',
      entityId: 1,
    })
    await recordJournalEntries(test.db, [
      { at, actorKind: 'system', action: 'order.updated', entity: 'order', entityId: 2 },
      { at, actorKind: 'system', action: 'order.updated', entity: 'order', entityId: 3 },
      { at, actorKind: 'system', action: 'settings.changed', entity: 'settings', entityId: 'x' },
    ])
    const after = await total()
    expect(after).toBe(await counted())
    // The order's steps (created, assigned, confirmed: several records) and the three written here.
    expect(after - before).toBeGreaterThanOrEqual(6)
  })

  it('with a filter counts the records it lets through', async () => {
    const order = await orderIn(test, actors, 'APPROVED')
    const filtered = await total({ appliedFilters: { entityId: String(order.id) } })
    expect(filtered).toBe(
      Number(
        (
          await rowsOf<{ n: string }>(
            test.db,
            sql`select count(*) as n from journal where entity = 'order' and entity_id = ${String(order.id)}`,
          )
        )[0]!.n,
      ),
    )
  })
})
