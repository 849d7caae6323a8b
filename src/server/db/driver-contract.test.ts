import { PGlite } from '@electric-sql/pglite'
import { eq, is, SQL, sql, Subquery } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import type { Database } from './client.ts'

/**
 * The driver contract (decision 060): the fields of drizzle's that its types keep private and the server reads
 * anyway. row-mapper.ts and prepared.ts fall back to drizzle's own way, slower but right, when a field is missing:
 * these tests fail loudly instead, so that an upgrade of drizzle-orm cannot slow the hot calls unnoticed. What to do
 * when one fails: docs/decisions/060-pglite-for-the-demo-and-the-driver-contract.md.
 */
const shops = pgTable('contract_shops', { id: integer('id').primaryKey(), name: text('name').notNull() })
const orders = pgTable('contract_orders', {
  id: integer('id').primaryKey(),
  shopId: integer('shop_id'),
})

let client: PGlite
let db: Database
beforeAll(async () => {
  client = await PGlite.create()
  await client.exec(`
    create table contract_shops (id int primary key, name text not null);
    create table contract_orders (id int primary key, shop_id int);
    insert into contract_shops values (1, 'Пятёрочка');
    insert into contract_orders values (10, 1), (11, null);`)
  db = drizzle(client) as unknown as Database
})
afterAll(() => client.close())

describe('the driver contract', () => {
  it('pins drizzle-orm exactly, since private fields of it are read', () => {
    expect(packageJson.dependencies['drizzle-orm']).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
  })

  it("keeps a prepared select's fields, its left joins and the mapper it calls instead of its own", async () => {
    const prepared = db
      .select({ id: orders.id, shop: { id: shops.id, name: shops.name } })
      .from(orders)
      .leftJoin(shops, eq(shops.id, orders.shopId))
      .orderBy(orders.id)
      .prepare('contract_fields') as unknown as {
      fields?: { path: string[]; field: unknown }[]
      joinsNotNullableMap?: Record<string, boolean>
      customResultMapper?: (rows: unknown[][]) => unknown
      execute(): Promise<unknown>
    }
    expect(prepared.fields?.map((field) => field.path)).toEqual([['id'], ['shop', 'id'], ['shop', 'name']])
    expect(prepared.joinsNotNullableMap).toEqual({ contract_orders: true, contract_shops: false })
    expect(prepared.customResultMapper).toBeUndefined()
    prepared.customResultMapper = (rows) => rows.map((row) => row.join('/'))
    expect(await prepared.execute()).toEqual(['10/1/Пятёрочка', '11//'])
  })

  it("keeps the decoder of an SQL expression and the SQL of a subquery's field", () => {
    const expression = sql<number>`count(*)`.mapWith(Number)
    const { decoder } = expression as unknown as { decoder: { mapFromDriverValue(value: unknown): unknown } }
    expect(decoder.mapFromDriverValue('7')).toBe(7)
    const subquery = db.select({ id: orders.id }).from(orders).as('ids')
    expect(is(subquery, Subquery)).toBe(true)
    expect(is((subquery as unknown as { _: { sql: unknown } })._.sql, SQL)).toBe(true)
  })

  it("runs a prepared statement on whichever session's client it is given, on the database and in a transaction", async () => {
    const sessionOf = (executor: unknown) => (executor as { session: { client: unknown } }).session
    expect(sessionOf(db).client).toBe(client)
    const byId = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('contract_client') as unknown as {
      client: unknown
      execute(values: unknown): Promise<unknown>
    }
    expect(byId.client).toBe(client)
    const inTransaction = await db.transaction(async (tx) => {
      const txClient = sessionOf(tx).client
      expect(txClient).toBeDefined()
      expect(txClient).not.toBe(client)
      const onTx = Object.create(byId, { client: { value: txClient } }) as typeof byId
      return onTx.execute({ id: 11 })
    })
    expect(inTransaction).toEqual([{ id: 11 }])
  })
})
