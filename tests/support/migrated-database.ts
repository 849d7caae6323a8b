import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client.ts'
import { migrationsFolder } from '../../src/server/db/migrations-folder.ts'
import { onTestServer, testDatabaseUrl } from './database.ts'

/**
 * The API projects' global setup: one database migrated before the test files start, which each file's fresh
 * database copies instead of being made and migrated anew (decision 129).
 */
export default function migratedDatabase(project: TestProject) {
  return project.name === 'api-postgres' ? migratedPostgres(project) : migratedPglite(project)
}

/**
 * PGlite's, kept as an archive in a file. Made with PGlite itself: the global setup runs in Vite's module runner,
 * where the server's way to its compiled module is not supported.
 */
async function migratedPglite(project: TestProject) {
  const database = await PGlite.create({ extensions: { pg_trgm } })
  await migrate(drizzle(database), { migrationsFolder })
  const archive = await database.dumpDataDir('none')
  await database.close()
  const path = join(tmpdir(), `smeny-migrated-${process.pid}.tar`)
  await writeFile(path, new Uint8Array(await archive.arrayBuffer()))
  project.provide('migratedPglite', path)
  return () => rm(path, { force: true })
}

/** PostgreSQL's, a database on the test server that each file's database takes as its template; dropped at the end. */
async function migratedPostgres(project: TestProject) {
  const name = `migrated_${randomBytes(6).toString('hex')}`
  await onTestServer(`create database ${name}`)
  const database = await openDatabase({ databaseUrl: testDatabaseUrl(name) })
  await database.close()
  project.provide('migratedPostgres', name)
  return () => onTestServer(`drop database if exists ${name} with (force)`)
}
