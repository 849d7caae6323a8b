import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { employees, workers } from './people.ts'

/**
 * The company's list of its former employees (decision 100), matched to workers by INN: one row per INN, the
 * latest import's dismissal date. The НПД regime bars paying them as self-employed for two years after it.
 */
export const formerEmployees = pgTable('former_employees', {
  inn: text('inn').primaryKey(),
  fullName: text('full_name').notNull(),
  dismissedOn: date('dismissed_on', { mode: 'string' }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  importedBy: integer('imported_by').references(() => employees.id),
})

/**
 * A worker's own answer, at registration or in the profile: whether they worked for the company under an
 * employment contract in the last two years, and its last day.
 */
export const employmentDeclarations = pgTable('employment_declarations', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  worked: boolean('worked').notNull(),
  until: date('until', { mode: 'string' }),
  declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
})
