import { useState, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type {
  BulkCancel,
  BulkFavouritesFirst,
  BulkOutcome,
  BulkSelection,
  BulkTariff,
} from '#contract/orders/bulk-actions.ts'
import { orderResolutionLabels, tariffPeriodLabels, tariffPeriods } from '#contract/orders/labels.ts'
import type { SubmitFeedback } from '../../../lib/endpoint-query.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { FormDialog } from '../../../ui/dialog.tsx'
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
    <FormDialog
      open
      onClose={props.onClose}
      title={props.title}
      width={600}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
      submitLabel={props.submitLabel}
      pending={props.pending}
    >
      <div className="space-y-5">
        <p className="text-sm text-gray-700">
          Выбрано заказов: <strong className="tabular-nums">{props.count}</strong>.{' '}
          {props.note ??
            'Каждый заказ меняется по своим правилам; о заказах, которые изменить нельзя, будет сказано почему.'}
        </p>
        {props.children}
      </div>
    </FormDialog>
  )
}

/** What a form action on the chosen orders needs beyond the frame: its call, its form and how values become a body. */
type ChangeDialogProps<Input extends FieldValues, Values, Body> = Props & {
  change: BulkChange
  title: string
  submitLabel: string
  call: {
    isPending: boolean
    submit: (body: Body, feedback: SubmitFeedback<BulkOutcome>) => Promise<unknown>
  }
  resolver: Resolver<Input, unknown, Values>
  defaultValues: DefaultValues<Input>
  /** The form's fields, where the server's refusal of each is shown. */
  fields: readonly Path<Input>[]
  body: (selection: BulkSelection, values: Values) => Body
  children: (form: UseFormReturn<Input, unknown, Values>) => ReactNode
}

/** One dialog shape for the actions that send a form: validated on touch, the refusals under their fields. */
function ChangeDialog<Input extends FieldValues, Values, Body>(
  props: ChangeDialogProps<Input, Values, Body>,
) {
  const form = useForm<Input, unknown, Values>({
    resolver: props.resolver,
    defaultValues: props.defaultValues,
    mode: 'onTouched',
  })
  const submit = form.handleSubmit((values) =>
    props.call.submit(props.body(props.selection, values), {
      onDone: (outcome) => props.onChanged(props.change, outcome),
      placeIn: fieldErrorsOf(form, props.fields),
    }),
  )
  return (
    <BulkForm
      title={props.title}
      count={props.count}
      submitLabel={props.submitLabel}
      pending={props.call.isPending}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      {props.children(form)}
    </BulkForm>
  )
}

function CancelDialog(props: Props) {
  const cancel = useBulkCancel()
  return (
    <ChangeDialog<CancelForm, CancelForm, BulkCancel>
      {...props}
      change="cancel"
      title="Отмена заказов"
      submitLabel="Отменить заказы"
      call={cancel}
      resolver={zodResolver(cancelFormSchema)}
      defaultValues={{ resolution: 'CANCELED', reason: '' }}
      fields={['resolution', 'reason']}
      body={(selection, values) => ({ ...selection, ...values })}
    >
      {(form) => (
        <>
          <ListField control={form.control} name="resolution" label="Итог" options={resolutionOptions} />
          <TextareaField
            label="Причина"
            hint="Попадёт в журнал каждого заказа"
            rows={3}
            maxLength={500}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
        </>
      )}
    </ChangeDialog>
  )
}

function TariffDialog(props: Props) {
  const tariff = useBulkTariff()
  return (
    <ChangeDialog<TariffFormInput, TariffForm, BulkTariff>
      {...props}
      change="tariff"
      title="Изменение тарифа"
      submitLabel="Изменить тариф"
      call={tariff}
      resolver={zodResolver(tariffFormSchema)}
      defaultValues={{ planTariffValue: null, planTariffPeriod: 'Shift' }}
      fields={['planTariffValue', 'planTariffPeriod']}
      body={(selection, values) => ({
        ...selection,
        planTariffValue: values.planTariffValue.toFixed(2),
        planTariffPeriod: values.planTariffPeriod,
      })}
    >
      {(form) => (
        <>
          <NumberField control={form.control} name="planTariffValue" label="Тариф, ₽" float />
          <ListField
            control={form.control}
            name="planTariffPeriod"
            label="Период"
            options={periodOptions}
            hint="Меньший тариф запланированного заказа вступит в силу, когда исполнитель согласится"
          />
        </>
      )}
    </ChangeDialog>
  )
}

function FavouritesDialog(props: Props) {
  const publish = useBulkFavouritesFirst()
  return (
    <ChangeDialog<FavouritesFormInput, FavouritesForm, BulkFavouritesFirst>
      {...props}
      change="favouritesFirst"
      title="Сначала избранным"
      submitLabel="Опубликовать"
      call={publish}
      resolver={zodResolver(favouritesFormSchema)}
      defaultValues={{ hours: 2 }}
      fields={['hours']}
      body={(selection, values) => ({ ...selection, ...values })}
    >
      {(form) => (
        <NumberField
          control={form.control}
          name="hours"
          label="Часов только для избранных"
          hint="От 1 до 72 часов с этой минуты; потом заказы увидят все исполнители города"
        />
      )}
    </ChangeDialog>
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
