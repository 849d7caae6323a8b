import { describe, expect, it } from 'vitest'
import { appliedFiltersOf, emptyJournalFilters } from './journal-filters-value.ts'

describe('the journal filters sent', () => {
  it('sends only what is set', () => {
    expect(appliedFiltersOf(emptyJournalFilters, null)).toEqual({})
    expect(
      appliedFiltersOf(
        {
          actorKind: 'employee',
          what: 'settings',
          entityId: ' 12 ',
          dateFrom: '2026-11-01',
          dateTo: '2026-11-30',
        },
        'Смирнова',
      ),
    ).toEqual({
      who: 'Смирнова',
      actorKind: 'employee',
      what: ['settings'],
      entityId: '12',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
  })

  it('holds back a reversed period, and takes a one-day one', () => {
    const reversed = { ...emptyJournalFilters, dateFrom: '2026-11-02', dateTo: '2026-11-01' }
    expect(appliedFiltersOf(reversed, null)).toEqual({})
    const oneDay = { ...emptyJournalFilters, dateFrom: '2026-11-02', dateTo: '2026-11-02' }
    expect(appliedFiltersOf(oneDay, null)).toEqual({ dateFrom: '2026-11-02', dateTo: '2026-11-02' })
  })
})
