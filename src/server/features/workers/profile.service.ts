import { sql } from 'drizzle-orm'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import type { Worker } from '#contract/workers/worker.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, NotFound } from '../../http/errors.ts'
import { workers } from '../../db/schema/index.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import { checkProfileAgainstData, profileColumns } from './profile-checks.ts'
import { findWorker, updateWorker } from './workers.repository.ts'

export type ProfileService = ReturnType<typeof createProfileService>

export const phoneChangeMessage = 'Телефон в профиле не меняется: он подтверждён по СМС при регистрации'

/** Profile edits: by the worker themself here; the same checks serve staff edits. */
export function createProfileService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  return {
    async updateOwn(workerId: number, profile: WorkerProfileInput): Promise<Worker> {
      const current = await findWorker(db, workerId)
      if (!current) throw new NotFound('Исполнитель не найден')
      if (profile.phone !== current.phone)
        throw new BadInput(phoneChangeMessage, { phone: phoneChangeMessage })
      await checkProfileAgainstData(db, profile)
      await db.transaction(async (tx) => {
        // The version moves on so that a staff edit made from the earlier profile is refused, not applied over it.
        await updateWorker(tx, workerId, { ...profileColumns(profile), version: sql`${workers.version} + 1` })
        const changed = Object.keys(profile).filter((key) => key !== 'phone')
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'worker',
          actorId: workerId,
          action: 'worker.profile-updated',
          entity: 'worker',
          entityId: workerId,
          details: { fields: changed },
        })
      })
      return (await findWorker(db, workerId))!
    },
  }
}
