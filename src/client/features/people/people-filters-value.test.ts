import { describe, expect, it } from 'vitest'
import { emptyPeopleFilters, peopleFiltersOf, peopleFormOf } from './people-filters-value.ts'

describe('people filters', () => {
  it('ask for the table’s kind only while nothing is chosen', () => {
    expect(peopleFiltersOf(false, emptyPeopleFilters, null)).toEqual({ confirmed: false })
    expect(peopleFiltersOf(true, {}, null)).toEqual({ confirmed: true })
  })

  it('send every choice made and the search term', () => {
    expect(
      peopleFiltersOf(
        true,
        { cityId: 3, citizenshipId: 1, fundId: 7, selfEmployedServiceId: 12, blocked: 'active' },
        'Иван',
      ),
    ).toEqual({
      confirmed: true,
      search: 'Иван',
      cityId: 3,
      citizenshipId: 1,
      fundId: 7,
      selfEmployedServiceId: 12,
      blocked: false,
    })
    expect(peopleFiltersOf(true, { blocked: 'blocked' }, null)).toEqual({ confirmed: true, blocked: true })
  })

  it('never ask the new people’s table for blocked workers', () => {
    expect(peopleFiltersOf(false, { blocked: 'blocked' }, null)).toEqual({ confirmed: false })
  })

  it('show filters from the address in the fields and send them back unchanged', () => {
    const filters = { cityId: 3, fundId: 7, blocked: true, search: 'Иван' }
    const form = peopleFormOf(filters)
    expect(form).toEqual({ ...emptyPeopleFilters, cityId: 3, fundId: 7, blocked: 'blocked' })
    expect(peopleFiltersOf(true, form, filters.search)).toEqual({ confirmed: true, ...filters })
  })
})
