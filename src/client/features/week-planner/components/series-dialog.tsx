import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import { mondayOf, addDays } from '#contract/week-planner/week.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { Button } from '../../../ui/button.tsx'
import { CheckboxListField } from '../../../ui/fields/checkbox-list-field.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { useCreateSeries } from '../api/planner.ts'
import type { PlannerReport } from './planner-report.tsx'

const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const
const weekdayLabels = {
  '1': 'Понедельник',
  '2': 'Вторник',
  '3': 'Среда',
  '4': 'Четверг',
  '5': 'Пятница',
  '6': 'Суббота',
  '7': 'Воскресенье',
} as const

type SeriesForm = {
  templateId: number
  shopId: number | null
  serviceId: number | null
  startTime: string
  endTime: string
  weekdays: string[]
  dateFrom: string
  weeks: number | null
  planAssignmentsCount: number | null
  planTariffValue: number | null
  description: string
}
const fields = [
  'shopId',
  'serviceId',
  'startTime',
  'endTime',
  'weekdays',
  'dateFrom',
  'weeks',
  'planAssignmentsCount',
  'planTariffValue',
  'description',
] as const

const nextMonday = () => addDays(mondayOf(new Date().toISOString().slice(0, 10)), 7)

/**
 * A recurring series (e.g. Mon–Fri 09:00–18:00 for 8 weeks), from a template's fields or typed: all its days are
 * made or none, and a refused day is named in the page's report.
 */
export function SeriesDialog(props: {
  templates: readonly OrderTemplate[]
  shopId: number | undefined
  onClose: () => void
  onReport: (report: PlannerReport) => void
}) {
  const shops = useQuery(shopsQueryOptions).data ?? []
  const create = useCreateSeries()
  const form = useForm<SeriesForm>({
    defaultValues: {
      templateId: 0,
      shopId: props.shopId ?? null,
      serviceId: null,
      startTime: '09:00',
      endTime: '18:00',
      weekdays: ['1', '2', '3', '4', '5'],
      dateFrom: nextMonday(),
      weeks: 8,
      planAssignmentsCount: null,
      planTariffValue: null,
      description: '',
    },
    mode: 'onTouched',
  })
  const [shopId, templateId] = useWatch({ control: form.control, name: ['shopId', 'templateId'] })
  const services = shops.find((shop) => shop.id === shopId)?.services ?? []
  const chosen = props.templates.find((candidate) => candidate.id === templateId)
  // A template chosen fills the fields once; they stay free to change.
  useEffect(() => {
    const template = chosen
    if (!template) return
    form.setValue('shopId', template.shopId)
    form.setValue('serviceId', template.serviceId)
    form.setValue('startTime', template.startTime)
    form.setValue('endTime', template.endTime)
    form.setValue('planAssignmentsCount', template.planAssignmentsCount)
    form.setValue(
      'planTariffValue',
      template.planTariffValue === null ? null : Number(template.planTariffValue),
    )
    form.setValue('description', template.description ?? '')
  }, [chosen, form])
  const submit = form.handleSubmit(({ templateId: _template, ...values }) =>
    create.submit(
      {
        body: {
          ...values,
          shopId: values.shopId ?? 0,
          serviceId: values.serviceId ?? 0,
          weekdays: values.weekdays.map(Number),
          weeks: values.weeks ?? 0,
          planTariffValue: values.planTariffValue === null ? null : values.planTariffValue.toFixed(2),
        },
      },
      {
        onDone: (answer) => {
          props.onReport({
            tone: 'success',
            title: `Серия создана: заказов ${answer.orders.length}`,
            lines: [],
          })
          props.onClose()
        },
        placeIn: (error) => {
          if (error.rows.length > 0) {
            props.onReport({
              tone: 'error',
              title: error.message,
              lines: error.rows.map((row) => row.message),
            })
            props.onClose()
            return true
          }
          return fieldErrorsOf(form, fields)(error)
        },
      },
    ),
  )
  return (
    <Dialog open onClose={props.onClose} title="Серия смен" width={900}>
      <form noValidate onSubmit={submit} aria-label="Серия смен" className="flex min-h-0 flex-col">
        <DialogBody>
          <div className="grid gap-4 sm:grid-cols-2">
            <ListField
              control={form.control}
              name="templateId"
              label="Шаблон (заполнит поля)"
              options={[
                { value: 0, label: 'Без шаблона' },
                ...props.templates.map((template) => ({ value: template.id, label: template.name })),
              ]}
            />
            <ListField
              control={form.control}
              name="shopId"
              label="Магазин"
              required
              options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
            />
            <ListField
              control={form.control}
              name="serviceId"
              label="Услуга"
              required
              options={services.map((service) => ({ value: service.id, label: service.fullName }))}
            />
            <DateField control={form.control} name="dateFrom" label="Первый день" required />
            <TimeField control={form.control} name="startTime" label="Начало" required />
            <TimeField control={form.control} name="endTime" label="Окончание" required />
            <NumberField control={form.control} name="weeks" label="Недель" required />
            <NumberField control={form.control} name="planAssignmentsCount" label="Количество исполнителей" />
            <NumberField
              control={form.control}
              name="planTariffValue"
              label="Тариф, ₽ (пусто — тариф услуги)"
              float
            />
            <TextField label="Описание" maxLength={4000} {...form.register('description')} />
          </div>
          <div className="mt-4">
            <CheckboxListField
              legend="Дни недели"
              options={weekdays}
              labels={weekdayLabels}
              registration={form.register('weekdays')}
              error={form.formState.errors.weekdays?.message}
              twoColumns
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={create.isPending}>
            Создать серию
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
