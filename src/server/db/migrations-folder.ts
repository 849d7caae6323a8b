import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** drizzle's migrations, next to this module in the sources and in the server's build. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * When the newest migration of the folder was made: drizzle's migrator records it as the migration's `created_at`
 * and runs only the migrations made after the newest it recorded.
 */
/** The `created_at` of the newest migration a database has (drizzle's table, outside the schema), as text. */
export const newestAppliedMigration =
  'select max(created_at)::text as newest from drizzle.__drizzle_migrations'

/** Whether what `newestAppliedMigration` answered is the newest migration shipped (`newestMigration`) or later. */
export const hasNewestMigration = (applied: string | null | undefined, shipped: number) =>
  Number(applied ?? 0) >= shipped

export function newestMigration(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}
