import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { shopInputSchema, type Shop } from '#contract/dictionaries/shop.ts'
import { AutocompleteField } from '../../../ui/fields/autocomplete-field.tsx'
import { FormCell, FormGrid } from '../../../ui/fields/form-grid.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { citiesQueryOptions, servicesQueryOptions } from '../../../shared/reference-lists.ts'
import { useEntryForm } from '../entry-form.ts'
import { isLatitude, isLongitude, mapHeightPx } from '../map-view.ts'
import { EntryDialog } from './entry-dialog.tsx'
import { ServicesSelect } from './services-select.tsx'

// Leaflet is downloaded only when an admin opens a shop: no other page carries it.
const ShopMap = lazy(() => import('./shop-map.tsx'))

type ShopFormValues = {
  name: string
  cityId: number | null
  address: string
  latitude: number | null
  longitude: number | null
  services: number[]
}

const defaultsOf = (shop: Shop | null): ShopFormValues => ({
  name: shop?.name ?? '',
  cityId: shop?.city.id ?? null,
  address: shop?.address ?? '',
  latitude: shop?.latitude ?? null,
  longitude: shop?.longitude ?? null,
  services: shop?.services.map((service) => service.id) ?? [],
})

/** A shop: its fields on the left, the map that places it on the right. */
export function ShopDialog({ shop, onClose }: { shop: Shop | null; onClose: () => void }) {
  const cities = useQuery(citiesQueryOptions).data ?? []
  const services = useQuery(servicesQueryOptions).data ?? []
  const { form, submit, submitting } = useEntryForm({
    entity: 'shop',
    id: shop?.id ?? null,
    schema: shopInputSchema,
    defaultValues: defaultsOf(shop),
    onSaved: onClose,
  })
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] })
  const point = isLatitude(latitude) && isLongitude(longitude) ? { latitude, longitude } : null
  const errors = form.formState.errors

  return (
    <EntryDialog
      title={shop ? `Магазин «${shop.name}»` : 'Новый магазин'}
      width={1200}
      isNew={!shop}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FormGrid>
          <FormCell wide>
            <TextField label="Название" {...form.register('name')} error={errors.name?.message} />
          </FormCell>
          <FormCell wide>
            <AutocompleteField
              control={form.control}
              name="cityId"
              label="Город"
              options={cities.map((city) => ({ value: city.id, label: city.name }))}
            />
          </FormCell>
          <FormCell wide>
            <TextField label="Адрес" {...form.register('address')} error={errors.address?.message} />
          </FormCell>
          <FormCell>
            <NumberField control={form.control} name="latitude" label="Широта" float />
          </FormCell>
          <FormCell>
            <NumberField control={form.control} name="longitude" label="Долгота" float />
          </FormCell>
          <FormCell wide>
            <ServicesSelect
              control={form.control}
              name="services"
              label="Услуги магазина"
              options={services.map((service) => ({
                value: service.id,
                label: service.fullName,
                description: service.group,
              }))}
            />
          </FormCell>
        </FormGrid>
        <div>
          <p className="mb-2 text-sm text-gray-600">Щёлкните по карте, чтобы указать место магазина.</p>
          <Suspense
            fallback={
              <div
                className="flex items-center justify-center rounded-lg bg-gray-50 ring-1 ring-gray-200"
                style={{ height: mapHeightPx }}
              >
                <Spinner className="size-6 text-primary-700" />
              </div>
            }
          >
            <ShopMap
              point={point}
              onPick={(picked) => {
                form.setValue('latitude', picked.latitude, { shouldValidate: true, shouldDirty: true })
                form.setValue('longitude', picked.longitude, { shouldValidate: true, shouldDirty: true })
              }}
            />
          </Suspense>
        </div>
      </div>
    </EntryDialog>
  )
}
