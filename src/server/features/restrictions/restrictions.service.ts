import { appealMessages } from '#contract/appeals/appeals.ts'
import { evidenceMessages } from '#contract/restrictions/evidence.ts'
import { reasonTitle, restrictionReasons } from '#contract/restrictions/reasons.ts'
import type { Restriction, RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { FilesService, UploadedFile } from '../../shared/files/files.service.ts'
import { applyLimiter } from '../../shared/limiter/limiter.ts'
import {
  findRestriction,
  restrictionsInForce,
  setEvidence,
} from '../../shared/restrictions/restrictions.repository.ts'

export type RestrictionsService = ReturnType<typeof createRestrictionsService>

/**
 * The records of restrictions (decision 096): the published reasons, a worker's own, staff's view of one, and
 * the evidence staff attach, which only the worker concerned and staff open (decision 114).
 */
export function createRestrictionsService(deps: { db: Database; clock: Clock; files: FilesService }) {
  const { db, clock, files } = deps

  /** The limiter's pause due by now is made first, so the worker reads it without anyone assigning them. */
  async function inForce(workerId: number): Promise<Restriction[]> {
    await db.transaction((tx) => applyLimiter(tx, [workerId], clock()))
    return (await restrictionsInForce(db, workerId, clock())).map((row) => ({
      id: row.id,
      kind: row.kind as RestrictionKind,
      shopName: row.shopName,
      reasonCode: row.reasonCode,
      reasonTitle: reasonTitle(row.reasonCode),
      reason: row.reason,
      from: row.startsAt.toISOString(),
      until: row.endsAt?.toISOString() ?? null,
      by: row.by,
      rulesVersion: row.rulesVersion,
      evidenceName: row.evidenceName,
    }))
  }

  /** A worker reaches only their own restriction; another's answers as one that does not exist. */
  async function restrictionFor(user: Pick<AuthUser, 'kind' | 'id'>, id: number) {
    const row = await findRestriction(db, id)
    if (!row || (user.kind === 'worker' && row.workerId !== user.id))
      throw new NotFound(appealMessages.restrictionNotFound)
    return row
  }

  return {
    reasons: () => restrictionReasons.map(({ code, title }) => ({ code, title })),
    /** Only the caller's own: the id comes from the session, never from the request. */
    mine: (workerId: number) => inForce(workerId),
    ofWorker: (workerId: number) => inForce(workerId),

    /** Before the file's bytes are read. */
    checkEvidence: async (id: number) => {
      if (!(await findRestriction(db, id))) throw new NotFound(appealMessages.restrictionNotFound)
    },

    /** A new file replaces the one attached before; the old stays stored, as the journal names it. */
    async attachEvidence(employeeId: number, id: number, file: UploadedFile, fileName: string) {
      // Only photos and PDFs are recognised by their first bytes: anything else has no kind.
      if (!file.kind)
        throw new BadInput(evidenceMessages.wrongKind, { evidenceFile: evidenceMessages.wrongKind })
      const name = fileName.slice(0, 200) || 'Основание'
      return files.storeInTransaction(
        db,
        { body: file.content, kind: file.kind, folder: 'evidence' },
        async (tx, record) => {
          const stored = await record(name)
          if (!(await setEvidence(tx, id, stored.id))) throw new NotFound(appealMessages.restrictionNotFound)
          await recordJournal(tx, {
            at: clock(),
            actorKind: 'employee',
            actorId: employeeId,
            action: 'restriction.evidence-attached',
            entity: 'restriction',
            entityId: id,
            details: { fileId: stored.id, fileName: name },
          })
          return { id, evidenceName: name }
        },
      )
    },

    /** Bound to the caller, so a forwarded link opens for nobody else. */
    async evidenceLink(user: AuthUser, id: number) {
      const row = await restrictionFor(user, id)
      if (!row.evidenceFileId) throw new NotFound(evidenceMessages.noEvidence)
      return files.link(row.evidenceFileId, { kind: user.kind, id: user.id })
    },
  }
}
