import type { Control } from 'react-hook-form'
import type { BoostPolicy } from '#contract/fill-policy/boosts.ts'
import type { FillPolicy } from '#contract/fill-policy/fill-policy.ts'
import { NumberField } from '../../../ui/fields/number-field.tsx'

export const boostFields = [
  'boostWindowHours',
  'boostPercent',
  'boostEveryMinutes',
  'boostCapPercent',
] as const

/** The rises' settings of a policy, for the form's values. */
export const boostValues = (policy: BoostPolicy): BoostPolicy => ({
  boostWindowHours: policy.boostWindowHours,
  boostPercent: policy.boostPercent,
  boostEveryMinutes: policy.boostEveryMinutes,
  boostCapPercent: policy.boostCapPercent,
})

/** Rates that rise (issue 49, decision 106): the shop's part of the fill policy form. */
export function BoostPolicyFields({ control }: { control: Control<Omit<FillPolicy, 'shopId'>> }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">Повышение ставки</legend>
      <p className="text-sm text-gray-700">
        Пока смену никто не взял, её ставка растёт: исполнители видят на заказе, на сколько. Взятая смена
        оплачивается по ставке на момент назначения. Шаг 0 — ставка не повышается.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={control}
          name="boostPercent"
          label="Шаг повышения, %"
          hint="От 0 до 50 процентов от исходной ставки"
        />
        <NumberField
          control={control}
          name="boostEveryMinutes"
          label="Повышать раз в, минут"
          hint="От 10 до 1440"
        />
        <NumberField
          control={control}
          name="boostWindowHours"
          label="Повышать за, часов до начала"
          hint="От 1 до 168"
        />
        <NumberField
          control={control}
          name="boostCapPercent"
          label="Предел повышения, %"
          hint="От 0 до 100, не меньше шага"
        />
      </div>
    </fieldset>
  )
}
