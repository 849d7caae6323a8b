import type {
  CurrentRules,
  DocumentKind,
  DocumentVersion,
  DocumentVersions,
  PublishConsent,
  PublishRules,
} from '#contract/platform-rules/documents.ts'
import { platformRulesMessages as messages } from '#contract/platform-rules/messages.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AcceptedFrom, AuthUser } from '../../kernel/actor.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import * as repository from '../../shared/platform-documents/documents.repository.ts'
import { readSettings } from '../../kernel/settings.repository.ts'

export type PlatformRulesService = ReturnType<typeof createPlatformRulesService>

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** «05.01.2027» from `2027-01-05`, as the messages name days. */
const shown = (day: string) => day.split('-').reverse().join('.')

function versionView(row: repository.StoredDocument): DocumentVersion {
  return {
    version: row.version,
    text: row.text,
    changes: row.changes,
    effectiveFrom: row.effectiveFrom,
    publishedAt: row.publishedAt.toISOString(),
  }
}

/**
 * The platform's rules and the personal-data consent as versioned documents (decision 095): admins publish,
 * workers accept, each acceptance kept with its time, address and browser.
 */
export function createPlatformRulesService(deps: {
  db: Database
  clock: Clock
  /** The worker's own deletion (people's), which runs `andThen` in its transaction; app.ts hands it in. */
  deleteOwnAccount: (
    workerId: number,
    andThen: (tx: Executor, now: Date) => Promise<void>,
  ) => Promise<unknown>
}) {
  const { db, clock } = deps

  async function current(user: AuthUser): Promise<CurrentRules> {
    const today = businessDate(clock())
    const inForce = await repository.documentInForce(db, 'rules', today)
    const upcoming = await repository.upcomingDocument(db, 'rules', today)
    const ids = [inForce, upcoming].flatMap((row) => (row ? [row.id] : []))
    const accepted = user.kind === 'worker' ? await repository.acceptedAmong(db, user.id, ids) : new Set()
    const view = (row: repository.StoredDocument | null) =>
      row && { ...versionView(row), accepted: accepted.has(row.id) }
    return { current: view(inForce), upcoming: view(upcoming) }
  }

  async function versions(kind: DocumentKind): Promise<DocumentVersions> {
    return (await repository.versionsOf(db, kind)).map((row) => ({
      ...versionView(row.document),
      acceptedBy: row.acceptedBy,
      publishedBy: row.publishedBy,
    }))
  }

  async function publish(
    employeeId: number,
    kind: DocumentKind,
    body: { text: string; changes?: string | null },
    effectiveFrom: (tx: Executor, today: string) => Promise<string>,
  ): Promise<DocumentVersions> {
    await db.transaction(async (tx) => {
      await repository.lockDocumentKind(tx, kind)
      const now = clock()
      const firstDay = await effectiveFrom(tx, businessDate(now))
      await repository.insertDocument(tx, {
        kind,
        text: body.text,
        changes: body.changes ?? null,
        effectiveFrom: firstDay,
        publishedAt: now,
        publishedBy: employeeId,
      })
      await recordJournal(tx, {
        at: now,
        actorKind: 'employee',
        actorId: employeeId,
        action: `${kind}.published`,
        entity: 'platform-document',
        entityId: kind,
        details: { effectiveFrom: firstDay },
      })
    })
    return versions(kind)
  }

  return {
    current,
    versions,
    consentVersions: () => versions('consent'),

    /** The version of the document in force today, for the registration form. */
    async inForce(kind: DocumentKind) {
      const row = await repository.documentInForce(db, kind, businessDate(clock()))
      return { current: row && versionView(row) }
    },

    /** The version in force or the one announced; an older one is refused, the worker must read the new text. */
    async accept(user: AuthUser, version: number, from: AcceptedFrom): Promise<CurrentRules> {
      await db.transaction(async (tx) => {
        const document = await repository.documentByVersion(tx, 'rules', version)
        if (!document) throw new BadInput(messages.versionUnknown, { version: messages.versionUnknown })
        const now = clock()
        const inForce = await repository.documentInForce(tx, 'rules', businessDate(now))
        if (inForce && document.version < inForce.version) throw new Conflict(messages.versionPassed)
        await repository.recordAcceptance(tx, {
          documentId: document.id,
          workerId: user.id,
          acceptedAt: now,
          ...from,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: user.id,
          action: 'rules.accepted',
          entity: 'platform-document',
          entityId: 'rules',
          details: { version },
        })
      })
      return current(user)
    },

    /** In force from `effectiveFrom`, at least the notice's days after today; one announced version at a time. */
    publishRules: (employeeId: number, body: PublishRules) =>
      publish(employeeId, 'rules', body, async (tx, today) => {
        const { rulesNoticeDays } = await readSettings(tx)
        const firstAllowed = dayAfter(today, rulesNoticeDays)
        if (body.effectiveFrom < firstAllowed) {
          const message = messages.noticeTooShort(rulesNoticeDays, shown(firstAllowed))
          throw new BadInput(message, { effectiveFrom: message })
        }
        const upcoming = await repository.upcomingDocument(tx, 'rules', today)
        if (upcoming)
          throw new Conflict(messages.upcomingExists(upcoming.version, shown(upcoming.effectiveFrom)))
        return body.effectiveFrom
      }),

    /** A consent binds those who give it from now on: in force the day it is published. */
    publishConsent: (employeeId: number, body: PublishConsent) =>
      publish(employeeId, 'consent', body, async (_tx, today) => today),

    /** Withdrawing the consent deletes the account (people's deletion, with its refusals), in one transaction. */
    async withdrawConsent(workerId: number): Promise<void> {
      try {
        await deps.deleteOwnAccount(workerId, async (tx, now) => {
          await repository.withdrawConsents(tx, workerId, now)
          await recordJournal(tx, {
            at: now,
            actorKind: 'worker',
            actorId: workerId,
            action: 'consent.withdrawn',
            entity: 'worker',
            entityId: workerId,
          })
        })
      } catch (error) {
        throw error instanceof Conflict ? new Conflict(messages.withdrawRefused) : error
      }
    },
  }
}
