import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { PayoutLimits } from '#contract/payouts/payout-money.ts'
import type { PayoutModeSetting } from '#contract/payouts/payouts.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Dialog, DialogBody, FormDialogFooter } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import {
  payoutLimitsQueryOptions,
  payoutModeQueryOptions,
  useChangePayoutLimits,
  useChangePayoutMode,
} from '../api/payout-money.ts'

type Settings = PayoutModeSetting & PayoutLimits

const modeLabels: Record<PayoutModeSetting['mode'], string> = {
  REGISTRY: 'Реестром в банк, как раньше',
  INSTANT: 'Сразу после подтверждения акта исполнителем',
  DAILY: 'Раз в день в заданное время',
}

/** The limits, in roubles: each a field of its own, and each the server answers a message for. */
const limitFields = [
  {
    name: 'payoutDailyLimit',
    label: 'Дневной лимит выплат, ₽',
    hint: 'Сколько всего может уйти через провайдера за московские сутки; 0 — без лимита. Выплата сверх лимита ждёт.',
  },
  {
    name: 'lowBalanceThreshold',
    label: 'Порог низкого баланса, ₽',
    hint: 'Когда баланс выплат ниже, администраторы получают предупреждение раз в день; 0 — не предупреждать.',
  },
] as const satisfies readonly { name: keyof PayoutLimits; label: string; hint: string }[]

/**
 * «Настройки выплат» (decisions 091, 104): when acts are paid through the provider, the daily limit and the
 * low-balance threshold, beside the balance and today's payouts they govern. The server checks every value and
 * answers each field's Russian message; the mode is saved first, then the limits.
 */
export function PayoutLimitsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Настройки выплат" width={600}>
      {props.open && <SettingsForm onClose={props.onClose} />}
    </Dialog>
  )
}

function SettingsForm({ onClose }: { onClose: () => void }) {
  const limits = useQuery(payoutLimitsQueryOptions())
  const mode = useQuery(payoutModeQueryOptions())
  if (!limits.data || !mode.data)
    return (
      <DialogBody>
        <p className="text-sm text-gray-600">
          {limits.isError || mode.isError ? 'Не удалось загрузить настройки выплат' : 'Загружаем настройки…'}
        </p>
      </DialogBody>
    )
  return <LoadedForm current={{ ...mode.data, ...limits.data }} onClose={onClose} />
}

function LoadedForm({ current, onClose }: { current: Settings; onClose: () => void }) {
  const changeMode = useChangePayoutMode()
  const changeLimits = useChangePayoutLimits()
  const form = useForm<Settings>({ defaultValues: current })
  const { errors } = form.formState
  const daily = useWatch({ control: form.control, name: 'mode' }) === 'DAILY'
  const submit = form.handleSubmit(async ({ mode, dailyTime, payoutDailyLimit, lowBalanceThreshold }) => {
    let modeSaved = false
    await changeMode.submit(
      { body: { mode, dailyTime } },
      { onDone: () => (modeSaved = true), placeIn: fieldErrorsOf(form, ['mode', 'dailyTime']) },
    )
    if (!modeSaved) return
    await changeLimits.submit(
      { body: { payoutDailyLimit, lowBalanceThreshold } },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Настройки выплат сохранены' })
          onClose()
        },
        placeIn: fieldErrorsOf(
          form,
          limitFields.map((field) => field.name),
        ),
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-800">
              Когда платить за подтверждённые акты
            </legend>
            {(['REGISTRY', 'INSTANT', 'DAILY'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  value={option}
                  className="size-4 text-primary-700"
                  {...form.register('mode')}
                />
                {modeLabels[option]}
              </label>
            ))}
          </fieldset>
          {daily && (
            <TextField
              label="Время ежедневных выплат (Москва)"
              placeholder="18:00"
              inputMode="numeric"
              error={errors.dailyTime?.message}
              {...form.register('dailyTime')}
            />
          )}
          {limitFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              inputMode="decimal"
              hint={field.hint}
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </div>
      </DialogBody>
      <FormDialogFooter
        onCancel={onClose}
        submitLabel="Сохранить"
        pending={changeMode.isPending || changeLimits.isPending}
      />
    </form>
  )
}
