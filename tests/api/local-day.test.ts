import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { localDayStartSql } from '../../src/server/features/navigation/navigation.repository.ts'
import { localDayStart } from '../../src/server/kernel/local-day.ts'
import { freshDatabase } from '../support/database.ts'
import { rowsOf } from '../support/sql.ts'

/**
 * The start of a shop's day is computed in TypeScript for the worker's lists and in SQL for the badge counts,
 * which take the offset from the city's row: both must name the same instant, or a badge and its list disagree.
 */
let database: DatabaseHandle & { url?: string }
beforeAll(async () => {
  database = await freshDatabase()
}, 60_000)
afterAll(() => database.close())

const instants = [
  '2026-11-23T20:59:59.999Z',
  '2026-11-23T21:00:00.000Z',
  '2026-11-23T00:30:00.000Z',
  '2026-12-31T23:30:00.000Z',
  '2026-03-01T02:00:00.000Z',
]
const offsets = [-5, 0, 3, 7, 12]

describe('the start of a local day', () => {
  it('is the same instant in SQL and in TypeScript, for every offset and around midnight', async () => {
    for (const at of instants)
      for (const offset of offsets) {
        const [row] = await rowsOf<{ start: Date | string }>(
          database.db,
          sql`select ${localDayStartSql(sql`${offset}::int`, sql`${at}`)} as start`,
        )
        expect(new Date(row!.start).toISOString(), `${at} at UTC${offset}`).toBe(
          localDayStart(new Date(at), offset).toISOString(),
        )
      }
  })
})
