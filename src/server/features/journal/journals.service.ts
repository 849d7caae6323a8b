import { toOffsetIso } from '#contract/common/instants.ts'
import { toPage, type Page } from '#contract/common/page.ts'
import { actorKinds, type ActorKind } from '#contract/journals/journal-list-search.ts'
import { describeAction, type JournalDefinition } from '#contract/journals/journals.ts'
import { journalMessages, type JournalEntry, type JournalQuery } from '#contract/journals/requests.ts'
import { businessUtcOffsetHours } from '#contract/settings/settings.ts'
import type { Database } from '../../db/client.ts'
import { BadInput } from '../../kernel/errors.ts'
import { listJournal, matchingActors } from './journal-queries.repository.ts'
import { readJournalObjects, type JournalObjects } from './journal-objects.repository.ts'

export type JournalsService = ReturnType<typeof createJournalsService>

/** Midnight of a Moscow calendar day, as an instant. */
function startOfMoscowDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - businessUtcOffsetHours * 3600_000)
}

const nextDay = (at: Date) => new Date(at.getTime() + 86_400_000)

const asActorKind = (kind: string): ActorKind =>
  (actorKinds as readonly string[]).includes(kind) ? (kind as ActorKind) : 'anonymous'

type Row = { entity: string; entityId: string | null; details: unknown }

const detailsOf = (row: Row) => (row.details as Record<string, unknown> | null) ?? null
const idOf = (row: Row, entity: string) =>
  row.entity === entity && row.entityId ? [Number(row.entityId)] : []
const orderIdsIn = (details: Record<string, unknown> | null) =>
  Array.isArray(details?.orderIds) ? details.orderIds.map(Number) : []

/** The record's object as staff know it: an order by its number, a worker or a shop by name (issue 46). */
function objectName(row: Row, objects: JournalObjects): string | null {
  const id = Number(row.entityId)
  if (row.entity === 'order' && objects.orderNumbers.has(id)) return `Заказ № ${objects.orderNumbers.get(id)}`
  if (row.entity === 'worker') return objects.workerNames.get(id) ?? null
  if (row.entity === 'shop') return objects.shopNames.get(id) ?? null
  return null
}

/** Orders listed by id in a record (a registry's rows) are answered by their numbers instead. */
function answeredDetails(details: Record<string, unknown> | null, objects: JournalObjects) {
  if (!details || !Array.isArray(details.orderIds)) return details
  const { orderIds, ...rest } = details
  return { ...rest, orderNumbers: orderIds.map((id) => objects.orderNumbers.get(Number(id)) ?? id) }
}

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
      const conditions = {
        entities: definition.entities,
        kinds,
        who: filters.who ? await matchingActors(deps.db, filters.who) : undefined,
        actorKind: filters.actorKind,
        entityId: filters.entityId || undefined,
        from: filters.dateFrom ? startOfMoscowDay(filters.dateFrom) : undefined,
        before: filters.dateTo ? nextDay(startOfMoscowDay(filters.dateTo)) : undefined,
      }
      const { rows, total } = await listJournal(deps.db, conditions, {
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
        direction: query.sort === 'at,asc' ? 'asc' : 'desc',
      })
      const objects = await readJournalObjects(deps.db, {
        orderIds: rows.flatMap((row) => [...idOf(row, 'order'), ...orderIdsIn(detailsOf(row))]),
        workerIds: rows.flatMap((row) => idOf(row, 'worker')),
        shopIds: rows.flatMap((row) => idOf(row, 'shop')),
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
          object: objectName(row, objects),
          details: answeredDetails(detailsOf(row), objects),
        })),
        total,
        { page: query.pageNumber, size: query.pageSize },
      )
    },
  }
}
