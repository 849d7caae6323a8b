import { useEffect } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldValues } from 'react-hook-form'
import { useSearchInput } from './fields/search-debounce.ts'
import { searchKey } from './use-url-table.ts'

const searchOf = (filters: object) =>
  'search' in filters && typeof filters.search === 'string' ? filters.search : ''

/**
 * A table's filter fields and search box kept in step with the filters in the page's address: what is chosen
 * goes to the address (through `onChange`), and an address that changes by itself (back, forward, a link) is
 * shown in the fields. `formOf` and `filtersOf` turn one into the other; a date still being typed stays in its
 * field only.
 */
export function useUrlFilters<Values extends FieldValues, Filters extends object>(options: {
  filters: Filters
  formOf: (filters: Filters) => Values
  filtersOf: (values: Partial<Values>, term: string | null) => Filters
  onChange: (filters: Filters) => void
}) {
  const { filters, formOf, filtersOf, onChange } = options
  const form = useForm<Values>({ defaultValues: formOf(filters) as DefaultValues<Values> })
  const values = useWatch({ control: form.control }) as Partial<Values>
  const search = useSearchInput(searchOf(filters))
  const wanted = filtersOf(values, search.term)
  const wantedKey = searchKey(wanted)
  const addressKey = searchKey(filters)

  useEffect(() => {
    if (searchKey(filtersOf(form.getValues(), search.term)) === addressKey) return
    form.reset(formOf(filters))
    search.restore(searchOf(filters))
    // Only a change of the address is followed here; the fields' own changes go the other way below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey])

  useEffect(() => {
    if (wantedKey !== addressKey) onChange(wanted)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedKey])

  return {
    form,
    search,
    /** Every filter off and the search box empty. */
    reset: () => {
      form.reset(formOf({} as Filters))
      search.restore('')
    },
  }
}
