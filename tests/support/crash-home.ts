import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SQL } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { CrashPoint } from '../../src/server/crash-points.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { freshPostgresDatabase } from './database.ts'
import { startServer, type ServerProcess } from './server-process.ts'
import { rowsOf } from './sql.ts'

/**
 * The home of a server that tests kill (TEST_CRASH_AT) and start again: one data folder, or on PostgreSQL one fresh
 * database, that outlives each process. Registers its own setup and clean-up; the last process started is killed
 * at the end if a test left it running.
 */
export function crashHome(name: string, env: Record<string, string>) {
  let dataDir = ''
  let postgres: { url: string; drop(): Promise<void> } | undefined
  let running: ServerProcess | undefined

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `${name}-`))
    if (process.env.TEST_DB === 'postgres') postgres = await freshPostgresDatabase()
  })
  afterAll(async () => {
    await running?.kill()
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  return {
    async start(crashAt?: CrashPoint) {
      running = await startServer({
        dataDir,
        databaseUrl: postgres?.url,
        env: { ...env, ...(crashAt ? { TEST_CRASH_AT: crashAt } : {}) },
      })
      return running
    },
    /** Reads the home's database directly, with no server running. */
    async query<T>(statement: SQL): Promise<T[]> {
      const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir })
      try {
        return await rowsOf<T>(database.db, statement)
      } finally {
        await database.close()
      }
    },
  }
}
