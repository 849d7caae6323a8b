import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { NpdStatus } from '#contract/npd/npd.ts'
import type { Executor } from '../../db/client.ts'
import { npdRechecks, outboundRequestSlots, workers } from '../../db/schema/index.ts'

/** What asking about a worker needs: whom to ask about, and the answer stored so far. */
export async function npdSubject(db: Executor, workerId: number) {
  const [row] = await db
    .select({
      inn: workers.inn,
      state: workers.state,
      registered: workers.npdRegistered,
      requestDate: workers.npdRequestDate,
    })
    .from(workers)
    .where(eq(workers.id, workerId))
  return row ?? null
}

/** The stored answer as the API shows it. */
export function npdStatusOf(row: {
  npdRegistered: boolean | null
  npdCheckedAt: Date | null
  npdRequestDate: string | null
  npdMessage: string | null
}): NpdStatus {
  return {
    registered: row.npdRegistered,
    checkedAt: row.npdCheckedAt?.toISOString() ?? null,
    requestDate: row.npdRequestDate,
    message: row.npdMessage,
  }
}

export async function storedNpdStatus(db: Executor, workerId: number): Promise<NpdStatus | null> {
  const [row] = await db
    .select({
      npdRegistered: workers.npdRegistered,
      npdCheckedAt: workers.npdCheckedAt,
      npdRequestDate: workers.npdRequestDate,
      npdMessage: workers.npdMessage,
    })
    .from(workers)
    .where(eq(workers.id, workerId))
  return row ? npdStatusOf(row) : null
}

/**
 * Keeps an answer as the worker's status, if it is still about their INN (an edit may have changed it
 * meanwhile). "Could not answer" replaces neither a no (it stands until the service says yes) nor a yes about
 * the same day; it replaces an older yes, which says nothing about today. Answers whether it was kept.
 */
export async function keepNpdAnswer(
  db: Executor,
  workerId: number,
  inn: string,
  answer: { registered: boolean | null; checkedAt: Date; requestDate: string; message: string },
): Promise<boolean> {
  const rows = await db
    .update(workers)
    .set({
      npdRegistered: answer.registered,
      npdCheckedAt: answer.checkedAt,
      npdRequestDate: answer.requestDate,
      npdMessage: answer.message,
    })
    .where(
      and(
        eq(workers.id, workerId),
        eq(workers.inn, inn),
        answer.registered === null
          ? or(
              isNull(workers.npdRegistered),
              and(
                eq(workers.npdRegistered, true),
                or(isNull(workers.npdRequestDate), ne(workers.npdRequestDate, answer.requestDate)),
              ),
            )
          : undefined,
      ),
    )
    .returning({ id: workers.id })
  return rows.length === 1
}

/** Asks again at `dueAt`: a new row, or the next attempt of the one there. */
export async function scheduleRecheck(db: Executor, workerId: number, dueAt: Date) {
  await db
    .insert(npdRechecks)
    .values({ workerId, dueAt, attempts: 1 })
    .onConflictDoUpdate({
      target: npdRechecks.workerId,
      set: { dueAt, attempts: sql`${npdRechecks.attempts} + 1` },
    })
}

export async function dropRecheck(db: Executor, workerId: number) {
  await db.delete(npdRechecks).where(eq(npdRechecks.workerId, workerId))
}

export async function hasDueRecheck(db: Executor, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ workerId: npdRechecks.workerId })
    .from(npdRechecks)
    .where(lte(npdRechecks.dueAt, now))
    .limit(1)
  return Boolean(row)
}

/**
 * Takes the longest-due recheck by moving it to `leaseUntil`, skipping rows another instance is taking: the
 * instance that took it asks; if it crashes, the row is due again at the lease's end.
 */
export async function claimDueRecheck(db: Executor, now: Date, leaseUntil: Date) {
  const due = db
    .select({ workerId: npdRechecks.workerId })
    .from(npdRechecks)
    .where(lte(npdRechecks.dueAt, now))
    .orderBy(asc(npdRechecks.dueAt))
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(npdRechecks)
    .set({ dueAt: leaseUntil })
    .where(inArray(npdRechecks.workerId, due))
    .returning({ workerId: npdRechecks.workerId, attempts: npdRechecks.attempts })
  return row ?? null
}

/**
 * Takes the right to ask `service` now, if its next moment has come, and moves the next moment to `nextAt`, in
 * one statement: of instances asking at once exactly one gets it. Answers whether this one did.
 */
export async function takeRequestSlot(db: Executor, service: string, now: Date, nextAt: Date) {
  const rows = await db
    .insert(outboundRequestSlots)
    .values({ service, nextAt })
    .onConflictDoUpdate({
      target: outboundRequestSlots.service,
      set: { nextAt },
      setWhere: lte(outboundRequestSlots.nextAt, now),
    })
    .returning({ service: outboundRequestSlots.service })
  return rows.length === 1
}

/** The service asked us to slow down: nobody asks it before `until`. */
export async function holdRequests(db: Executor, service: string, until: Date) {
  await db
    .insert(outboundRequestSlots)
    .values({ service, nextAt: until })
    .onConflictDoUpdate({
      target: outboundRequestSlots.service,
      set: { nextAt: sql`greatest(${outboundRequestSlots.nextAt}, excluded.next_at)` },
    })
}
