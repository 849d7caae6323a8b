import type { SQL } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  if (!hasRows<Row>(result)) throw new Error('the database driver answered a raw query without rows')
  return result.rows
}

function hasRows<Row>(result: unknown): result is { rows: Row[] } {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
}
