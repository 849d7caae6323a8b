import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's archive (tests/support/migrated-database.ts). */
    migratedPglite?: string
    /** A migrated database on the test PostgreSQL server (tests/support/migrated-database.ts). */
    migratedPostgres?: string
  }
}

function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project')
  return serverUrl
}

/** The address of database `name` on the test PostgreSQL server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(testServerUrl())
  url.pathname = `/${name}`
  return url.toString()
}

/** One statement on the test PostgreSQL server's own connection (create or drop a database). */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl() })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** A new database on the test PostgreSQL server, empty or a copy of `template`; `drop` removes it. */
export async function freshPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  await onTestServer(`create database ${name}${template ? ` template ${template}` : ''}`)
  return {
    url: testDatabaseUrl(name),
    drop: () => onTestServer(`drop database if exists ${name} with (force)`),
  }
}

let migratedArchive: Promise<Blob | undefined> | undefined
const migratedPglite = () => {
  const path = inject('migratedPglite')
  return (migratedArchive ??= path
    ? readFile(path).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined))
}

/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL server
 * of TEST_DATABASE_URL (dropped on close) when the suite runs on PostgreSQL; a copy of the one the project's global
 * setup migrated, when there is one.
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ startFrom: await migratedPglite() })
  const database = await freshPostgresDatabase(inject('migratedPostgres'))
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
