import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { TrashIcon } from '@heroicons/react/20/solid'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import { formatRoubles } from '#contract/common/money.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { FormSubheader } from '../../../ui/fields/subheader.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { EmptyState } from '../../../ui/page.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'
import { shopTemplatesQuery, useCreateTemplate, useRemoveTemplate } from '../api/templates.ts'

type Shop = { id: number; name: string; services: { id: number; fullName: string }[] }
type TemplateForm = {
  name: string
  serviceId: number | null
  startTime: string
  endTime: string
  planAssignmentsCount: number | null
  planTariffValue: number | null
  favouritesFirstHours: number | null
}
const fields = [
  'name',
  'serviceId',
  'startTime',
  'endTime',
  'planAssignmentsCount',
  'planTariffValue',
  'favouritesFirstHours',
] as const

/** A shop's shift templates (issue 48): the list with deletion, and a form for a new one. */
export function ShopTemplatesDialog({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const templates = useQuery(shopTemplatesQuery(shop.id))
  return (
    <Dialog open onClose={onClose} title={`${shop.name}: шаблоны смен`} width={900}>
      <DialogBody>
        {!templates.data ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6 text-primary-700" label="Загрузка шаблонов" />
          </div>
        ) : templates.data.length === 0 ? (
          <EmptyState title="Шаблонов пока нет">Добавьте первый шаблон смены ниже.</EmptyState>
        ) : (
          <ul aria-label="Шаблоны смен" className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
            {templates.data.map((template) => (
              <TemplateRow key={template.id} template={template} />
            ))}
          </ul>
        )}
        <NewTemplate shop={shop} />
      </DialogBody>
    </Dialog>
  )
}

function TemplateRow({ template }: { template: OrderTemplate }) {
  const remove = useRemoveTemplate()
  const tariff = template.planTariffValue
    ? `${formatRoubles(template.planTariffValue)} ${tariffPeriodLabels[template.planTariffPeriod]}`
    : 'тариф услуги'
  const details = [
    template.serviceName,
    `${template.startTime}–${template.endTime}`,
    template.planAssignmentsCount ? `${template.planAssignmentsCount} чел.` : null,
    tariff,
    template.favouritesFirstHours ? `избранным ${template.favouritesFirstHours} ч` : null,
  ]
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{template.name}</p>
        <p className="text-gray-600">{details.filter(Boolean).join(' · ')}</p>
      </div>
      <Button
        variant="ghost"
        aria-label={`Удалить шаблон «${template.name}»`}
        loading={remove.isPending}
        onClick={() =>
          void remove.submit(
            { body: { id: template.id } },
            { onDone: () => notify({ status: 'success', message: 'Шаблон удалён' }) },
          )
        }
      >
        <TrashIcon className="size-5" aria-hidden />
        Удалить
      </Button>
    </li>
  )
}

function NewTemplate({ shop }: { shop: Shop }) {
  const create = useCreateTemplate()
  const empty: TemplateForm = {
    name: '',
    serviceId: shop.services[0]?.id ?? null,
    startTime: '09:00',
    endTime: '18:00',
    planAssignmentsCount: null,
    planTariffValue: null,
    favouritesFirstHours: null,
  }
  const form = useForm<TemplateForm>({ defaultValues: empty, mode: 'onTouched' })
  const submit = form.handleSubmit(async (values) => {
    await create.submit(
      {
        body: {
          ...values,
          shopId: shop.id,
          serviceId: values.serviceId ?? 0,
          planTariffValue: values.planTariffValue === null ? null : values.planTariffValue.toFixed(2),
        },
      },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Шаблон добавлен' })
          form.reset(empty)
        },
        placeIn: fieldErrorsOf(form, fields),
      },
    )
  })
  const options = shop.services.map((service) => ({ value: service.id, label: service.fullName }))
  return (
    <form noValidate onSubmit={submit} aria-label="Новый шаблон" className="mt-6 space-y-4">
      <FormSubheader>Новый шаблон</FormSubheader>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Название"
          maxLength={100}
          required
          error={form.formState.errors.name?.message}
          {...form.register('name', { required: 'Поле не должно быть пустым' })}
        />
        <ListField control={form.control} name="serviceId" label="Услуга" options={options} required />
        <TimeField control={form.control} name="startTime" label="Начало" required />
        <TimeField control={form.control} name="endTime" label="Окончание" required />
        <NumberField control={form.control} name="planAssignmentsCount" label="Количество исполнителей" />
        <NumberField
          control={form.control}
          name="planTariffValue"
          label="Тариф, ₽ (пусто — тариф услуги)"
          float
        />
        <NumberField control={form.control} name="favouritesFirstHours" label="Сначала избранным, часов" />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          Добавить шаблон
        </Button>
      </div>
    </form>
  )
}
