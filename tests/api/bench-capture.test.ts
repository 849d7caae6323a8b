import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { captureCall, devToken, type DirectDatabase } from '../../bench/direct-database.ts'
import { benchCityId, prepareOrdersDatabase, type OrdersDatabase } from '../../bench/orders-database.ts'
import { filterCall, staffPhone, statementName } from '../../bench/orders-filter.ts'

// The benchmark's "SQL alone" rows are only as true as the statements it learns from the server's code.
describe.skipIf(process.env.TEST_DB !== 'pglite')(
  'the benchmark’s statements on PGlite (decision 050)',
  () => {
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

    it('records the filter’s statements, named ones too, and replays them under their names', async () => {
      const token = await devToken(direct.app, staffPhone, 'employee')
      const statements = await captureCall(direct, { ...filterCall(await benchCityId(direct)), token })
      expect(statements.map(statementName)).toEqual(['orders pick, prepared', 'order views by ids, prepared'])

      await direct.db.execute(sql`deallocate all`)
      await direct.replay(statements)
      const prepared = (await direct.db.execute(
        sql`select name from pg_prepared_statements order by name`,
      )) as {
        rows: { name: string }[]
      }
      expect(prepared.rows.map((row) => row.name)).toEqual(
        statements.map((statement) => statement.name).sort(),
      )
    })
  },
)
