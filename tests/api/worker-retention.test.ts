import pg from 'pg'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptEndpoints } from '../../src/contract/receipts/endpoints.ts'
import { receiptMessages } from '../../src/contract/receipts/requests.ts'
import { taxReceiptChecks, taxReceipts, workers } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Decision 036, item 3: the day after a deleted worker's retention ends, the scheduled step erases their name
 * and INN, and the INN the receipts' checks name as seller; it claims its workers with SKIP LOCKED, so a worker
 * a request holds is erased on a later run, never waited for.
 */
const onPostgres = process.env.TEST_DB === 'postgres'
let test: TestApp

beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

/** A demo worker, deleted with their data kept until yesterday. */
async function deletedPastRetention(lastName: string): Promise<number> {
  const yesterday = new Date(test.clock().getTime() - 86_400_000).toISOString().slice(0, 10)
  const [row] = await test.db
    .update(workers)
    .set({ state: 'DELETED_SELF_EMPLOYED', deletedAt: test.clock(), personalDataKeptUntil: yesterday })
    .where(eq(workers.lastName, lastName))
    .returning({ id: workers.id })
  return row!.id
}

const checksOf = (workerId: number) =>
  test.db
    .select({
      receiptId: taxReceipts.id,
      sellerInn: taxReceiptChecks.sellerInn,
      nextCheckAt: taxReceiptChecks.nextCheckAt,
    })
    .from(taxReceiptChecks)
    .innerJoin(taxReceipts, eq(taxReceipts.id, taxReceiptChecks.receiptId))
    .where(eq(taxReceipts.workerId, workerId))

const innOf = async (id: number) =>
  (await test.db.select({ inn: workers.inn }).from(workers).where(eq(workers.id, id)))[0]!.inn

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  const limit = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
  )
  return Promise.race([work, limit])
}

describe('erasing a deleted worker’s data when its retention ends', () => {
  it('empties the INN the receipts’ checks name as seller, and asks nothing more of them', async () => {
    const id = await deletedPastRetention('Сидоров')
    expect((await checksOf(id)).length).toBeGreaterThan(0)
    expect((await test.orderSteps.runDue()).erased).toBe(1)
    expect(await innOf(id)).toBe('')
    const checks = await checksOf(id)
    for (const check of checks) expect(check).toMatchObject({ sellerInn: null, nextCheckAt: null })
    // Staff asking for such a receipt's page at the tax service are told why there is none.
    const staff = (await signIn(test, 'employee')).accessToken
    const link = await callApi(test.app, receiptEndpoints.linkForDownloading, {
      token: staff,
      body: { id: checks[0]!.receiptId },
    })
    expect(link.status).toBe(404)
    expect(link.body).toEqual({ message: receiptMessages.sellerErased })
  })

  it.skipIf(!onPostgres)(
    'passes over a worker another transaction holds without waiting, and erases them on the next run',
    async () => {
      const held = await deletedPastRetention('Абдуллаев')
      const free = await deletedPastRetention('Новикова')
      const request = new pg.Client({ connectionString: test.databaseUrl })
      await request.connect()
      try {
        await request.query('begin')
        await request.query('select id from workers where id = $1 for update', [held])
        const meanwhile = await within(5_000, test.orderSteps.runDue())
        expect(meanwhile.erased).toBe(1)
        expect(await innOf(free)).toBe('')
        expect(await innOf(held)).not.toBe('')
        await request.query('commit')
      } finally {
        await request.end()
      }
      expect((await test.orderSteps.runDue()).erased).toBe(1)
      expect(await innOf(held)).toBe('')
      expect((await checksOf(held)).every((check) => check.sellerInn === null)).toBe(true)
    },
    60_000,
  )
})
