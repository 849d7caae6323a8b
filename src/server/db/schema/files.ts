import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Every stored file: acts, tax receipts, contract offers. The bytes live behind the storage port. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
