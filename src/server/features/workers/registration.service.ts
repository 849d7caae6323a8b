import type { Tokens, SendForm } from '#contract/auth/auth.ts'
import type { Role } from '#contract/auth/roles.ts'
import { sessionMessages, smsMessages } from '#contract/auth/sms-code.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { checkDocumentsFree, guardDocuments } from '../../shared/worker-profile/documents.ts'
import { checkProfileAgainstData, profileColumns } from '../../shared/worker-profile/profile-checks.ts'
import { insertWorker } from '../../shared/worker-profile/workers.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import type { AcceptedFrom } from '../../kernel/actor.ts'
import { saveDeclaration } from '../../shared/former-employment/former-employment.repository.ts'
import { acceptDocumentsInForce } from '../../shared/platform-documents/documents.repository.ts'

/**
 * send-form: a worker whose phone was proven by SMS becomes NOT_CONFIRMED_SELF_EMPLOYED and is signed in. Their
 * documents must be nobody else's: a blocked worker cannot come back under a new phone.
 */
export function createRegistrationService(deps: {
  db: Database
  /** The phone a registration token proves (auth's tokens), null when it has expired. */
  verifyRegistration: (token: string) => Promise<string | null>
  /** Signs the new worker in inside the registering transaction (auth's sessions). */
  startSession: (executor: Executor, user: { kind: 'worker'; id: number; roles: Role[] }) => Promise<Tokens>
  clock: Clock
}) {
  return {
    /** The form's button accepts the consent and the rules in force, recorded with `from` (decision 095). */
    async register(form: SendForm, from: AcceptedFrom): Promise<Tokens> {
      const phone = await deps.verifyRegistration(form.registrationToken)
      if (!phone) throw new BadInput(sessionMessages.registrationExpired)
      if (phone !== form.phone) throw new BadInput('Телефон в анкете не совпадает с подтверждённым по СМС')
      await checkProfileAgainstData(deps.db, form)
      // The phone's own row, if it is registered already, is no clash: the insert answers that case.
      await checkDocumentsFree(deps.db, form, { phone })

      const { registrationToken: _proof, formerEmployment, ...profile } = form
      const today = businessDate(deps.clock())
      if (formerEmployment?.until && formerEmployment.until > today)
        throw new BadInput(formerEmployeeMessages.declarationFuture, {
          'formerEmployment.until': formerEmployeeMessages.declarationFuture,
        })
      return guardDocuments(() =>
        deps.db.transaction(async (tx) => {
          const now = deps.clock()
          const id = await insertWorker(tx, {
            ...profileColumns(profile),
            state: 'NOT_CONFIRMED_SELF_EMPLOYED',
            createdAt: now,
          })
          if (!id) throw new Conflict(smsMessages.alreadyRegistered)
          await acceptDocumentsInForce(tx, id, businessDate(now), { acceptedAt: now, ...from })
          if (formerEmployment) await saveDeclaration(tx, id, formerEmployment, now)
          await recordJournal(tx, {
            at: now,
            actorKind: 'worker',
            actorId: id,
            action: 'worker.registered',
            entity: 'worker',
            entityId: id,
          })
          return deps.startSession(tx, { kind: 'worker', id, roles: ['NOT_CONFIRMED_SELF_EMPLOYED'] })
        }),
      )
    },
  }
}
