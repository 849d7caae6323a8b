import { and, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { employees, journal, smsCodes, smsWrongCodes, workers } from '../../db/schema/index.ts'

export type SmsPurpose = (typeof smsCodes.$inferInsert)['purpose']
export type SmsBudget = NonNullable<(typeof smsCodes.$inferInsert)['budget']>
export type SmsOutcome = NonNullable<(typeof smsCodes.$inferInsert)['outcome']>

/** Requests the caller was told a code was sent for: they hold the phone's resend delay and daily count. */
const answeredAsSent = ne(smsCodes.outcome, 'refused')

/** Journal actions of code requests that passed the limits: an SMS sent, or a request counted but not sent. */
const smsRequestActions = ['sms.sent', 'sms.withheld'] as const

// The statements of a code request and its check are prepared once (decision 048): most run in transactions.

const employeeByPhone = preparedStatement('employee_by_phone', (db) =>
  db
    .select()
    .from(employees)
    .where(eq(employees.phone, sql.placeholder('phone'))),
)

export async function findEmployeeByPhone(db: Executor, phone: string) {
  const [row] = await employeeByPhone(db).execute({ phone })
  return row ?? null
}

const workerByPhone = preparedStatement('worker_by_phone', (db) =>
  db
    .select({ id: workers.id, state: workers.state })
    .from(workers)
    .where(eq(workers.phone, sql.placeholder('phone'))),
)

export async function findWorkerByPhone(db: Executor, phone: string) {
  const [row] = await workerByPhone(db).execute({ phone })
  return row ?? null
}

/**
 * Held for the rest of the transaction: one phone's code requests, and one client address's, are checked one at a
 * time (the resend delay, the per-phone and per-address counts). Always the phone first, then the address: the
 * select list is evaluated in order.
 */
export async function lockSmsRequests(db: Executor, phone: string, address: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(727275, hashtext(${phone})), pg_advisory_xact_lock(727278, hashtext(${address}))`,
  )
}

/** Held for the rest of the transaction: one phone's code checks are counted one at a time. */
export async function lockCodeChecks(db: Executor, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727277, hashtext(${phone}))`)
}

/**
 * Held for the rest of the transaction, after the phone's and the address's: one client block's requests to new
 * numbers are counted one at a time against its challenge level.
 */
