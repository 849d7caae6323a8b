import { describe, expect, it } from 'vitest'
import { emptyFilterForm, filtersOf } from './order-filters-value.ts'

describe('orders filter body', () => {
  it('sends only what is chosen, with history as the page says', () => {
    expect(filtersOf(emptyFilterForm, null, { history: false })).toEqual({ history: false })
    expect(
      filtersOf({ ...emptyFilterForm, cityId: 2, serviceId: 5 }, 'Касс', {
        history: true,
        statuses: ['NEW'],
      }),
    ).toEqual({ history: true, statuses: ['NEW'], cityId: 2, serviceId: 5, search: 'Касс' })
  })

  it('ignores a date until it is whole and real', () => {
    expect(filtersOf({ dateFrom: '2026-11-3', dateTo: '2026-02-30' }, null, {})).toEqual({})
    expect(filtersOf({ dateFrom: '2026-11-01', dateTo: '2026-11-30' }, null, {})).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
  })
})
