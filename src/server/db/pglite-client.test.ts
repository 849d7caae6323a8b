import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { PGliteForDrizzle } from './pglite-client.ts'
import { compilePgliteWasm } from './pglite-wasm.ts'

/** A column of each type drizzle asks PGlite to leave as text, and an array of each such array type. */
const typed = pgTable('typed', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  atAsText: timestamp('at_as_text', { withTimezone: true, mode: 'string' }),
  local: timestamp('local', { mode: 'date' }),
  day: date('day', { mode: 'date' }),
  dayAsText: date('day_as_text'),
  span: interval('span'),
  amounts: numeric('amounts').array(),
  ats: timestamp('ats', { withTimezone: true, mode: 'string' }).array(),
  locals: timestamp('locals', { mode: 'string' }).array(),
  days: date('days').array(),
  spans: interval('spans').array(),
})

const createTyped = `create table typed (id int primary key, at timestamptz, at_as_text timestamptz,
  local timestamp, day date, day_as_text date, span interval, amounts numeric[], ats timestamptz[],
  locals timestamp[], days date[], spans interval[]);
insert into typed values (1, '2026-11-27 10:15:30.123+03', '2026-11-27 10:15:30+03', '2026-11-27 10:15:30',
  '2026-11-27', '2026-02-28', '1 day 02:03:04', '{1.50,2000.00}', '{"2026-11-27 10:15:30+03"}',
  '{"2026-11-27 10:15:30"}', '{2026-11-27,2026-12-01}', '{"1 day","02:00:00"}'),
  (2, null, null, null, null, null, null, null, null, null, null, null);`

async function open(client: PGlite) {
  await client.exec(createTyped)
  return drizzle(client)
}

let plain: PGlite
let product: PGliteForDrizzle
beforeAll(async () => {
  plain = new PGlite()
  product = await PGliteForDrizzle.open()
})
afterAll(async () => {
  await plain.close()
  await product.close()
})
afterEach(() => vi.restoreAllMocks())

describe('PGlite for drizzle (decision 044)', () => {
  it('gives the same rows as drizzle over PGlite as it comes, typed and raw, in and out of transactions', async () => {
    const [asShipped, ours] = await Promise.all([open(plain), open(product)])
    const read = async (db: typeof ours) => ({
      typed: await db.select().from(typed).orderBy(typed.id),
      raw: (await db.execute(sql`select * from typed order by id`)).rows,
      inTransaction: await db.transaction((tx) => tx.select().from(typed).orderBy(typed.id)),
    })
    const expected = await read(asShipped)
    expect(expected.typed[0]!.at).toEqual(new Date('2026-11-27T07:15:30.123Z'))
    expect(expected.typed[0]!.amounts).toEqual(['1.50', '2000.00'])
    expect(await read(ours)).toEqual(expected)
  })

  it('hands PGlite no parsers of its own with a statement, in and out of transactions', async () => {
    const db = drizzle(product)
    const seen: unknown[] = []
    const query = PGlite.prototype.query
    vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, text, params, options) {
      seen.push(options)
      return query.call(this, text, params, options)
    })
    const transaction = PGlite.prototype.transaction
    vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function (this: PGlite, callback) {
      return transaction.call(this, (tx) => {
        const inner = tx.query
        tx.query = (text, params, options) => (seen.push(options), inner(text, params, options))
        return callback(tx)
      })
    })

    await db.select().from(typed)
    await db.execute(sql`select 1`)
    await db.transaction(async (tx) => {
      await tx.select().from(typed)
      await tx.execute(sql`select 1`)
    })
    expect(seen).toHaveLength(4)
    for (const options of seen) expect(options).not.toHaveProperty('parsers')
    expect(seen[0]).toEqual({ rowMode: 'array' })
  })
})

describe('statements under their names on PGlite (decision 050)', () => {
  const plansOf = async (name: string) =>
    (
      await product.query<{ generic_plans: number; custom_plans: number }>(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [name],
      )
    ).rows[0]

  it('answers the rows `query` answers, parses the statement once and plans it once it may', async () => {
    await product.exec(
      'create table if not exists named_rows (id int primary key, at timestamptz, amounts numeric[])',
    )
    await product.exec(
      "insert into named_rows values (1, '2026-11-27 10:15:30+03', '{1.50}'), (2, null, null) on conflict do nothing",
    )
    const text = 'select id, at, amounts from named_rows where id = $1'
    for (const id of [1, 2, 1, 2, 1, 2, 1, 2]) {
      const named = await product.queryNamed('named_rows_by_id', text, [id], { rowMode: 'array' })
      const unnamed = await product.query(text, [id], { rowMode: 'array' })
      expect(named.rows).toEqual(unnamed.rows)
      expect(named.fields).toEqual(unnamed.fields)
    }
    const plans = await plansOf('named_rows_by_id')
    expect(plans).toBeDefined()
    expect(plans!.generic_plans + plans!.custom_plans).toBe(8)
    expect(plans!.generic_plans).toBeGreaterThan(0)
  })

  it('leaves the session usable after a statement fails, and fails the same way again', async () => {
    const failing = 'select 1 / $1::int as quotient'
    await expect(product.queryNamed('divides', failing, [0])).rejects.toThrow(/division by zero/)
    expect((await product.queryNamed<{ quotient: number }>('divides', failing, [2])).rows).toEqual([
      { quotient: 0 },
    ])
    await expect(product.queryNamed('divides', failing, [0])).rejects.toThrow(/division by zero/)
    await expect(product.queryNamed('no_such_table', 'select * from missing_table', [])).rejects.toThrow(
      /missing_table/,
    )
    await product.exec('deallocate all')
    expect((await product.queryNamed<{ quotient: number }>('divides', failing, [3])).rows).toEqual([
      { quotient: 0 },
    ])
    expect((await product.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('waits for a transaction in progress instead of running inside it', async () => {
    await product.exec('create table if not exists named_waits (id int primary key)')
    let named: Promise<unknown> | undefined
    await product.transaction(async (tx) => {
      await tx.query('insert into named_waits values (1)')
      named = product.queryNamed('named_waits_count', 'select count(*)::int as n from named_waits', [])
      await new Promise((resolve) => setTimeout(resolve, 20))
      await tx.query('delete from named_waits')
    })
    expect(((await named) as { rows: unknown[] }).rows).toEqual([{ n: 0 }])
  })
})

describe("PGlite's WebAssembly compiled before the open (decisions 052 and 055)", () => {
  it('opens from the module it is given, and from no other', async () => {
    const compiled = await compilePgliteWasm()
    const fromModule = await PGliteForDrizzle.open(undefined, compiled)
    expect((await fromModule.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
    await fromModule.close()
    // The smallest valid WebAssembly: 8 bytes of header, no PostgreSQL in it.
    const empty = await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))
    await expect(PGliteForDrizzle.open(undefined, empty)).rejects.toThrow()
  })
})
