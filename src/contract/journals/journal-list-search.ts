import {
  readIsoDate,
  readSearchTerm,
  readOneOf,
  type SearchReader,
  type SearchReaders,
} from '../common/table-search.ts'

/**
 * The journals of Журналы and who writes their records, as plain lists: the page's address is read with them
 * in the route tree every first screen loads, before the journals' definitions (journals.ts) are needed.
 */
export const journalIds = ['orders', 'workers', 'administration', 'signIns'] as const
export type JournalId = (typeof journalIds)[number]

export const actorKinds = ['employee', 'worker', 'system', 'anonymous'] as const
export type ActorKind = (typeof actorKinds)[number]

/** The journal's filters as the address holds them; `what` is one kind of record of the open journal. */
export type JournalListFilters = {
  journal?: JournalId
  search?: string
  actorKind?: ActorKind
  what?: string
  entityId?: string
  dateFrom?: string
  dateTo?: string
}

/** A kind of record's key (`order.created`, `city`): whether the open journal has it is the page's to check. */
const readKind: SearchReader<string> = (raw) =>
  typeof raw === 'string' && /^[\w.-]{1,100}$/.test(raw) ? raw : undefined

/** An object's number as typed; a number arrives parsed as JSON. */
const readEntityId: SearchReader<string> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : raw
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 100) : undefined
}

export const journalListReaders: SearchReaders<JournalListFilters> = {
  journal: readOneOf(journalIds),
  search: readSearchTerm,
  actorKind: readOneOf(actorKinds),
  what: readKind,
  entityId: readEntityId,
  dateFrom: readIsoDate,
  dateTo: readIsoDate,
}

/** Journals are sorted by time only. */
export const journalSortFields = ['at'] as const
