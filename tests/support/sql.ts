import type { SQL } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}
