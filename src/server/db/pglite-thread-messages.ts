import type { Results } from '@electric-sql/pglite'

/** A statement's options as they cross to PGlite's thread: no parsers (functions stay behind), the row mode. */
export type StatementOptions = { rowMode?: 'array' | 'object' }

/**
 * What PGlite's thread is started with: the folder (absolute; in memory when omitted) and the migrations to bring it
 * to before it answers anything.
 */
export type ThreadStart = { dataDir?: string; migrationsFolder?: string }

/** What the server's thread asks of PGlite's (src/server/db/pglite-thread.ts). */
export type ThreadAsk =
  | { op: 'query'; sql: string; params: unknown[]; options: StatementOptions; transaction?: number }
  | { op: 'queryNamed'; name: string; sql: string; params: unknown[]; options: StatementOptions }
  /** Answers the transaction's number once PGlite has begun it. */
  | { op: 'begin' }
  /** Answers once PGlite has committed the transaction, or rolled it back. */
  | { op: 'end'; transaction: number; commit: boolean }
  /** Answers the listener's number; what it hears follows as messages carrying that number. */
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' }

/** An ask under an id of its own, which its answer carries. */
export type ThreadRequest = ThreadAsk & { id: number }

/** A PostgreSQL error's fields (code, constraint, detail…) with its message, as they cross back. */
export type ErrorFields = { message: string; name: string; [field: string]: unknown }

/** What PGlite's thread does before it answers: open the database, then bring it to the newest migration. */
export type OpeningStep = 'open' | 'migrate'

/**
 * What PGlite's thread sends: whether it opened (and migrated) the database, answers to requests and notifications
 * its listeners heard. Requests sent before it opened are answered after.
 */
export type ThreadMessage =
  | { opened: true }
  /** `open`: PGlite could not open the folder; `migrate`: it opened, a migration failed, and it was closed again. */
  | { opened: false; step: OpeningStep; error: ErrorFields }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { listener: number; payload: string }

/** A statement's answer as it crosses back: the rows as PGlite parsed them. */
export type StatementResults<T> = Pick<Results<T>, 'rows' | 'fields' | 'affectedRows'>
