import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { BulkOutcome, BulkSelection } from '#contract/orders/bulk-actions.ts'
import { orderResolutionLabels, tariffPeriodLabels, tariffPeriods } from '#contract/orders/labels.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { Dialog, DialogBody, FormDialogFooter } from '../../../ui/dialog.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { notifyFailure } from '../../../ui/snackbar/notify-failure.ts'
import { downloadOrders, useBulkCancel, useBulkFavouritesFirst, useBulkTariff } from '../api/bulk-actions.ts'
import type { BulkChange } from '../bulk-outcome.ts'
import {
  cancelFormSchema,
  favouritesFormSchema,
  tariffFormSchema,
  type CancelForm,
  type FavouritesForm,
  type FavouritesFormInput,
  type TariffForm,
  type TariffFormInput,
} from '../bulk-forms.ts'

export type BulkAction = BulkChange | 'export'

type Props = {
  selection: BulkSelection
  count: number
  onClose: () => void
  onChanged: (change: BulkChange, outcome: BulkOutcome) => void
  onExported: () => void
}

const resolutionOptions = (['CANCELED', 'NOT_RELEVANT'] as const).map((value) => ({
  value,
  label: orderResolutionLabels[value],
}))
const periodOptions = tariffPeriods.map((value) => ({ value, label: tariffPeriodLabels[value] }))

/** The dialog of one action on the chosen orders: a small form, its focus held inside, Enter sends, Escape closes. */
export function BulkDialog(props: Props & { action: BulkAction }) {
  const { action, ...rest } = props
  if (action === 'cancel') return <CancelDialog {...rest} />
  if (action === 'tariff') return <TariffDialog {...rest} />
  if (action === 'favouritesFirst') return <FavouritesDialog {...rest} />
  return <ExportDialog {...rest} />
}

/** The form's frame: the title, how many orders it acts on, the fields, «Отмена» and the action. */
function BulkForm(props: {
  title: string
  count: number
  submitLabel: string
  pending: boolean
  onClose: () => void
  onSubmit: () => void
  /** What the action does; by default, that each order goes by its own rules. */
  note?: string
  children?: ReactNode
}) {
  return (
    <Dialog open onClose={props.onClose} title={props.title} width={600}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogBody>
          <div className="space-y-5">
            <p className="text-sm text-gray-700">
              Выбрано заказов: <strong className="tabular-nums">{props.count}</strong>.{' '}
              {props.note ??
                'Каждый заказ меняется по своим правилам; о заказах, которые изменить нельзя, будет сказано почему.'}
            </p>
            {props.children}
          </div>
        </DialogBody>
        <FormDialogFooter onCancel={props.onClose} submitLabel={props.submitLabel} pending={props.pending} />
      </form>
    </Dialog>
  )
}

function CancelDialog(props: Props) {
  const cancel = useBulkCancel()
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { resolution: 'CANCELED', reason: '' },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit((values) =>
    cancel.submit(
      { ...props.selection, ...values },
      {
        onDone: (outcome) => props.onChanged('cancel', outcome),
        placeIn: fieldErrorsOf(form, ['resolution', 'reason']),
      },
    ),
  )
  return (
    <BulkForm
      title="Отмена заказов"
      count={props.count}
      submitLabel="Отменить заказы"
      pending={cancel.isPending}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <ListField control={form.control} name="resolution" label="Итог" options={resolutionOptions} />
      <TextareaField
        label="Причина"
        hint="Попадёт в журнал каждого заказа"
        rows={3}
        maxLength={500}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
    </BulkForm>
  )
}

function TariffDialog(props: Props) {
  const tariff = useBulkTariff()
  const form = useForm<TariffFormInput, unknown, TariffForm>({
    resolver: zodResolver(tariffFormSchema),
    defaultValues: { planTariffValue: null, planTariffPeriod: 'Shift' },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit((values) =>
    tariff.submit(
      {
        ...props.selection,
        planTariffValue: values.planTariffValue.toFixed(2),
        planTariffPeriod: values.planTariffPeriod,
      },
      {
        onDone: (outcome) => props.onChanged('tariff', outcome),
        placeIn: fieldErrorsOf(form, ['planTariffValue', 'planTariffPeriod']),
      },
    ),
  )
  return (
    <BulkForm
      title="Изменение тарифа"
      count={props.count}
      submitLabel="Изменить тариф"
      pending={tariff.isPending}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <NumberField control={form.control} name="planTariffValue" label="Тариф, ₽" float />
      <ListField
        control={form.control}
        name="planTariffPeriod"
        label="Период"
        options={periodOptions}
        hint="Меньший тариф запланированного заказа вступит в силу, когда исполнитель согласится"
      />
    </BulkForm>
  )
}

function FavouritesDialog(props: Props) {
  const publish = useBulkFavouritesFirst()
  const form = useForm<FavouritesFormInput, unknown, FavouritesForm>({
    resolver: zodResolver(favouritesFormSchema),
    defaultValues: { hours: 2 },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit((values) =>
    publish.submit(
      { ...props.selection, ...values },
      {
        onDone: (outcome) => props.onChanged('favouritesFirst', outcome),
        placeIn: fieldErrorsOf(form, ['hours']),
      },
    ),
  )
  return (
    <BulkForm
      title="Сначала избранным"
      count={props.count}
      submitLabel="Опубликовать"
      pending={publish.isPending}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <NumberField
        control={form.control}
        name="hours"
        label="Часов только для избранных"
        hint="От 1 до 72 часов с этой минуты; потом заказы увидят все исполнители города"
      />
    </BulkForm>
  )
}

function ExportDialog(props: Props) {
  const [pending, setPending] = useState(false)
  const download = async () => {
    setPending(true)
    try {
      await downloadOrders(props.selection)
      props.onExported()
    } catch (error) {
      notifyFailure(error)
    } finally {
      setPending(false)
    }
  }
  return (
    <BulkForm
      title="Выгрузка заказов"
      count={props.count}
      submitLabel="Скачать .xlsx"
      pending={pending}
      onClose={props.onClose}
      onSubmit={() => void download()}
      note="В таблице .xlsx — каждый заказ строкой: смена, магазин, услуга, тариф, сумма, исполнитель и статус."
    />
  )
}
