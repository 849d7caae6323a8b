import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { employees, workers } from './people.ts'

/**
 * The platform's rules and the personal-data consent, each a numbered series of versions (decision 095). A
 * version is never changed once published: a change is a new version.
 */
export const platformDocuments = pgTable(
  'platform_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    changes: text('changes'),
    /** The business day (Moscow) from whose start the version is in force. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: integer('published_by').references(() => employees.id),
  },
  (table) => [
    unique('platform_documents_kind_version').on(table.kind, table.version),
    check('platform_documents_kind', sql`${table.kind} in ('rules', 'consent')`),
  ],
)

/** Who accepted which version, when, from which address and browser: what a lawyer shows an inspector. */
export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => platformDocuments.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Set when the worker withdraws a consent; rules are never withdrawn, only replaced. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    unique('document_acceptances_once').on(table.documentId, table.workerId),
    index('document_acceptances_worker').on(table.workerId),
  ],
)
