import { sql } from 'drizzle-orm'
import { notReadyReasons, type ReadinessCheck } from '#contract/system/health.ts'
import type { Database } from '../../db/client.ts'
import { hasNewestMigration, newestAppliedMigration, newestMigration } from '../../db/migrations-folder.ts'

/** A check that has not answered by then counts as failed: the load balancer must not wait on us. */
const checkTimeoutMs = 3000

export type Readiness = { ready: boolean; reason?: string; checks: Record<ReadinessCheck, 'ok' | 'failed'> }

/**
 * Whether this instance can serve: its database answers and is migrated. The file storage is not asked: an outage
 * of it is shared by every instance, so it would take them all out of the balancer at once; the file calls answer
 * 503 meanwhile and the metrics show it.
 */
export function createReadiness(deps: { db: Database }) {
  // The newest migration this build ships; the database must have it (another instance may have applied it).
  const shipped = newestMigration()

  const migrated = async () => {
    // node-postgres and PGlite both answer `{ rows }`.
    const { rows } = (await deps.db.execute(sql.raw(newestAppliedMigration))) as unknown as {
      rows: { newest: string | null }[]
    }
    if (!hasNewestMigration(rows[0]?.newest, shipped)) throw new Error('migrations missing')
  }

  const checks: Record<ReadinessCheck, () => Promise<unknown>> = {
    database: () => deps.db.execute(sql`select 1`),
    migrations: migrated,
  }

  return async (): Promise<Readiness> => {
    const names = Object.keys(checks) as ReadinessCheck[]
    const results = await Promise.all(names.map((name) => withinTimeout(checks[name]())))
    const outcome = Object.fromEntries(
      names.map((name, index) => [name, results[index]!]),
    ) as Readiness['checks']
    const failed = names.find((name) => outcome[name] === 'failed')
    return { ready: !failed, ...(failed ? { reason: notReadyReasons[failed] } : {}), checks: outcome }
  }
}

async function withinTimeout(work: Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), checkTimeoutMs)
  })
  try {
    return await Promise.race([work.then(() => 'ok' as const), late])
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}
