import type { ActorKind } from '#contract/journals/journals.ts'
import type { JournalFilters } from '#contract/journals/requests.ts'

export type JournalFilterValues = {
  actorKind: ActorKind | ''
  what: string
  entityId: string
  dateFrom: string
  dateTo: string
}

export const emptyJournalFilters: JournalFilterValues = {
  actorKind: '',
  what: '',
  entityId: '',
  dateFrom: '',
  dateTo: '',
}

/**
 * The journal call's `appliedFilters` for what the form holds: only what is set, and a period only once it
 * makes sense (the form reports a reversed one instead of sending it).
 */
export function appliedFiltersOf(values: JournalFilterValues, who: string | null): JournalFilters {
  const reversed = values.dateFrom !== '' && values.dateTo !== '' && values.dateFrom > values.dateTo
  const entityId = values.entityId.trim()
  return {
    ...(who ? { who } : {}),
    ...(values.actorKind ? { actorKind: values.actorKind } : {}),
    ...(values.what ? { what: [values.what] } : {}),
    ...(entityId ? { entityId } : {}),
    ...(values.dateFrom && !reversed ? { dateFrom: values.dateFrom } : {}),
    ...(values.dateTo && !reversed ? { dateTo: values.dateTo } : {}),
  }
}
