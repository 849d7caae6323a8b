import {
  appealMessages,
  openAppealStates,
  type Appeal,
  type AppealCreate,
  type AppealDecide,
  type AppealFilter,
  type StaffAppeal,
} from '#contract/appeals/appeals.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import { reasonTitle } from '#contract/restrictions/reasons.ts'
import { restrictionKindTitles, type RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { findWorker } from '../../shared/worker-profile/workers.repository.ts'
import * as repository from './appeals.repository.ts'
import { addWorkingDays } from './working-days.ts'

export type AppealsService = ReturnType<typeof createAppealsService>

/** The restriction a reversal lifts: the same call staff make to unblock, so the worker is unblocked alike. */
export type LiftRestriction = (
  employeeId: number,
  restriction: { id: number; workerId: number; kind: RestrictionKind; shopId: number | null },
) => Promise<unknown>

type Row = repository.AppealRow

/** Appeals against restrictions (decision 097): the worker's own, the staff's inbox and decisions. */
export function createAppealsService(deps: { db: Database; clock: Clock; lift: LiftRestriction }) {
  const { db, clock } = deps

  const shown = (row: Row, now: Date): Appeal => ({
    id: row.id,
    restrictionId: row.restrictionId,
    state: row.state as Appeal['state'],
    text: row.text,
    submittedAt: row.submittedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.decidedAt == null && row.dueAt <= now,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  })

  const inForce = (row: { liftedAt: Date | null; endsAt: Date | null }, now: Date) =>
    row.liftedAt == null && (row.endsAt == null || row.endsAt > now)

  const journal = (tx: Executor, at: Date, actor: 'worker' | 'employee', actorId: number, row: Row) =>
    recordJournal(tx, {
      at,
      actorKind: actor,
      actorId,
      action: `appeal.${row.state.toLowerCase()}`,
      entity: 'appeal',
      entityId: row.id,
      details: { restrictionId: row.restrictionId, reason: row.decisionReason ?? undefined },
    })

  return {
    /** Only on the caller's own restriction still in force, and only one open appeal on it at a time. */
    async create(workerId: number, body: AppealCreate): Promise<Appeal> {
      const made = await db.transaction(async (tx) => {
        const restriction = await repository.lockRestriction(tx, body.restrictionId)
        // Someone else's restriction is answered as one that does not exist: its existence is not told.
        if (!restriction || restriction.workerId !== workerId)
          throw new NotFound(appealMessages.restrictionNotFound)
        const now = clock()
        if (!inForce(restriction, now)) throw new Conflict(appealMessages.restrictionLifted)
        if (await repository.openAppealOn(tx, restriction.id)) throw new Conflict(appealMessages.alreadyOpen)
        const { appealDays } = await readSettings(tx)
        const row = await repository.insertAppeal(tx, {
          restrictionId: restriction.id,
          workerId,
          text: body.text,
          state: 'SUBMITTED',
          submittedAt: now,
          dueAt: addWorkingDays(now, appealDays),
        })
        await journal(tx, now, 'worker', workerId, row)
        if (restriction.createdBy != null) {
          const worker = await findWorker(tx, workerId, now)
          const name = worker ? `${worker.lastName} ${worker.firstName}` : 'Исполнитель'
          const message = pushMessages.appealSubmitted(row.id, name)
          await enqueueNotification(tx, { kind: 'employee', id: restriction.createdBy }, message, now)
        }
        return row
      })
      return shown(made, clock())
    },

    /** Only the caller's own: the id comes from the session. */
    async mine(workerId: number): Promise<Appeal[]> {
      const now = clock()
      return (await repository.appealsOfWorker(db, workerId)).map((row) => shown(row, now))
    },

    async filter(body: AppealFilter): Promise<StaffAppeal[]> {
      const now = clock()
      const rows = await repository.appealsInStates(db, body.states?.length ? body.states : openAppealStates)
      return rows.map((row) => ({
        ...shown(row.appeal, now),
        workerId: row.appeal.workerId,
        workerName: row.workerName,
        restrictionKind: row.restrictionKind,
        restrictionTitle: `${restrictionKindTitles[row.restrictionKind as RestrictionKind]}: ${reasonTitle(row.reasonCode)}`,
        restrictionReason: row.restrictionReason,
        shopName: row.shopName,
      }))
    },

    async take(employeeId: number, id: number): Promise<Appeal> {
      const taken = await db.transaction(async (tx) => {
        const now = clock()
        const row = await repository.moveAppeal(tx, id, ['SUBMITTED'], {
          state: 'IN_REVIEW',
          takenAt: now,
          takenBy: employeeId,
        })
        if (!row) throw await refusal(tx, id)
        await journal(tx, now, 'employee', employeeId, row)
        return row
      })
      return shown(taken, clock())
    },

    /**
     * The decision is claimed first (a second decider gets 409), then a reversal lifts the restriction through
     * staff's own unblock, which journals the worker's unblocking as it always does.
     */
    async decide(employeeId: number, body: AppealDecide) {
      const decided = await db.transaction(async (tx) => {
        const now = clock()
        const row = await repository.moveAppeal(tx, body.id, openAppealStates, {
          state: body.decision,
          decidedAt: now,
          decidedBy: employeeId,
          decisionReason: body.reason,
        })
        if (!row) throw await refusal(tx, body.id)
        await journal(tx, now, 'employee', employeeId, row)
        const message = pushMessages.appealDecided(row.id, body.decision === 'REVERSED')
        await enqueueNotification(tx, { kind: 'worker', id: row.workerId }, message, now)
        return row
      })
      const restriction = (await repository.restrictionOf(db, decided.restrictionId))!
      if (decided.state === 'REVERSED' && inForce(restriction, clock()))
        await deps.lift(employeeId, {
          id: restriction.id,
          workerId: restriction.workerId,
          kind: restriction.kind as RestrictionKind,
          shopId: restriction.shopId,
        })
      return { id: decided.id, state: decided.state as Appeal['state'] }
    },
  }

  async function refusal(tx: Executor, id: number) {
    const row = await repository.findAppeal(tx, id)
    if (!row) return new NotFound(appealMessages.appealNotFound)
    return new Conflict(
      row.state === 'IN_REVIEW' ? appealMessages.notSubmitted : appealMessages.alreadyDecided,
    )
  }
}
