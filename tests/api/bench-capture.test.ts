import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureCall, devToken, type DirectDatabase } from '../../bench/direct-database.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from '../../bench/orders-database.ts'
import { filterCall, staffPhone, statementName } from '../../bench/orders-filter.ts'

// The benchmark's "SQL alone" rows are only as true as the statements it learns from the server's code.
describe.skipIf(process.env.TEST_DB !== 'pglite')('the benchmark’s statements on PGlite', () => {
  let database: OrdersDatabase
  let direct: DirectDatabase
  beforeAll(async () => {
    database = await prepareOrdersDatabase('pglite', 'capture_test', 600)
    direct = await database.openDirect(1)
  })
  afterAll(async () => {
    await direct.close()
    await database.remove()
  })

  it('records the filter’s statements and replays them with the same rows', async () => {
    const token = await devToken(direct.app, staffPhone, 'employee')
    const statements = await captureCall(direct, { ...filterCall(await benchCityId(direct)), token })
    // PGlite runs the server's prepared statements unnamed (decision 060): the page of ids, then the count.
    expect(statements).toHaveLength(2)
    expect(statements.every((statement) => statement.name === undefined)).toBe(true)
    expect(statements.map(statementName)).toEqual(['orders page', 'orders count'])
    await direct.replay(statements)
  })
})
