import { useCallback } from 'react'
import { useWatch } from 'react-hook-form'
import type { PlannerSearch } from '#contract/week-planner/planner-search.ts'
import { CityFilterField, ShopFilterField, useShopsInCity } from '../../../shared/place-filter-fields.tsx'
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
  const [cityId, shopId] = useWatch({ control: form.control, name: ['cityId', 'shopId'] })
  const { setValue } = form
  const dropShop = useCallback(() => setValue('shopId', 0), [setValue])
  const { shopsInCity } = useShopsInCity(cityId, shopId, dropShop)
  return (
    <FilterPanel onReset={reset}>
      <CityFilterField control={form.control} name="cityId" />
      <ShopFilterField control={form.control} name="shopId" shops={shopsInCity} />
    </FilterPanel>
  )
}
