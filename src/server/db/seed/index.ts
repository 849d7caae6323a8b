import { count, sql } from 'drizzle-orm'
import type { Clock } from '../../kernel/clock.ts'
import type { FileStorage } from '../../ports/storage/file-storage.ts'
import type { Database } from '../client.ts'
import { cities } from '../schema/index.ts'
import { seedDemo } from './demo.ts'

/** Loads the demo into an empty database only; answers whether it did. Safe with instances starting together. */
export async function seedDemoIfEmpty(db: Database, clock: Clock, storage: FileStorage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`)
    const [row] = await tx.select({ cities: count() }).from(cities)
    if ((row?.cities ?? 0) > 0) return false
    await seedDemo(tx, clock, storage)
    return true
  })
}
