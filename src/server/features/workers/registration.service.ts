import type { Tokens, SendForm } from '#contract/auth/auth.ts'
import { sessionMessages, smsMessages } from '#contract/auth/sms-code.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import type { SessionService } from '../auth/sessions.service.ts'
import type { TokenService } from '../auth/tokens.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { checkDocumentsFree, guardDocuments } from './documents.ts'
import { checkProfileAgainstData, profileColumns } from './profile-checks.ts'
import { insertWorker } from './workers.repository.ts'

export type RegistrationService = ReturnType<typeof createRegistrationService>

/**
 * send-form: a worker whose phone was proven by SMS becomes NOT_CONFIRMED_SELF_EMPLOYED and is signed in. Their
 * documents must be nobody else's: a blocked worker cannot come back under a new phone.
 */
export function createRegistrationService(deps: {
  db: Database
  tokens: TokenService
  sessions: SessionService
  clock: Clock
}) {
  return {
    async register(form: SendForm): Promise<Tokens> {
      const phone = await deps.tokens.verifyRegistration(form.registrationToken)
      if (!phone) throw new BadInput(sessionMessages.registrationExpired)
      if (phone !== form.phone) throw new BadInput('Телефон в анкете не совпадает с подтверждённым по СМС')
      await checkProfileAgainstData(deps.db, form)
      // The phone's own row, if it is registered already, is no clash: the insert answers that case.
      await checkDocumentsFree(deps.db, form, { phone })

      const { registrationToken: _proof, ...profile } = form
      return guardDocuments(() =>
        deps.db.transaction(async (tx) => {
          const now = deps.clock()
          const id = await insertWorker(tx, {
            ...profileColumns(profile),
            state: 'NOT_CONFIRMED_SELF_EMPLOYED',
            createdAt: now,
          })
          if (!id) throw new Conflict(smsMessages.alreadyRegistered)
          await recordJournal(tx, {
            at: now,
            actorKind: 'worker',
            actorId: id,
            action: 'worker.registered',
            entity: 'worker',
            entityId: id,
          })
          return deps.sessions.start(tx, { kind: 'worker', id, roles: ['NOT_CONFIRMED_SELF_EMPLOYED'] })
        }),
      )
    },
  }
}