export async function lockNewNumberRequests(db: Executor, block: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727279, hashtext(${block}))`)
}

/** Requests the block made since the instant that spent the new numbers' budget. */
export async function countNewNumberRequestsSince(db: Executor, block: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.requestedFromBlock, block),
        gte(smsCodes.sentAt, since),
        eq(smsCodes.budget, 'new-numbers'),
      ),
    )
  return row?.count ?? 0
}

/** What the limits of a code request count, as of the request's instant `now` and its Moscow day. */
export type SmsRequestFacts = {
  /** Wrong codes entered today for the phone from the request's client network, over every purpose. */
  wrongFromNetworkToday: number
  /** When the phone was last answered as sent a code; null if never. */
  lastSentAt: Date | null
  /** Codes the phone was answered as sent today. */
  toPhoneToday: number
  /** Code requests of the client address in the minute before `now` and today, sent or not (journal entries). */
  fromAddressLastMinute: number
  fromAddressToday: number
}

/** Wrong codes entered for the phone from the network since the instant, over every purpose. */
const wrongFromNetworkSince = (since: string) => sql<number>`(select count(*)::int from ${smsWrongCodes}
  where ${and(
    eq(smsWrongCodes.phone, sql.placeholder('phone')),
    eq(smsWrongCodes.network, sql.placeholder('network')),
    gte(smsWrongCodes.at, sql.placeholder(since)),
  )})`

const requestFacts = preparedStatement('sms_request_facts', (db) => {
  const today = gte(smsCodes.sentAt, sql.placeholder('dayStart'))
  const fromAddressSince = (since: string) => sql<number>`(select count(*)::int from ${journal}
    where ${and(
      gte(journal.at, sql.placeholder(since)),
      inArray(journal.action, [...smsRequestActions]),
      sql`${journal.details}->>'address' = ${sql.placeholder('address')}`,
    )})`
  return db
    .select({
      wrongFromNetworkToday: wrongFromNetworkSince('dayStart'),
      lastSentMs: sql<
        number | null
      >`(extract(epoch from max(${smsCodes.sentAt}) filter (where ${answeredAsSent})) * 1000)::float8`,
      toPhoneToday: sql<number>`(count(*) filter (where ${and(today, answeredAsSent)}))::int`,
      fromAddressLastMinute: fromAddressSince('minuteAgo'),
      fromAddressToday: fromAddressSince('dayStart'),
    })
    .from(smsCodes)
    .where(eq(smsCodes.phone, sql.placeholder('phone')))
})

/** Every count the per-phone and per-address limits of a code request need, in one statement. */
export async function smsRequestFacts(
  db: Executor,
  phone: string,
  client: { address: string; network: string },
  now: Date,
  dayStart: Date,
): Promise<SmsRequestFacts> {
  const [row] = await requestFacts(db).execute({
    phone,
    ...client,
    dayStart: dayStart.toISOString(),
    minuteAgo: new Date(now.getTime() - 60_000).toISOString(),
  })
  return {
    wrongFromNetworkToday: Number(row?.wrongFromNetworkToday ?? 0),
    lastSentAt: row?.lastSentMs == null ? null : new Date(Number(row.lastSentMs)),
    toPhoneToday: Number(row?.toPhoneToday ?? 0),
    fromAddressLastMinute: Number(row?.fromAddressLastMinute ?? 0),
    fromAddressToday: Number(row?.fromAddressToday ?? 0),
  }
}

/** SMS that really went out since the instant: what the installation pays for. */
export async function countSmsSentSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(gte(smsCodes.sentAt, since), eq(smsCodes.outcome, 'sent')))
  return row?.count ?? 0
}

/** What a code check's limits count (decision 070), as of the check's Moscow day. */
export type CodeCheckFacts = {
  /** Wrong codes entered today for the phone, from every network. */
  allToday: number
  /** Wrong codes entered today for the phone from the check's network. */
  fromNetworkToday: number
  /** Wrong codes entered for the code from the check's network. */
  fromNetworkOnCode: number
}

const checkFacts = preparedStatement('sms_code_check_facts', (db) => {
  const ofPhoneToday = and(
    eq(smsWrongCodes.phone, sql.placeholder('phone')),
    gte(smsWrongCodes.at, sql.placeholder('dayStart')),
  )
  const fromNetwork = eq(smsWrongCodes.network, sql.placeholder('network'))
  return db
    .select({
      allToday: sql<number>`(count(*) filter (where ${ofPhoneToday}))::int`,
      fromNetworkToday: sql<number>`(count(*) filter (where ${and(ofPhoneToday, fromNetwork)}))::int`,
      fromNetworkOnCode: sql<number>`(count(*) filter (where ${and(
        eq(smsWrongCodes.codeId, sql.placeholder('codeId')),
        fromNetwork,
      )}))::int`,
    })
    .from(smsWrongCodes)
    .where(
      or(
        ofPhoneToday,
        and(
          eq(smsWrongCodes.codeId, sql.placeholder('codeId')),
          eq(smsWrongCodes.phone, sql.placeholder('phone')),
        ),
      ),
    )
})

export async function codeCheckFacts(
  db: Executor,
  check: { phone: string; network: string; codeId: number; dayStart: Date },
): Promise<CodeCheckFacts> {
  const [row] = await checkFacts(db).execute({ ...check, dayStart: check.dayStart.toISOString() })
  return {
    allToday: Number(row?.allToday ?? 0),
    fromNetworkToday: Number(row?.fromNetworkToday ?? 0),
    fromNetworkOnCode: Number(row?.fromNetworkOnCode ?? 0),
  }
}

const insertCode = preparedStatement('sms_code_insert', (db) =>
  db
    .insert(smsCodes)
    .values({
      phone: sql`${sql.placeholder('phone')}`,
      purpose: sql`${sql.placeholder('purpose')}::sms_purpose`,
      codeHash: sql`${sql.placeholder('codeHash')}`,
      sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
      budget: sql`${sql.placeholder('budget')}::sms_budget`,
      outcome: sql`${sql.placeholder('outcome')}::sms_outcome`,
      requestedFrom: sql`${sql.placeholder('requestedFrom')}`,
      requestedFromBlock: sql`${sql.placeholder('requestedFromBlock')}`,
    })
    .returning({ id: smsCodes.id }),
)

export async function insertSmsCode(
  db: Executor,
  values: {
    phone: string
    purpose: SmsPurpose
    codeHash: string
    sentAt: Date
    expiresAt: Date
    budget: SmsBudget | null
    outcome: SmsOutcome
    requestedFrom: string
    requestedFromBlock: string
  },
) {
  const [row] = await insertCode(db).execute({
    ...values,
    sentAt: values.sentAt.toISOString(),
    expiresAt: values.expiresAt.toISOString(),
  })
  if (!row) throw new Error('sms code not inserted')
  return row.id
}

const latestCode = preparedStatement('latest_sms_code', (db) =>
  db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, sql.placeholder('phone')),
        eq(smsCodes.purpose, sql.placeholder('purpose')),
        answeredAsSent,
      ),
    )
    .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
    .limit(1),
)

export async function latestSmsCode(db: Executor, phone: string, purpose: SmsPurpose) {
  const [row] = await latestCode(db).execute({ phone, purpose })
  return row ?? null
}

/** Counts a wrong code on the code and by the network it came from. */
export async function addWrongTry(
  db: Executor,
  wrong: { codeId: number; phone: string; network: string; at: Date },
): Promise<void> {
  await db.insert(smsWrongCodes).values(wrong)
  await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
    .where(eq(smsCodes.id, wrong.codeId))
}

const consumeCode = preparedStatement('sms_code_consume', (db) =>
  db
    .update(smsCodes)
    .set({ consumedAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(and(eq(smsCodes.id, sql.placeholder('id')), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id }),
)

/** Exactly one of two racing sign-ins with the same code consumes it. */
export async function consumeSmsCode(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await consumeCode(db).execute({ id, at: at.toISOString() })
  return rows.length === 1
}
