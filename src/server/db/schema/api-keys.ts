import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { employees } from './people.ts'

/**
 * A chain's system's key (issue 48, decision 098): only the SHA-256 of its secret part is kept; it acts as the
 * employee who issued it, within its scopes and, if listed, from its addresses.
 */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  allowedAddresses: text('allowed_addresses').array().notNull(),
  issuedBy: integer('issued_by')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})
