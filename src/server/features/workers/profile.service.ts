import { phoneChangeMessage, type WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Role } from '#contract/auth/roles.ts'
import { notFoundMessage } from '#contract/common/errors.ts'
import type { Worker, WorkerMe } from '#contract/workers/worker.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { checkDocumentsFree, guardDocuments } from '../../shared/worker-profile/documents.ts'
import { profileChange } from '../../shared/worker-profile/profile-change.ts'
import { checkProfileAgainstData } from '../../shared/worker-profile/profile-checks.ts'
import { findWorker, lockWorker, updateWorker } from '../../shared/worker-profile/workers.repository.ts'

export type ProfileService = ReturnType<typeof createProfileService>

/** The worker's own profile: read as the signed-in user, and edited; the same checks serve staff edits. */
export function createProfileService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  return {
    async me(workerId: number, roles: Role[]): Promise<WorkerMe> {
      const worker = await findWorker(db, workerId, clock())
      if (!worker) throw new NotFound(notFoundMessage)
      return {
        id: worker.id,
        roles,
        city: worker.city,
        isSelfEmployed: true,
        phone: worker.phone,
        fullName: [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' '),
        worker,
      }
    },

    async updateOwn(workerId: number, profile: WorkerProfileInput): Promise<Worker> {
      await checkProfileAgainstData(db, profile)
      await checkDocumentsFree(db, profile, { id: workerId })
      await guardDocuments(() =>
        db.transaction(async (tx) => {
          // Locked, so a staff member's send to the bank and this edit happen one after the other.
          const current = await lockWorker(tx, workerId)
          if (!current) throw new NotFound('Исполнитель не найден')
          if (profile.phone !== current.phone)
            throw new BadInput(phoneChangeMessage, { phone: phoneChangeMessage })
          const change = profileChange(current, profile)
          // The version moves on so that a staff edit made from the earlier profile is refused, not applied over it.
          await updateWorker(tx, workerId, { ...change.values, version: current.version + 1 })
          await recordJournal(tx, {
            at: clock(),
            actorKind: 'worker',
            actorId: workerId,
            action: 'worker.profile-updated',
            entity: 'worker',
            entityId: workerId,
            details: change.details,
          })
        }),
      )
      return (await findWorker(db, workerId, clock()))!
    },
  }
}
