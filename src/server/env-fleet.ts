import { z } from 'zod'
import type { PostgresSettings } from './db/client.ts'
import type { Env } from './env.ts'
import { jobNames, type JobName } from './jobs/job-names.ts'

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).max(86_400_000).default(fallback)

/** How one instance takes part in a fleet: its PostgreSQL connections and which scheduled loops it runs. */
export const fleetSettings = {
  /**
   * The database's own address when DATABASE_URL goes through a transaction pooler (PgBouncer): LISTEN, the
   * migrations and their lock need one server session for themselves. Unset: DATABASE_URL is direct.
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** Connections this instance keeps to DATABASE_URL at most. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** A statement running longer is cancelled (the migrations excepted); 0 means no limit. */
  DB_STATEMENT_TIMEOUT_MS: milliseconds(30_000),
  /** A statement waiting longer for a lock gives up; 0 means no limit. */
  DB_LOCK_TIMEOUT_MS: milliseconds(10_000),
  /** A transaction left idle longer is ended by the server, so it holds no locks or pooled session. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000),
  /** How this server's sessions are named in pg_stat_activity. */
  DB_APPLICATION_NAME: z
    .string()
    .regex(/^[\w.-]{1,60}$/, 'letters, digits, dots, hyphens, underscores')
    .default('smeny'),
  /** Which scheduled loops this instance runs: all (one instance), none (an API instance), or a list. */
  JOBS: z
    .string()
    .regex(
      new RegExp(`^(all|none|(${jobNames.join('|')})(,(${jobNames.join('|')}))*)$`),
      `all, none, or names from: ${jobNames.join(', ')}`,
    )
    .default('all')
    .transform((value): JobName[] =>
      value === 'all' ? [...jobNames] : value === 'none' ? [] : (value.split(',') as JobName[]),
    ),
}

export function postgresSettingsOf(env: Env): PostgresSettings {
  return {
    directUrl: env.DATABASE_DIRECT_URL,
    poolMax: env.DB_POOL_MAX,
    applicationName: env.DB_APPLICATION_NAME,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }
}
