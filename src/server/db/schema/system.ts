import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { smsBudget, smsOutcome, smsPurpose, userKind } from './enums.ts'
import { workers } from './people.ts'

/** Administration settings as key → JSON value; absent keys take their defaults in code. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per code request that passed the limits; the code itself is kept only as a hash. Rows also count SMS
 * for the limits, including requests that sent nothing (a phone that is nobody's), so those cost the same.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: smsPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The total limits' budget the request spent; null for a staff phone that is nobody's: it spends none. */
    budget: smsBudget('budget'),
    /**
     * Only `sent` rows had an SMS; the others hold a hash no code matches. `pretended` rows were answered as
     * if sent (a staff phone that is nobody's) and hold the phone's limits as sent ones do; `refused` rows
     * were answered with a refusal and hold none of the phone's limits.
     */
    outcome: smsOutcome('outcome').notNull().default('sent'),
    /** The client network the code was asked from (decision 070): the owner's device keeps its tries there. */
    requestedFrom: text('requested_from'),
    /** The wider block it was asked from (an IPv4 /24, an IPv6 /64): what the registration challenge counts. */
    requestedFromBlock: text('requested_from_block'),
  },
  (table) => [
    index('sms_codes_phone_idx').on(table.phone, table.sentAt),
    index('sms_codes_block_idx').on(table.requestedFromBlock, table.sentAt),
    index('sms_codes_sent_idx').on(table.sentAt),
  ],
)

/**
 * One wrong code entered, by the client network it came from (decision 070): a stranger's guesses are counted
 * against the stranger's network, so they never pause the phone's owner on another.
 */
export const smsWrongCodes = pgTable(
  'sms_wrong_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => smsCodes.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    network: text('network').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sms_wrong_codes_phone_idx').on(table.phone, table.network, table.at)],
)

/**
 * Code requests each budget spent in one window of the settings' SMS limits: a clock minute or a Moscow day
 * (decision 019). A request adds itself with one conditional update, so the limits hold exactly under concurrency
 * without serialising every code request of the installation on one lock.
 */
export const smsBudgetCounters = pgTable(
  'sms_budget_counters',
  {
    period: text('period').$type<'minute' | 'day'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    knownUsers: integer('known_users').notNull().default(0),
    newNumbers: integer('new_numbers').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.period, table.startsAt] })],
)

/**
 * Requests counted by the rate limits that must hold across instances (decision 067): one row per limit and
 * caller (`key` names both), its hits in the window that ends at `window_ends_at`. A hit past that instant starts
 * a new window in the same row; rows of windows long over are swept.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_counters_window_ends_idx').on(table.windowEndsAt)],
)

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userKind: userKind('user_kind').notNull(),
  userId: integer('user_id').notNull(),
  isRedirectedFromExternalApp: boolean('is_redirected_from_external_app').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

/**
 * Rotating refresh tokens: each renews once, and again only within 10 s of that (decision 018); presented later, a
 * spent one revokes its session.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  spentAt: timestamp('spent_at', { withTimezone: true }),
})

export const sectionOpenings = pgTable(
  'section_openings',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    section: text('section').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.workerId, table.section] })],
)

/** The audit journal: every state change and every SMS sent. */
export const journal = pgTable(
  'journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
  },
  (table) => [
    // Newest first, ties by id: one transaction's entries share their moment (a bulk change of 1 000 orders), and
    // an index of the moment alone had PostgreSQL sort every entry of the newest one (issue 50).
    index('journal_at_idx').on(table.at, table.id),
    index('journal_entity_idx').on(table.entity, table.entityId),
    // One person's actions, newest first (the administration's journal of a user).
    index('journal_actor_idx').on(table.actorKind, table.actorId, table.at),
  ],
)

/**
 * How many journal records each entity has, kept by a trigger on the journal's inserts (migration
 * journal-totals): a journal's total without a filter reads these rows, not every record (decision 125). Each
 * PostgreSQL backend adds to one of 64 rows (`shard`, 1 + its process id modulo 64), so two transactions writing
 * the journal seldom wait for each other, and an entity has at most 65 rows; the total is the sum of its rows. The journal is only appended to.
 */
export const journalTotals = pgTable(
  'journal_totals',
  {
    entity: text('entity').notNull(),
    shard: integer('shard').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.shard] })],
)

/** What the server makes for itself on its first start: the token-signing secret when `JWT_SECRET` is unset. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-time links a partner app opens `/throw-auth` with; only the hash is kept, and a used link is deleted. */
export const partnerLinks = pgTable(
  'partner_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('partner_links_expires_idx').on(table.expiresAt)],
)
