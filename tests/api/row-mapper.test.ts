import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { orders, shops, workers } from '../../src/server/db/schema/index.ts'
import { withCompiledRows } from '../../src/server/db/row-mapper.ts'
import { selectOrderViews } from '../../src/server/shared/order-core/orders.repository.ts'
import { createTestApp, type TestApp } from '../support/app.ts'

/**
 * Decision 043: the hot lists' prepared statements map their rows with a function written for their fields. Each
 * select here runs prepared twice, mapped by drizzle and by that function, and the rows must be the same.
 */
let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

let statementNumber = 0
async function bothMappings<Query extends { prepare(name: string): { execute(): Promise<unknown[]> } }>(
  build: () => Query,
) {
  const byDrizzle = await build().prepare(`row_mapper_drizzle_${++statementNumber}`).execute()
  const compiled = withCompiledRows(build().prepare(`row_mapper_compiled_${statementNumber}`))
  // Set only when drizzle still keeps the select's fields where the mapper reads them, else drizzle maps both.
  expect(typeof (compiled as { customResultMapper?: unknown }).customResultMapper).toBe('function')
  return { byDrizzle, compiled: await compiled.execute() }
}

describe('rows mapped by a function written for the select', () => {
  it('maps an order view: whole tables, nested objects, dates, numbers and the view’s expressions', async () => {
    const { byDrizzle, compiled } = await bothMappings(() => selectOrderViews(test.db).orderBy(orders.id))
    expect(byDrizzle.length).toBeGreaterThan(3)
    expect(compiled).toEqual(byDrizzle)
    const [first] = compiled as { order: { dateTime: unknown } }[]
    expect(first!.order.dateTime).toBeInstanceOf(Date)
  })

  it('gives null for a left-joined table that has no row, and the row where there is one', async () => {
    const build = (withExecutor: boolean) => () =>
      test.db
        .select({ id: orders.id, executor: { id: workers.id, lastName: workers.lastName } })
        .from(orders)
        .leftJoin(workers, eq(workers.id, orders.executorId))
        .where(withExecutor ? isNotNull(orders.executorId) : isNull(orders.executorId))
        .orderBy(orders.id)
    const without = await bothMappings(build(false))
    const withOne = await bothMappings(build(true))
    expect(without.compiled).toEqual(without.byDrizzle)
    expect(withOne.compiled).toEqual(withOne.byDrizzle)
    expect((without.compiled as { executor: unknown }[]).every((row) => row.executor === null)).toBe(true)
    expect((withOne.compiled as { executor: unknown }[]).every((row) => row.executor !== null)).toBe(true)
  })

  it('maps counts, mapped expressions and grouped rows', async () => {
    const { byDrizzle, compiled } = await bothMappings(() =>
      test.db
        .select({
          cityId: shops.cityId,
          total: count(),
          latest: sql<Date>`max(${orders.dateTime})`.mapWith(orders.dateTime),
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .groupBy(shops.cityId)
        .orderBy(shops.cityId),
    )
    expect(compiled).toEqual(byDrizzle)
    const [first] = compiled as { total: unknown; latest: unknown }[]
    expect(typeof first!.total).toBe('number')
    expect(first!.latest).toBeInstanceOf(Date)
  })
})
