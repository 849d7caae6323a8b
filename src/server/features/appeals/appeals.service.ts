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
import { evidenceMessages } from '#contract/restrictions/evidence.ts'
import { reasonTitle } from '#contract/restrictions/reasons.ts'
import { restrictionKindTitles, type RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'
import type { FilesService, UploadedFile } from '../../shared/files/files.service.ts'
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
export function createAppealsService(deps: {
  db: Database
  clock: Clock
  lift: LiftRestriction
  files: FilesService
}) {
  const { db, clock, files } = deps

  const shown = (row: Row, now: Date, fileName: string | null = null): Appeal => ({
    id: row.id,
    restrictionId: row.restrictionId,
    state: row.state as Appeal['state'],
    text: row.text,
    submittedAt: row.submittedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.decidedAt == null && row.dueAt <= now,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    fileName,
  })

  /** The caller's own appeal still waiting for a decision: another's answers 404, a decided one 409. */
  async function ownOpenAppeal(tx: Executor, workerId: number, id: number) {
    const row = await repository.findAppeal(tx, id)
    if (!row || row.workerId !== workerId) throw new NotFound(appealMessages.appealNotFound)
    if (!(openAppealStates as readonly string[]).includes(row.state))
      throw new Conflict(evidenceMessages.appealDecided)
    return row
  }

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
      return (await repository.appealsOfWorker(db, workerId)).map((row) =>
        shown(row.appeal, now, row.fileName),
      )
    },

    async filter(body: AppealFilter): Promise<StaffAppeal[]> {
      const now = clock()
      const rows = await repository.appealsInStates(db, body.states?.length ? body.states : openAppealStates)
      return rows.map((row) => ({
        ...shown(row.appeal, now, row.fileName),
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
      return shown(taken, clock(), await repository.fileNameOf(db, taken.fileId))
    },

    /** Before the file's bytes are read: the same checks as the attaching, which makes them again. */
    checkAttach: async (workerId: number, id: number) => {
      await ownOpenAppeal(db, workerId, id)
    },

    /** The worker's file beside their open appeal; a new one replaces it. */
    async attach(workerId: number, id: number, file: UploadedFile, fileName: string): Promise<Appeal> {
      // Only photos and PDFs are recognised by their first bytes: anything else has no kind.
      if (!file.kind)
        throw new BadInput(evidenceMessages.wrongKind, { appealFile: evidenceMessages.wrongKind })
      const name = fileName.slice(0, 200) || 'Файл'
      const row = await files.storeInTransaction(
        db,
        { body: file.content, kind: file.kind, folder: 'appeals' },
        async (tx, record) => {
          await ownOpenAppeal(tx, workerId, id)
          const stored = await record(name)
          const now = clock()
          const moved = await repository.moveAppeal(tx, id, openAppealStates, { fileId: stored.id })
          if (!moved) throw new Conflict(evidenceMessages.appealDecided)
          await recordJournal(tx, {
            at: now,
            actorKind: 'worker',
            actorId: workerId,
            action: 'appeal.file-attached',
            entity: 'appeal',
            entityId: id,
            details: { fileId: stored.id, fileName: name },
          })
          return moved
        },
      )
      return shown(row, clock(), name)
    },

    /** Staff open any appeal's file, a worker only their own; the link is bound to the caller. */
    async fileLink(user: AuthUser, id: number) {
      const row = await repository.findAppeal(db, id)
      if (!row || (user.kind === 'worker' && row.workerId !== user.id))
        throw new NotFound(appealMessages.appealNotFound)
      if (!row.fileId) throw new NotFound(evidenceMessages.noAppealFile)
      return files.link(row.fileId, { kind: user.kind, id: user.id })
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
