import type { PlannerSearch } from '#contract/week-planner/planner-search.ts'
import { CityShopFilterFields } from '../../../shared/place-filter-fields.tsx'
import { FilterPanel } from '../../../ui/filter-panel.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'

type PlaceFilters = Omit<PlannerSearch, 'week'>
type PlaceForm = { cityId: number; shopId: number }

const formOf = (filters: PlaceFilters): PlaceForm => ({
  cityId: filters.cityId ?? 0,
  shopId: filters.shopId ?? 0,
})
const filtersOf = (form: Partial<PlaceForm>): PlaceFilters => ({
  ...(form.cityId ? { cityId: form.cityId } : {}),
  ...(form.shopId ? { shopId: form.shopId } : {}),
})

/** The planner's city and shop, kept in the page's address like every staff table's filters. */
export function PlannerFilters(props: { filters: PlaceFilters; onChange: (filters: PlaceFilters) => void }) {
  const { form, reset } = useUrlFilters({
    filters: props.filters,
    formOf,
    filtersOf,
    onChange: props.onChange,
  })
  return (
    <FilterPanel onReset={reset}>
      <CityShopFilterFields control={form.control} setValue={form.setValue} />
    </FilterPanel>
  )
}
