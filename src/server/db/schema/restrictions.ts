import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { shops } from './dictionaries.ts'
import { files } from './files.ts'
import { employees, workers } from './people.ts'

/**
 * Every restriction of a worker, kept after it ends (decision 096): a platform block, a shop's block, an
 * exclusion from a shop's auto-accept (decision 114) or the limiter's pause (decision 101), with the reason from
 * the published list, the staff's words, optional evidence, from and until, who, and the rules version in force.
 * The worker's state and the shop's standing still say what holds of a block; this is its record. The
 * exclusion and the limiter's pause are the record alone.
 */
export const restrictions = pgTable(
  'restrictions',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    kind: text('kind').notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    reasonCode: text('reason_code').notNull(),
    reason: text('reason'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => employees.id),
    rulesVersion: integer('rules_version'),
    evidenceFileId: uuid('evidence_file_id').references(() => files.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => employees.id),
  },
  (table) => [
    index('restrictions_worker').on(table.workerId),
    check(
      'restrictions_kind',
      sql`${table.kind} in ('platform-block', 'shop-block', 'auto-accept-exclusion', 'limiter-pause')`,
    ),
    // The limiter's pause from a month is made once per worker, lifted or not (decision 101).
    uniqueIndex('restrictions_one_limiter_pause')
      .on(table.workerId, table.startsAt)
      .where(sql`${table.kind} = 'limiter-pause'`),
  ],
)

/**
 * A worker's appeal against one of their restrictions (decision 097): at most one open per restriction, kept
 * with the staff's decision and its reason after it is decided.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictions.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    text: text('text').notNull(),
    state: text('state').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenBy: integer('taken_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => employees.id),
    decisionReason: text('decision_reason'),
    fileId: uuid('file_id').references(() => files.id),
  },
  (table) => [
    index('appeals_worker').on(table.workerId),
    uniqueIndex('appeals_one_open')
      .on(table.restrictionId)
      .where(sql`${table.state} in ('SUBMITTED', 'IN_REVIEW')`),
    check('appeals_state', sql`${table.state} in ('SUBMITTED', 'IN_REVIEW', 'UPHELD', 'REVERSED')`),
  ],
)
