import { useCallback, useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form'
import { ListField } from '../ui/fields/list-field.tsx'
import { anyOption, namedOptions } from '../ui/fields/options.ts'
import { citiesQueryOptions } from './reference-lists.ts'
import { shopsQueryOptions } from './shops.ts'

type PlaceFieldProps<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> }

/** A filter panel's choice of city, «Все города» first. */
export function CityFilterField<T extends FieldValues>(props: PlaceFieldProps<T>) {
  const cities = useQuery(citiesQueryOptions).data ?? []
  return (
    <ListField
      control={props.control}
      name={props.name}
      label="Город"
      options={[anyOption('Все города'), ...namedOptions(cities)]}
    />
  )
}

/** A filter panel's choice of shop among `shops` (those of the chosen city), «Все магазины» first. */
export function ShopFilterField<T extends FieldValues>(
  props: PlaceFieldProps<T> & { shops: readonly { id: number; name: string }[] },
) {
  return (
    <ListField
      control={props.control}
      name={props.name}
      label="Магазин"
      options={[anyOption('Все магазины'), ...namedOptions(props.shops)]}
    />
  )
}

/**
 * The shops of the chosen city (every shop while no city is chosen) and the chosen shop among them. A chosen shop
 * the city does not have is dropped with `dropShop`, so every combination offered can find something.
 */
export function useShopsInCity(cityId: number, shopId: number, dropShop: () => void) {
  const shops = useQuery(shopsQueryOptions).data ?? []
  const shopsInCity = shops.filter((shop) => !cityId || shop.city.id === cityId)
  const chosenShop = shopsInCity.find((shop) => shop.id === shopId)
  const staleShop = shops.length > 0 && shopId !== 0 && !chosenShop
  useEffect(() => {
    if (staleShop) dropShop()
  }, [staleShop, dropShop])
  return { shopsInCity, chosenShop }
}

type CityShopForm = { cityId: number; shopId: number }

/** A filter panel's city and shop, the shops narrowed to the chosen city; a shop the city lacks is dropped. */
export function CityShopFilterFields<T extends CityShopForm>(props: {
  control: Control<T>
  setValue: UseFormSetValue<T>
}) {
  // react-hook-form cannot name `cityId` and `shopId` of a form known only to hold them: they are read through
  // the narrow shape, which every caller's form extends.
  const control = props.control as unknown as Control<CityShopForm>
  const setValue = props.setValue as unknown as UseFormSetValue<CityShopForm>
  const [cityId, shopId] = useWatch({ control, name: ['cityId', 'shopId'] })
  const dropShop = useCallback(() => setValue('shopId', 0), [setValue])
  const { shopsInCity } = useShopsInCity(cityId, shopId, dropShop)
  return (
    <>
      <CityFilterField control={control} name="cityId" />
      <ShopFilterField control={control} name="shopId" shops={shopsInCity} />
    </>
  )
}
