import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { isoDate, reference, time } from '#contract/common/rules.ts'
import { standbyMinimumSchema } from '#contract/standby/standby.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { shiftInstants, offsetLabel } from '../../../shared/format/local-time.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { Button } from '../../../ui/button.tsx'
import { AutocompleteField } from '../../../ui/fields/autocomplete-field.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { useCreateSlot } from '../api/standby-calls.ts'

const chosen = () => z.number().nullish().pipe(reference())

const slotFormSchema = z.object({
  shopId: chosen(),
  serviceId: chosen(),
  date: isoDate(),
  timeFrom: time(),
  timeTo: time(),
  // Typed with a comma as often as with a point: the server takes the point.
  minimum: z
    .string()
    .transform((value) => value.trim().replace(',', '.'))
    .pipe(standbyMinimumSchema),
})
type SlotFormInput = z.input<typeof slotFormSchema>
type SlotFormValues = z.output<typeof slotFormSchema>

const emptyForm: SlotFormInput = {
  shopId: null,
  serviceId: null,
  date: '',
  timeFrom: '',
  timeTo: '',
  minimum: '',
}

/** The server's paths for the form's fields: the window's instants belong to the time inputs. */
const fieldOf: Record<string, keyof SlotFormInput> = {
  shopId: 'shopId',
  serviceId: 'serviceId',
  dateFrom: 'timeFrom',
  dateTo: 'timeTo',
  minimum: 'minimum',
}

/** «Новое дежурство»: a shop, one of its services, the day and window in the shop's time, and the minimum. */
export function CreateSlotForm() {
  const shops = useQuery(shopsQueryOptions).data ?? []
  const create = useCreateSlot()
  const form = useForm<SlotFormInput, unknown, SlotFormValues>({
    resolver: zodResolver(slotFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  })
  const { control, setError } = form
  const shopId = useWatch({ control, name: 'shopId' })
  const shop = shops.find((candidate) => candidate.id === shopId)

  const submit = form.handleSubmit(async (values) => {
    const chosenShop = shops.find((candidate) => candidate.id === values.shopId)
    if (!chosenShop) return
    const window = shiftInstants(values.date, values.timeFrom, values.timeTo, chosenShop.city.utcOffset)
    await create.submit(
      {
        body: {
          shopId: values.shopId,
          serviceId: values.serviceId,
          dateFrom: window.dateTime,
          dateTo: window.dateTo,
          minimum: values.minimum,
        },
      },
      { onDone: () => form.reset(emptyForm), placeIn: fieldErrorsOf({ setError }, (path) => fieldOf[path]) },
    )
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="standby-new" className="space-y-4">
      <h3 id="standby-new" className="text-base font-semibold text-gray-900">
        Новое дежурство
      </h3>
      <div className="grid gap-4 sm:grid-cols-12">
        <div className="sm:col-span-4">
          <AutocompleteField
            control={control}
            name="shopId"
            label="Магазин"
            options={shops.map((item) => ({ value: item.id, label: item.name, description: item.address }))}
          />
        </div>
        <div className="sm:col-span-4">
          <ListField
            control={control}
            name="serviceId"
            label="Услуга"
            disabled={!shop}
            placeholder={shop ? 'Выберите услугу' : 'Сначала выберите магазин'}
            options={(shop?.services ?? []).map((service) => ({
              value: service.id,
              label: service.fullName,
            }))}
          />
        </div>
        <div className="sm:col-span-4">
          <TextField
            label="Гарантированный минимум, ₽"
            inputMode="decimal"
            hint="Выплачивается, если исполнителя не вызовут до конца дежурства"
            {...form.register('minimum')}
            error={form.formState.errors.minimum?.message}
          />
        </div>
        <div className="sm:col-span-4">
          <DateField control={control} name="date" label="Дата дежурства" />
        </div>
        <div className="sm:col-span-4">
          <TimeField control={control} name="timeFrom" label="Начало" />
        </div>
        <div className="sm:col-span-4">
          <TimeField
            control={control}
            name="timeTo"
            label="Окончание"
            hint={shop ? `Время магазина (${offsetLabel(shop.city.utcOffset)})` : undefined}
          />
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Создать дежурство
        </Button>
      </div>
    </form>
  )
}
