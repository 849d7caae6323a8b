import { useQuery } from '@tanstack/react-query'
import { useForm, type Control } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { fillPolicySchema, type FillPolicy } from '#contract/fill-policy/fill-policy.ts'
import { fillPolicyEndpoints as calls } from '#contract/fill-policy/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { applyFieldErrors } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Spinner } from '../../../ui/spinner.tsx'
import { BoostPolicyFields, boostFields, boostValues } from './boost-policy-fields.tsx'

const policyFormSchema = fillPolicySchema.omit({ shopId: true })
type PolicyForm = Omit<FillPolicy, 'shopId'>
const fields = [
  'replacementCutoffHours',
  'lateReleaseHours',
  'cancelNoticeHours',
  'cancelCompensationPercent',
  'minimumPaidHours',
  'swapAutoApprove',
  ...boostFields,
] as const

type NumberFieldOf = {
  name: Exclude<keyof PolicyForm, 'swapAutoApprove' | (typeof boostFields)[number]>
  label: string
  hint: string
}

/** When a replacement is sought and when a release counts as late. */
const replacementFields: NumberFieldOf[] = [
  {
    name: 'replacementCutoffHours',
    label: 'Искать замену до начала смены, часов',
    hint: 'От 0 до 72; потом смена возвращается магазину',
  },
  {
    name: 'lateReleaseHours',
    label: 'Поздний отказ — позже чем за, часов',
    hint: 'От 1 до 168; поздние отказы видны в надёжности',
  },
]

/** What the shop owes for cancelling a confirmed shift late, and the hourly shift's minimum. */
const cancellationFields: NumberFieldOf[] = [
  {
    name: 'cancelNoticeHours',
    label: 'Отмена без компенсации — не позже чем за, часов',
    hint: 'От 1 до 168',
  },
  {
    name: 'cancelCompensationPercent',
    label: 'Компенсация за позднюю отмену, % плановой суммы',
    hint: 'От 0 до 100',
  },
  {
    name: 'minimumPaidHours',
    label: 'Минимальная оплата почасовой смены, часов',
    hint: 'От 0 до 24',
  },
]

function NumberFields(props: {
  control: Control<PolicyForm>
  fields: NumberFieldOf[]
  columns: 'sm:grid-cols-2' | 'sm:grid-cols-3'
}) {
  return (
    <div className={`grid gap-4 ${props.columns}`}>
      {props.fields.map((field) => (
        <NumberField key={field.name} control={props.control} {...field} />
      ))}
    </div>
  )
}

/** The form's values of a saved policy. */
const formValues = (policy: FillPolicy): PolicyForm => ({
  replacementCutoffHours: policy.replacementCutoffHours,
  lateReleaseHours: policy.lateReleaseHours,
  cancelNoticeHours: policy.cancelNoticeHours,
  cancelCompensationPercent: policy.cancelCompensationPercent,
  minimumPaidHours: policy.minimumPaidHours,
  swapAutoApprove: policy.swapAutoApprove,
  ...boostValues(policy),
})

/** The shop's rules for replacements (issue 49): loaded, then edited in a form. */
export function FillPolicyForm({ shopId }: { shopId: number }) {
  const policy = useQuery(endpointQuery(calls.fillPolicy, { query: { shopId } }))
  if (!policy.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка правил" />
      </div>
    )
  return <PolicyEditor policy={policy.data} />
}

function PolicyEditor({ policy }: { policy: FillPolicy }) {
  const update = useEndpointChange(calls.updateFillPolicy, {
    writes: (saved) => [endpointKey(calls.fillPolicy, { query: { shopId: saved.shopId } })],
    invalidates: [],
    onSuccess: () => notify({ status: 'success', message: 'Правила замены сохранены' }),
  })
  const form = useForm<PolicyForm>({
    resolver: zodResolver(policyFormSchema),
    defaultValues: formValues(policy),
    mode: 'onTouched',
  })
  const submit = form.handleSubmit(async (values) => {
    // The fields the server names are marked, and its messages go to the snackbar as well.
    await update.submit(
      { body: { shopId: policy.shopId, ...values } },
      {
        onDone: (saved) => form.reset(formValues(saved)),
        placeIn: (error) => {
          applyFieldErrors(form, error, [...fields])
          return false
        },
      },
    )
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700">
        Исполнитель, который не сможет выйти, остаётся на смене, пока её не возьмёт другой: сначала смену
        видят избранные исполнители магазина, через 30 минут — все исполнители города.
      </p>
      <NumberFields control={form.control} fields={replacementFields} columns="sm:grid-cols-2" />
      <p className="text-sm text-gray-700">
        Если магазин отменяет подтверждённую смену позже срока, исполнитель получает компенсацию — процент
        плановой суммы — по акту, как за обычную смену. Почасовая смена оплачивается не меньше минимального
        числа часов, даже если исполнителя отпустили раньше. 0 — без компенсации и без минимума.
      </p>
      <NumberFields control={form.control} fields={cancellationFields} columns="sm:grid-cols-3" />
      <CheckboxField
        control={form.control}
        name="swapAutoApprove"
        label="Одобрять обмен сменами без сотрудника"
        hint="Обмен состоится, как только второй исполнитель согласится, если оба магазина это разрешают"
      />
      <BoostPolicyFields control={form.control} />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Сохранить правила
        </Button>
      </div>
    </form>
  )
}
