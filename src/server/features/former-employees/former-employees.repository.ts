import { desc, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { formerEmployees } from '../../db/schema/index.ts'
import type { ListedEmployee } from './list-file.ts'

/** Rows per INSERT: three parameters a row stay far below PostgreSQL's 65 535. */
const batchRows = 1000

/** Adds the list's people; an INN already listed takes the file's name and date (the company corrects its list). */
export async function upsertFormerEmployees(
  db: Executor,
  employees: readonly ListedEmployee[],
  at: Date,
  by: number,
): Promise<void> {
  for (let start = 0; start < employees.length; start += batchRows) {
    const rows = employees
      .slice(start, start + batchRows)
      .map((one) => ({ ...one, importedAt: at, importedBy: by }))
    await db
      .insert(formerEmployees)
      .values(rows)
      .onConflictDoUpdate({
        target: formerEmployees.inn,
        set: {
          fullName: sql`excluded.full_name`,
          dismissedOn: sql`excluded.dismissed_on`,
          importedAt: sql`excluded.imported_at`,
          importedBy: sql`excluded.imported_by`,
        },
      })
  }
}

/** The whole list, the latest dismissals first. */
export function listFormerEmployees(db: Executor) {
  return db
    .select({
      inn: formerEmployees.inn,
      fullName: formerEmployees.fullName,
      dismissedOn: formerEmployees.dismissedOn,
      importedAt: formerEmployees.importedAt,
    })
    .from(formerEmployees)
    .orderBy(desc(formerEmployees.dismissedOn), formerEmployees.inn)
}
