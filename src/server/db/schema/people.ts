import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core'
import type { BankDataField } from '#contract/workers/bank-data.ts'
import { citizenships, cities, funds, services } from './dictionaries.ts'
import { gender, sendToBankStatus, workerState } from './enums.ts'

export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  lastName: text('last_name').notNull(),
  firstName: text('first_name').notNull(),
  patronymic: text('patronymic'),
  isAdmin: boolean('is_admin').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A worker's full name as the staff's searches compare it, in the form its trigram index holds: the same text as
 * `concat_ws(' ', last, first, patronymic)`, as the names are shown (last and first names are never null), but
 * PostgreSQL may index only this form, `concat_ws` being merely stable (decision 053).
 */
export const workerSearchName = (names: { lastName: PgColumn; firstName: PgColumn; patronymic: PgColumn }) =>
  sql<string>`(${names.lastName} || ' ' || ${names.firstName} || coalesce(' ' || ${names.patronymic}, ''))`

/**
 * A self-employed worker (исполнитель) with the profile of spec section 3. Documents belong to one person: no
 * two workers that are not deleted share an INN, SNILS, card or passport (series and number), whatever order
 * their registrations or edits come in. A deleted worker's phone, dates and other personal data are erased
 * (NULL, or '' in the text columns), see docs/decisions/021-spec-rows.md.
 */
export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').unique(),
    state: workerState('state').notNull().default('NOT_CONFIRMED_SELF_EMPLOYED'),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    patronymic: text('patronymic'),
    birthDate: date('birth_date'),
    gender: gender('gender').notNull(),
    citizenshipId: integer('citizenship_id')
      .notNull()
      .references(() => citizenships.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    paymentCardNumber: text('payment_card_number').notNull(),
    inn: text('inn').notNull(),
    snils: text('snils').notNull(),
    passportSeries: text('passport_series'),
    passportNumber: text('passport_number').notNull(),
    passportIssueDate: date('passport_issue_date'),
    passportDepartmentCode: text('passport_department_code').notNull(),
    passportIssuedBy: text('passport_issued_by').notNull(),
    passportBirthPlace: text('passport_birth_place').notNull(),
    address: text('address').notNull(),
    selfEmployed: boolean('self_employed').notNull().default(false),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    selfEmployedServiceId: integer('self_employed_service_id')
      .notNull()
      .references(() => services.id),
    bankStatus: sendToBankStatus('bank_status').notNull().default('NOT_SENT'),
    /** Bank onboarding of the card: when it was asked for, the bank's id of the request, why it failed last. */
    bankRequestedAt: timestamp('bank_requested_at', { withTimezone: true }),
    bankReference: text('bank_reference'),
    bankFailureReason: text('bank_failure_reason'),
    /** The bank's data changed since the bank took the worker on; their payments wait until it is sent again. */
    bankChangedFields: text('bank_changed_fields')
      .array()
      .$type<BankDataField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /**
     * The tax service's last answer about the INN (issue #22): asked when, about which day, its message; a null
     * `npdRegistered` with a check time is "could not answer", retried through npd_rechecks.
     */
    npdCheckedAt: timestamp('npd_checked_at', { withTimezone: true }),
    npdRegistered: boolean('npd_registered'),
    npdRequestDate: date('npd_request_date'),
    npdMessage: text('npd_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A deleted worker's name and INN stay with their documents until this day, then they are erased too. */
    personalDataKeptUntil: date('personal_data_kept_until'),
    /** Bumped on every change; staff edits carry the version they read, so a later save cannot erase an earlier one. */
    version: integer('version').notNull().default(1),
  },
  (table) => {
    const notDeleted = sql`${table.state} <> 'DELETED_SELF_EMPLOYED'`
    return [
      uniqueIndex('workers_inn_taken').on(table.inn).where(notDeleted),
      // Every account of an INN, deleted ones too: the НПД limit is the INN's (decision 072). Without it the payments
      // page's yearly sums found them through the trigram index, 11 ms a worker at 300 000 workers (issue 50).
      index('workers_inn_idx').on(table.inn),
      uniqueIndex('workers_snils_taken').on(table.snils).where(notDeleted),
      uniqueIndex('workers_card_taken').on(table.paymentCardNumber).where(notDeleted),
      uniqueIndex('workers_passport_taken')
        .on(sql`coalesce(${table.passportSeries}, '')`, table.passportNumber)
        .where(notDeleted),
      // Люди and Новые люди, a page at a time in either of their orders: by name (`last_name, id desc`), and the newest
      // first (`created_at desc, id desc`, this index read backwards) (decision 053).
      index('workers_name_order_idx').on(table.lastName, table.id.desc().nullsFirst()),
      index('workers_created_order_idx').on(table.createdAt, table.id),
      // Their counts, read from the index alone.
      index('workers_state_idx').on(table.state),
      // A city's workers: the new-orders digest claims them city by city (decision 124).
      index('workers_city_idx').on(table.cityId),
      // The bank round's look for cards the bank has not answered about, without reading every worker (issue 50).
      index('workers_bank_pending_idx')
        .on(table.bankStatus)
        .where(sql`${table.bankReference} is not null`),
      // Their search and the journals' «Кто»: any part of a name, a phone or an INN, by trigrams (pg_trgm).
      index('workers_search_name_trgm_idx').using('gin', sql`${workerSearchName(table)} gin_trgm_ops`),
      index('workers_phone_trgm_idx').using('gin', table.phone.op('gin_trgm_ops')),
      index('workers_inn_trgm_idx').using('gin', table.inn.op('gin_trgm_ops')),
    ]
  },
)
