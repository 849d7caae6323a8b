import { npdMessages, type NpdStatus } from '#contract/npd/npd.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { NpdAnswer, NpdChecker } from '../../ports/npd/npd-checker.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import * as repository from './npd.repository.ts'

export type NpdStatusService = ReturnType<typeof createNpdStatus>

/** Why the service was asked, kept in the journal with each answer. */
export type NpdReason = 'staff' | 'assignment' | 'payment' | 'retry'
/** Whose call made the check: a staff member's (their button, an assignment, a payment) or the scheduler's. */
export type NpdActor = { kind: 'employee'; id: number } | { kind: 'system' }

/** The row of outbound_request_slots that paces requests to the tax service's status API. */
const paceKey = 'fns-npd-status'
/** After the service says it is asked too often, this installation leaves it alone this long. */
const limitedPauseMs = 60_000
/** A recheck is due after 1, 2, 4… minutes, then every half hour at most. */
const recheckDelayMs = (attempt: number) => Math.min(30 * 60_000, 60_000 * 2 ** Math.max(0, attempt - 1))
/** A recheck an instance took and did not finish (a crash) is due again after this. */
const recheckLeaseMs = 2 * 60_000

const notAsked: NpdAnswer = { answered: false, reason: 'limited', message: npdMessages.installationLimited }

/**
 * The self-employed (НПД) status with proof (issue #22): the tax service is asked about the worker's INN on
 * today's date (Moscow), at most at its pace for the whole installation (the pace is kept in the database, so
 * it holds with several instances), and each answer is kept on the worker with its check time, request date
 * and message, and journalled. "Could not answer" is unknown, never "not self-employed"; it is asked again by
 * the scheduler (`runDueRechecks`). The service's limits and failures never fail the call that asked.
 */
export function createNpdStatus(deps: { db: Database; clock: Clock; checker: NpdChecker }) {
  const { db, clock, checker } = deps

  /** Takes this installation's next moment to ask; without a limit (offline), always. */
  async function mayAsk(now: Date): Promise<boolean> {
    if (checker.minIntervalMs === null) return true
    return repository.takeRequestSlot(db, paceKey, now, new Date(now.getTime() + checker.minIntervalMs))
  }

  async function callService(inn: string, requestDate: string): Promise<NpdAnswer> {
    const answer = await checker.check(inn, requestDate)
    if (!answer.answered && answer.reason === 'limited')
      await repository.holdRequests(db, paceKey, new Date(clock().getTime() + limitedPauseMs))
    return answer
  }

  /**
   * Keeps the answer (when it may replace what is stored, see keepNpdAnswer) and journals it. Without an
   * answer, the worker is asked again after `retryDelayMs` unless the service already said yes or no about today.
   */
  async function keep(
    workerId: number,
    subject: NonNullable<Awaited<ReturnType<typeof repository.npdSubject>>>,
    answer: NpdAnswer,
    context: { now: Date; requestDate: string; actor: NpdActor; reason: NpdReason; retryDelayMs: number },
  ) {
    const { now, requestDate, actor, reason } = context
    const registered = answer.answered ? answer.registered : null
    await db.transaction(async (tx) => {
      await repository.keepNpdAnswer(tx, workerId, subject.inn, {
        registered,
        checkedAt: now,
        requestDate,
        message: answer.message,
      })
      const answeredToday = subject.registered !== null && subject.requestDate === requestDate
      if (answer.answered || answeredToday) await repository.dropRecheck(tx, workerId)
      else await repository.scheduleRecheck(tx, workerId, new Date(now.getTime() + context.retryDelayMs))
      await recordJournal(tx, {
        at: now,
        actorKind: actor.kind,
        actorId: actor.kind === 'employee' ? actor.id : null,
        action: 'worker.npd-checked',
        entity: 'worker',
        entityId: workerId,
        details: { registered, requestDate, reason, ...(answer.answered ? {} : { cause: answer.reason }) },
      })
    })
  }

  async function ask(workerId: number, actor: NpdActor, reason: NpdReason): Promise<void> {
    const subject = await repository.npdSubject(db, workerId)
    if (!subject || subject.state === 'DELETED_SELF_EMPLOYED') return
    const now = clock()
    const requestDate = businessDate(now)
    const answer = (await mayAsk(now)) ? await callService(subject.inn, requestDate) : notAsked
    await keep(workerId, subject, answer, {
      now,
      requestDate,
      actor,
      reason,
      retryDelayMs: recheckDelayMs(1),
    })
  }

  /** One due recheck, if the pace allows a request now; answers whether there may be more to do this round. */
  async function recheckOne(): Promise<boolean> {
    const now = clock()
    if (!(await repository.hasDueRecheck(db, now))) return false
    if (!(await mayAsk(now))) return false
    const claimed = await repository.claimDueRecheck(db, now, new Date(now.getTime() + recheckLeaseMs))
    if (!claimed) return false
    const subject = await repository.npdSubject(db, claimed.workerId)
    if (!subject || subject.state === 'DELETED_SELF_EMPLOYED') {
      await repository.dropRecheck(db, claimed.workerId)
      return true
    }
    const requestDate = businessDate(now)
    const answer = await callService(subject.inn, requestDate)
    await keep(claimed.workerId, subject, answer, {
      now,
      requestDate,
      actor: { kind: 'system' },
      reason: 'retry',
      retryDelayMs: recheckDelayMs(claimed.attempts + 1),
    })
    return true
  }

  return {
    /** The status as stored; null for a worker that does not exist. */
    stored: (executor: Executor, workerId: number): Promise<NpdStatus | null> =>
      repository.storedNpdStatus(executor, workerId),

    /**
     * Today's status before an assignment or a payment: a yes or no the service gave about today is kept as it
     * is (it spends none of the installation's few requests); anything else is asked now.
     */
    async refresh(workerId: number, actor: NpdActor, reason: NpdReason): Promise<void> {
      const subject = await repository.npdSubject(db, workerId)
      if (subject?.registered != null && subject.requestDate === businessDate(clock())) return
      await ask(workerId, actor, reason)
    },

    /** The staff's button: asked now, whatever is stored. */
    recheck: (workerId: number, employeeId: number) =>
      ask(workerId, { kind: 'employee', id: employeeId }, 'staff'),

    /** The scheduler's round: the due rechecks, as many as the pace allows now. */
    async runDueRechecks(): Promise<{ asked: number }> {
      let asked = 0
      while (await recheckOne()) asked += 1
      return { asked }
    },
  }
}
