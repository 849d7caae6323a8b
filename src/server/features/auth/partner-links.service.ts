import { randomBytes } from 'node:crypto'
import type { Tokens } from '#contract/auth/auth.ts'
import {
  partnerLink,
  partnerLinkMessages,
  type PartnerLinkIssued,
  type PartnerLinkWorker,
} from '#contract/auth/partner-link.ts'
import { smsMessages } from '#contract/auth/sms-code.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { BadInput, Forbidden, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { findWorkerByPhone } from './auth.repository.ts'
import * as repository from './partner-links.repository.ts'
import type { SessionService } from './sessions.service.ts'
import { hashToken } from './tokens.ts'

export type PartnerLinksService = ReturnType<typeof createPartnerLinksService>

/**
 * A worker arriving from a partner app (product decisions section 3). The partner's server gets a one-time,
 * short-lived link bound to the worker; `/throw-auth` exchanges only such a link, so a refresh token of
 * someone else's session pasted into the address signs nobody in.
 */
export function createPartnerLinksService(deps: { db: Database; sessions: SessionService; clock: Clock }) {
  const { db, sessions, clock } = deps

  return {
    async issue(phone: string): Promise<PartnerLinkIssued> {
      const worker = await findWorkerByPhone(db, phone)
      if (!worker) throw new NotFound(smsMessages.workerNotFound)
      if (!(await repository.liveWorkerRoles(db, worker.id))) throw new Forbidden(smsMessages.workerDeleted)
      const linkToken = randomBytes(32).toString('base64url')
      const now = clock()
      await db.transaction(async (tx) => {
        await repository.deleteExpiredPartnerLinks(tx, now)
        await repository.insertPartnerLink(tx, {
          tokenHash: hashToken(linkToken),
          workerId: worker.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + partnerLink.lifetimeSeconds * 1000),
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'partner-link.issued',
          entity: 'worker',
          entityId: worker.id,
        })
      })
      return { refreshToken: linkToken }
    },

    /**
     * Whom the link signs in, without spending it (decision 071): a browser where someone else is signed in asks
     * before switching, naming both.
     */
    async worker(linkToken: string): Promise<PartnerLinkWorker> {
      const worker = await repository.partnerLinkWorker(db, hashToken(linkToken), clock())
      if (!worker) throw new BadInput(partnerLinkMessages.invalid)
      return worker
    },

    /** The link opens one session, marked as coming from the partner app, and is gone. */
    async exchange(linkToken: string): Promise<Tokens> {
      const now = clock()
      return db.transaction(async (tx) => {
        const workerId = await repository.spendPartnerLink(tx, hashToken(linkToken), now)
        const roles = workerId === null ? null : await repository.liveWorkerRoles(tx, workerId)
        if (workerId === null || !roles) throw new BadInput(partnerLinkMessages.invalid)
        return sessions.start(
          tx,
          { kind: 'worker', id: workerId, roles },
          { isRedirectedFromExternalApp: true },
        )
      })
    },
  }
}
