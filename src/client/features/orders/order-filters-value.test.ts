import { describe, expect, it } from 'vitest'
import { emptyFilterForm, filtersOf, formOf } from './order-filters-value.ts'

describe('orders filter body', () => {
  it('sends only what is chosen', () => {
    expect(filtersOf(emptyFilterForm, null)).toEqual({})
    expect(filtersOf({ ...emptyFilterForm, statuses: ['NEW'], cityId: 2, serviceId: 5 }, 'Касс')).toEqual({
      statuses: ['NEW'],
      cityId: 2,
      serviceId: 5,
      search: 'Касс',
    })
  })

  it('ignores a date until it is whole and real', () => {
    expect(filtersOf({ dateFrom: '2026-11-3', dateTo: '2026-02-30' }, null)).toEqual({})
    expect(filtersOf({ dateFrom: '2026-11-01', dateTo: '2026-11-30' }, null)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    })
  })

  it('shows filters from the address in the fields and sends them back unchanged', () => {
    const filters = { statuses: ['NEW', 'DONE'] as const, cityId: 1, dateTo: '2026-11-30', search: 'Касс' }
    const form = formOf({ ...filters, statuses: [...filters.statuses] })
    expect(form).toEqual({ ...emptyFilterForm, statuses: ['NEW', 'DONE'], cityId: 1, dateTo: '2026-11-30' })
    expect(filtersOf(form, filters.search)).toEqual({ ...filters, statuses: ['NEW', 'DONE'] })
  })
})
