import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { PayoutLimits } from '#contract/payouts/payout-money.ts'
import { fieldErrorsOf } from '../../../lib/field-errors.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { Dialog, DialogBody, FormDialogFooter } from '../../../ui/dialog.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { payoutLimitsQueryOptions, useChangePayoutLimits } from '../api/payout-money.ts'

/**
 * «Лимиты выплат» (decision 104): the daily limit and the low-balance threshold in roubles, beside the balance
 * and today's payouts they govern. The server checks the sums and answers each field's Russian message.
 */
export function PayoutLimitsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Лимиты выплат" width={600}>
      {props.open && <LimitsForm onClose={props.onClose} />}
    </Dialog>
  )
}

function LimitsForm({ onClose }: { onClose: () => void }) {
  const limits = useQuery(payoutLimitsQueryOptions())
  if (!limits.data)
    return (
      <DialogBody>
        <p className="text-sm text-gray-600">
          {limits.isError ? 'Не удалось загрузить лимиты' : 'Загружаем лимиты…'}
        </p>
      </DialogBody>
    )
  return <LoadedForm current={limits.data} onClose={onClose} />
}

function LoadedForm({ current, onClose }: { current: PayoutLimits; onClose: () => void }) {
  const change = useChangePayoutLimits()
  const form = useForm<PayoutLimits>({ defaultValues: current })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    await change.submit(
      { body: values },
      {
        onDone: () => {
          notify({ status: 'success', message: 'Лимиты выплат сохранены' })
          onClose()
        },
        placeIn: fieldErrorsOf(form, ['payoutDailyLimit', 'lowBalanceThreshold']),
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <div className="space-y-4">
          <TextField
            label="Дневной лимит выплат, ₽"
            inputMode="decimal"
            hint="Сколько всего может уйти через провайдера за московские сутки; 0 — без лимита. Выплата сверх лимита ждёт следующего дня."
            error={errors.payoutDailyLimit?.message}
            {...form.register('payoutDailyLimit')}
          />
          <TextField
            label="Порог низкого баланса, ₽"
            inputMode="decimal"
            hint="Когда баланс выплат ниже, администраторы получают предупреждение раз в день; 0 — не предупреждать."
            error={errors.lowBalanceThreshold?.message}
            {...form.register('lowBalanceThreshold')}
          />
        </div>
      </DialogBody>
      <FormDialogFooter onCancel={onClose} submitLabel="Сохранить" pending={change.isPending} />
    </form>
  )
}
