import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'

/** A new database on the test PostgreSQL server; `drop` removes it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL (dropped on close) when the suite runs on PostgreSQL.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({})
  const database = await freshPostgresDatabase()
  const handle = await openDatabase({ databaseUrl: database.url })
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close()
      await database.drop()
    },
  }
}
