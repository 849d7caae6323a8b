import { useForm } from 'react-hook-form'
import type { PlannerShift, PlannerShop } from '#contract/week-planner/planner.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { useUpdateSeriesRest } from '../api/planner.ts'
import { dayLabel } from '../planner-cells.ts'
import type { PlannerReport } from './planner-report.tsx'

type RestForm = {
  startTime: string
  endTime: string
  planTariffValue: number | null
  planAssignmentsCount: number | null
  description: string
}
const fields = ['startTime', 'endTime', 'planTariffValue', 'planAssignmentsCount', 'description'] as const

/**
 * A cell's shift: what it is and how full. A shift of a series offers «Изменить эту и следующие»; one order alone is
 * changed from its own card in Текущие заявки, as any order.
 */
export function ShiftDialog(props: {
  shift: PlannerShift
  shop: PlannerShop
  onClose: () => void
  onReport: (report: PlannerReport) => void
}) {
  const { shift, shop } = props
  const times = `${shift.dateTime.slice(11, 16)}–${shift.dateTo.slice(11, 16)}`
  return (
    <Dialog open onClose={props.onClose} title={`${shop.name}, ${dayLabel(shift.date)}`} width={600}>
      <DialogBody>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-gray-600">Смена</dt>
          <dd className="tabular-nums">{times}</dd>
          <dt className="text-gray-600">Услуга</dt>
          <dd>{shift.serviceName}</dd>
          <dt className="text-gray-600">Заполнено</dt>
          <dd className="tabular-nums">
            {shift.filled} из {shift.needed}
          </dd>
        </dl>
        {shift.seriesId === null ? (
          <p className="mt-4 text-sm text-gray-600">
            Смена не входит в серию: её заказ меняют по одному в «Текущих заявках».
          </p>
        ) : (
          <RestOfSeries shift={shift} onDone={props.onClose} onReport={props.onReport} />
        )}
      </DialogBody>
      {shift.seriesId === null && (
        <DialogFooter>
          <Button variant="secondary" onClick={props.onClose}>
            Закрыть
          </Button>
        </DialogFooter>
      )}
    </Dialog>
  )
}

function RestOfSeries(props: {
  shift: PlannerShift
  onDone: () => void
  onReport: (report: PlannerReport) => void
}) {
  const { shift } = props
  const update = useUpdateSeriesRest()
  const form = useForm<RestForm>({
    defaultValues: {
      startTime: shift.dateTime.slice(11, 16),
      endTime: shift.dateTo.slice(11, 16),
      planTariffValue: Number(shift.planTariffValue),
      planAssignmentsCount: shift.planAssignmentsCount,
      description: shift.description ?? '',
    },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit((values) =>
    update.submit(
      {
        body: {
          id: shift.orderIds[0]!,
          ...values,
          planTariffValue: values.planTariffValue === null ? null : values.planTariffValue.toFixed(2),
        },
      },
      {
        placeIn: fieldErrorsOf(form, fields),
        onDone: (answer) => {
          props.onReport({
            tone: answer.skipped.length > 0 ? 'warning' : 'success',
            title: `Изменено заказов серии: ${answer.changed.length}; пропущено: ${answer.skipped.length}`,
            lines: answer.skipped.map(
              (order) =>
                `№ ${order.orderNumber}, ${dayLabel(order.dateTime.slice(0, 10))} ${order.dateTime.slice(11, 16)}: ${order.message}`,
            ),
          })
          props.onDone()
        },
      },
    ),
  )
  return (
    <form noValidate onSubmit={submit} aria-label="Изменить эту и следующие" className="mt-5 space-y-4">
      <h3 className="text-base font-semibold text-gray-900">Изменить эту и следующие</h3>
      <p className="text-sm text-gray-600">
        Меняются заказы серии с этого дня, которые ещё никто не взял и чьи смены не начались; остальные
        останутся как есть, и итог скажет почему.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField control={form.control} name="startTime" label="Начало" required />
        <TimeField control={form.control} name="endTime" label="Окончание" required />
        <NumberField
          control={form.control}
          name="planTariffValue"
          label="Тариф, ₽ (пусто — тариф услуги)"
          float
        />
        <NumberField control={form.control} name="planAssignmentsCount" label="Количество исполнителей" />
      </div>
      <TextField label="Описание" maxLength={4000} {...form.register('description')} />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          Изменить эту и следующие
        </Button>
      </div>
    </form>
  )
}
