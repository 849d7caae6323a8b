import { describe, expect, it } from 'vitest'
import { appliedFiltersOf, journalFiltersOf, journalFormOf } from './journal-filters-value.ts'

const empty = journalFormOf({})

describe('the journal filters in the address', () => {
  it('holds only what is set, and the journal unless it is the first', () => {
    expect(journalFiltersOf('orders', empty, null)).toEqual({ tab: 'journals' })
    const values = {
      actorKind: 'employee' as const,
      what: 'settings',
      entityId: ' 12 ',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    }
    const filters = journalFiltersOf('administration', values, 'Смирнова')
    expect(filters).toEqual({
      tab: 'journals',
      journal: 'administration',
      search: 'Смирнова',
      actorKind: 'employee',
      what: 'settings',
      entityId: '12',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
    // The fields show the address again as they were filled.
    expect(journalFormOf(filters)).toEqual({ ...values, entityId: '12' })
  })

  it('holds back a reversed period and a date still being typed, and takes a one-day period', () => {
    expect(
      journalFiltersOf('orders', { ...empty, dateFrom: '2026-11-02', dateTo: '2026-11-01' }, null),
    ).toEqual({
      tab: 'journals',
    })
    expect(journalFiltersOf('orders', { ...empty, dateFrom: '2026-11' }, null)).toEqual({ tab: 'journals' })
    expect(
      journalFiltersOf('orders', { ...empty, dateFrom: '2026-11-02', dateTo: '2026-11-02' }, null),
    ).toEqual({
      tab: 'journals',
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
    })
  })
})

describe('the journal filters sent', () => {
  it('sends the address’s filters in the call’s words', () => {
    expect(appliedFiltersOf({})).toEqual({})
    expect(
      appliedFiltersOf({ journal: 'administration', search: 'Смирнова', what: 'settings', entityId: '12' }),
    ).toEqual({ who: 'Смирнова', what: ['settings'], entityId: '12' })
  })

  it('leaves out what a hand-edited link got wrong: another journal’s kind, a reversed period', () => {
    expect(appliedFiltersOf({ journal: 'signIns', what: 'settings' })).toEqual({})
    expect(appliedFiltersOf({ dateFrom: '2026-11-02', dateTo: '2026-11-01' })).toEqual({})
  })
})
