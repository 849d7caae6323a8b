import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { autoAcceptRuleSchema, type AutoAcceptRule } from '#contract/pool/pool.ts'
import { applyFieldErrors } from '../../../lib/field-errors.ts'
import { Button } from '../../../ui/button.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { SwitchField } from '../../../ui/fields/switch-field.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { autoAcceptRuleQuery, useUpdateAutoAcceptRule } from '../api/pool-calls.ts'

const ruleFormSchema = autoAcceptRuleSchema.omit({ shopId: true })
type RuleForm = Omit<AutoAcceptRule, 'shopId'>

/** The shop's auto-accept rule: loaded, then edited in a form. */
export function AutoAcceptForm({ shopId }: { shopId: number }) {
  const rule = useQuery(autoAcceptRuleQuery(shopId))
  if (!rule.data)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-primary-700" label="Загрузка правила" />
      </div>
    )
  return <RuleEditor rule={rule.data} />
}

function RuleEditor({ rule }: { rule: AutoAcceptRule }) {
  const update = useUpdateAutoAcceptRule()
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleFormSchema),
    defaultValues: {
      favourites: rule.favourites,
      minShifts: rule.minShifts,
      minAverageMark: rule.minAverageMark,
    },
    mode: 'onTouched',
  })
  const submit = form.handleSubmit(async (values) => {
    // The fields the server names are marked, and its messages go to the snackbar as well.
    await update.submit(
      { body: { shopId: rule.shopId, ...values } },
      {
        onDone: (saved) =>
          form.reset({
            favourites: saved.favourites,
            minShifts: saved.minShifts,
            minAverageMark: saved.minAverageMark,
          }),
        placeIn: (error) => {
          applyFieldErrors(form, error, ['favourites', 'minShifts', 'minAverageMark'])
          return false
        },
      },
    )
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700">
        Отклик, подходящий под правило, принимается без сотрудника: исполнитель назначается, как если бы его
        выбрали вручную, и всё так же подтверждает заказ.
      </p>
      <SwitchField
        control={form.control}
        name="favourites"
        label="Принимать отклики избранных исполнителей"
      />
      <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-sm font-medium text-gray-900">Или по опыту в этом магазине</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            control={form.control}
            name="minShifts"
            label="Завершённых смен, не меньше"
            hint="Пусто — не принимать по опыту"
          />
          <NumberField
            control={form.control}
            name="minAverageMark"
            label="Средняя оценка, не ниже"
            float
            hint="От 1 до 5; пусто — любая"
          />
        </div>
        <p className="text-xs text-gray-500">
          Исполнитель, получивший здесь оценку 1, автоматически не принимается.
        </p>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Сохранить правило
        </Button>
      </div>
    </form>
  )
}
