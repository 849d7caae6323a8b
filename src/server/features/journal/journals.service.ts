import { toOffsetIso } from '#contract/common/instants.ts'
import { toPage, type Page } from '#contract/common/page.ts'
import { actorKinds, type ActorKind } from '#contract/journals/journal-list-search.ts'
import { describeAction, type JournalDefinition } from '#contract/journals/journals.ts'
import { journalMessages, type JournalEntry, type JournalQuery } from '#contract/journals/requests.ts'
import { businessUtcOffsetHours } from '#contract/settings/settings.ts'
import type { Database } from '../../db/client.ts'
import { BadInput } from '../../kernel/errors.ts'
import { journalWhere, listJournal, matchingActors } from './journal-queries.repository.ts'

export type JournalsService = ReturnType<typeof createJournalsService>

/** Midnight of a Moscow calendar day, as an instant. */
function startOfMoscowDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - businessUtcOffsetHours * 3600_000)
}

const nextDay = (at: Date) => new Date(at.getTime() + 86_400_000)

const asActorKind = (kind: string): ActorKind =>
  (actorKinds as readonly string[]).includes(kind) ? (kind as ActorKind) : 'anonymous'

/** Reads the audit journals: each a page of one journal's records, filtered and sorted by time. */
export function createJournalsService(deps: { db: Database }) {
  return {
    async page(definition: JournalDefinition, query: JournalQuery): Promise<Page<JournalEntry>> {
      const filters = query.appliedFilters ?? {}
      const kinds = (filters.what ?? []).map((key) => {
        const kind = definition.kinds.find((candidate) => candidate.key === key)
        if (!kind) throw new BadInput(journalMessages.what, { 'appliedFilters.what': journalMessages.what })
        return kind
      })
      const where = journalWhere({
        entities: definition.entities,
        kinds,
        who: filters.who ? await matchingActors(deps.db, filters.who) : undefined,
        actorKind: filters.actorKind,
        entityId: filters.entityId || undefined,
        from: filters.dateFrom ? startOfMoscowDay(filters.dateFrom) : undefined,
        before: filters.dateTo ? nextDay(startOfMoscowDay(filters.dateTo)) : undefined,
      })
      const { rows, total } = await listJournal(deps.db, where, {
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
        direction: query.sort === 'at,asc' ? 'asc' : 'desc',
      })
      return toPage(
        rows.map((row) => ({
          id: row.id,
          at: toOffsetIso(row.at, businessUtcOffsetHours),
          who: {
            kind: asActorKind(row.actorKind),
            id: row.actorId,
            name: (row.actorKind === 'employee' ? row.employeeName : row.workerName) || null,
          },
          action: row.action,
          what: describeAction(row.entity, row.action, row.entityId),
          entity: row.entity,
          entityId: row.entityId,
          details: (row.details as Record<string, unknown> | null) ?? null,
        })),
        total,
        { page: query.pageNumber, size: query.pageSize },
      )
    },
  }
}
