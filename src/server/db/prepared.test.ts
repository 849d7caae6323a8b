import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { integer, pgTable } from 'drizzle-orm/pg-core'
import type { Database, Executor } from './client.ts'
import { maxPreparedShapes, preparedByShape, preparedStatement } from './prepared.ts'

/** A query builder that records the name each statement is prepared under. */
function recordingBuilder() {
  const names: string[] = []
  const build = () => ({ prepare: (name: string) => (names.push(name), { name }) })
  return { names, build }
}

describe('statements prepared by shape', () => {
  it('prepares each shape once under its own name, and past the limit runs new shapes unnamed', () => {
    const prepared = preparedByShape('orders_page')
    const db = {} as Executor
    const { names, build } = recordingBuilder()
    for (let shape = 0; shape < maxPreparedShapes; shape++) prepared(db, `shape ${shape}`, build)
    expect(new Set(names).size).toBe(maxPreparedShapes)
    expect(prepared(db, 'shape 0', build)).toEqual({ name: 'orders_page_1' })

    expect(prepared(db, 'a rare shape', build)).toEqual({ name: '' })
    expect(prepared(db, 'a rare shape', build)).toEqual({ name: '' })
    expect(names.filter((name) => name === '')).toHaveLength(2)
    expect(prepared(db, `shape ${maxPreparedShapes - 1}`, build)).toEqual({
      name: `orders_page_${maxPreparedShapes}`,
    })
  })
})

describe('prepared statements on PGlite', () => {
  const numbers = pgTable('numbers', { n: integer('n').primaryKey() })
  const byN = preparedStatement('numbers_by_n', (db) =>
    db
      .select()
      .from(numbers)
      .where(sql`${numbers.n} = ${sql.placeholder('n')}`),
  )
  const aboveByShape = preparedByShape('numbers_above')
  let client: PGlite
  let db: Database
  beforeAll(async () => {
    client = await PGlite.create()
    await client.exec(
      'create table numbers (n int primary key); insert into numbers select generate_series(1, 9)',
    )
    db = drizzle(client) as unknown as Database
  })
  afterAll(() => client.close())

  it('answers each call with its own values, on the database and in a transaction', async () => {
    const above = (executor: Executor, min: number) =>
      aboveByShape(executor, 'above', () =>
        executor
          .select()
          .from(numbers)
          .where(sql`${numbers.n} > ${sql.placeholder('min')}`),
      ).execute({ min })
    expect(await byN(db).execute({ n: 3 })).toEqual([{ n: 3 }])
    expect(await byN(db).execute({ n: 4 })).toEqual([{ n: 4 }])
    expect(await above(db, 7)).toEqual([{ n: 8 }, { n: 9 }])
    expect(await above(db, 8)).toEqual([{ n: 9 }])
    expect(await db.transaction((tx) => byN(tx).execute({ n: 5 }))).toEqual([{ n: 5 }])
  })
})
