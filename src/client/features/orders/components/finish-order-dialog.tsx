import { useEffect, useId } from 'react'
import { Radio, RadioGroup } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form'
import {
  actNotYetMessage,
  finishDialogResolutions,
  orderResolutionLabels,
  tariffPeriodLabels,
  tariffPeriods,
  type TariffPeriod,
} from '#contract/orders/enums.ts'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { lateCheckOutTexts } from '#contract/check-in/messages.ts'
import type { Order } from '#contract/orders/order.ts'
import { compensationLabel, limitExceededMessage } from '#contract/orders/sums.ts'
import { fillPolicyEndpoints } from '#contract/fill-policy/endpoints.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { inputClass } from '../../../ui/fields/field-frame.tsx'
import { RatingInput, RatingValue } from '../../../ui/rating.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useFinishOrder } from '../api/finish-order.ts'
import {
  canPay,
  canSave,
  countIsEditable,
  finishDefaults,
  finishErrors,
  finishLine,
  finishTotal,
  isOverLimit,
  type FinishValues,
} from '../finish-form.ts'
import { formatHours, formatLocalDateTime } from '../../../shared/format/local-time.ts'
import { CheckTimes } from '../../../shared/check-times.tsx'
import { maxPaymentQueryOptions } from '../../../shared/max-payment.ts'
import { orderChecksKey, orderChecksQueryOptions } from '../../../shared/order-checks.ts'
import { endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { FormRow } from './form-row.tsx'
import { NumberInput } from './number-input.tsx'

const finishResolver: Resolver<FinishValues> = (values) => {
  const errors = Object.entries(finishErrors(values))
  if (errors.length === 0) return { values, errors: {} }
  return {
    values: {},
    errors: Object.fromEntries(errors.map(([name, message]) => [name, { type: 'validate', message }])),
  }
}

const successMessages = {
  DONE_AND_PAID: 'Акт сформирован и отправлен исполнителю',
  MISSING_EXECUTOR: 'Заказ завершён: исполнитель не явился',
} as const

/** Spec sections 4 and 5: the facts, the total within the limit, the mark; it closes after a save either way. */
export function FinishOrderDialog(props: { order: Order; onClose: () => void }) {
  const { order } = props
  const periodId = useId()
  const notYetId = useId()
  const finish = useFinishOrder()
  const max = useQuery(maxPaymentQueryOptions).data ?? null
  const form = useForm<FinishValues>({
    defaultValues: finishDefaults(order),
    resolver: finishResolver,
    mode: 'onTouched',
  })
  const { control } = form
  const checks = useQuery({ ...orderChecksQueryOptions(order.id), enabled: Boolean(order.executor) }).data
  const checked = checks?.checkedMinutes ?? null
  const countOvertime = useEndpointChange(checkInEndpoints.countOvertime, {
    writes: () => [orderChecksKey(order.id)],
    invalidates: [],
  })
  // Issue 25: the checked minutes are the fact time unless staff typed one or the order already has one.
  useEffect(() => {
    if (checked === null || order.actualTime !== null || form.getFieldState('actualTime').isDirty) return
    form.setValue('actualTime', checked, { shouldValidate: true })
  }, [checked, order.actualTime, form])
  const values = useWatch({ control }) as FinishValues
  const paid = values.resolution === 'DONE_AND_PAID'
  const period = values.factTariffPeriod
  // The shop's minimum hours (decision 107): the act pays at least them, as the server counts when it forms it.
  const policy = useQuery({
    ...endpointQuery(fillPolicyEndpoints.fillPolicy, { query: { shopId: order.shopId } }),
    enabled: Boolean(order.executor),
  }).data
  const minimumPaidHours = policy?.minimumPaidHours ?? 0
  const total = finishTotal(order, values, minimumPaidHours)
  const line = paid ? finishLine(order, values, minimumPaidHours) : null
  const overLimit = paid && isOverLimit(total, max)
  const minutes = typeof values.actualTime === 'number' ? values.actualTime : null
  // A running shift keeps DONE_AND_PAID chosen; the save says why it must wait rather than switching to a no-show.
  const notYet =
    paid && !canPay(order)
      ? actNotYetMessage(order.status, formatLocalDateTime(order.dateTo, order.shop.city.utcOffset))
      : null

  const submit = form.handleSubmit(async (submitted) => {
    await finish.submit(
      { order, values: submitted },
      { onDone: () => notify({ status: 'success', message: successMessages[submitted.resolution] }) },
    )
    props.onClose()
  })

  return (
    <Dialog open onClose={props.onClose} title={`Завершение заказа № ${order.orderNumber}`} width={600}>
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="space-y-5">
            <FormRow label="Исполнитель">
              <p className="flex flex-wrap items-center gap-x-3 pt-2.5 text-sm text-gray-900">
                {order.executor ? order.executor.fullName : 'Отсутствует'}
                {order.executor && <RatingValue value={order.executor.rating} />}
              </p>
            </FormRow>
            {order.executor && checks && (
              <FormRow label="Отметки на смене">
                <div className="space-y-1 pt-2.5">
                  <CheckTimes checks={checks} utcOffset={order.shop.city.utcOffset} />
                  {checked !== null && (
                    <p className="text-sm text-gray-700">
                      По отметкам: <span className="font-medium text-gray-900">{checked} мин</span> (
                      {formatHours(checked)})
                    </p>
                  )}
                  {checks.lateCheckOut && !checks.lateCheckOut.overtimeCounted && (
                    <Button
                      variant="secondary"
                      loading={countOvertime.isPending}
                      onClick={() => void countOvertime.submit({ body: { id: order.id } })}
                    >
                      {lateCheckOutTexts.count}
                    </Button>
                  )}
                </div>
              </FormRow>
            )}
            {order.executor && (
              <>
                <FormRow label="Результат">
                  <Controller
                    control={control}
                    name="resolution"
                    render={({ field }) => (
                      <RadioGroup
                        value={field.value}
                        onChange={field.onChange}
                        aria-label="Результат"
                        className="space-y-2 pt-2"
                      >
                        {finishDialogResolutions.map((resolution) => (
                          <Radio
                            key={resolution}
                            value={resolution}
                            className="group flex cursor-pointer items-start gap-2.5 text-sm text-gray-900 focus:outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-400"
                          >
                            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full ring-1 ring-gray-400 group-data-[checked]:bg-primary-700 group-data-[checked]:ring-primary-700 group-data-[focus]:ring-2 group-data-[focus]:ring-primary-700">
                              <span className="size-1.5 rounded-full bg-white" />
                            </span>
                            {orderResolutionLabels[resolution]}
                          </Radio>
                        ))}
                      </RadioGroup>
                    )}
                  />
                </FormRow>
                {paid && (
                  <>
                    <NumberInput control={control} name="factTariffValue" label="Ставка" float suffix="₽" />
                    <FormRow
                      id={periodId}
                      label="Способ тарификации"
                      error={form.formState.errors.factTariffPeriod?.message}
                    >
                      <select
                        id={periodId}
                        {...form.register('factTariffPeriod', {
                          onChange: (event: { target: { value: TariffPeriod } }) => {
                            if (!countIsEditable(event.target.value)) form.setValue('factAssignmentsCount', 1)
                          },
                        })}
                        className={`${inputClass} h-10 max-w-48`}
                      >
                        {tariffPeriods.map((item) => (
                          <option key={item} value={item}>
                            {tariffPeriodLabels[item]}
                          </option>
                        ))}
                      </select>
                    </FormRow>
                    <NumberInput
                      control={control}
                      name="factAssignmentsCount"
                      label="Количество"
                      disabled={!countIsEditable(period)}
                      hint={countIsEditable(period) ? undefined : 'Для этого способа всегда 1'}
                    />
                    <NumberInput
                      control={control}
                      name="actualTime"
                      label="Время, минут"
                      suffix="мин"
                      hint={
                        period === 'Hour' && minutes !== null ? `Часов: ${formatHours(minutes)}` : undefined
                      }
                    />
                    <FormRow label="Итого">
                      <p className="pt-2 text-lg font-semibold text-gray-900" aria-live="polite">
                        {formatRoubles(total)}
                      </p>
                      {line && (
                        <p className="text-sm text-gray-700">
                          {line.compensationKind === 'MINIMUM_HOURS'
                            ? `Меньше ${line.compensationHours}\u00a0ч: по правилам магазина оплачивается не меньше. `
                            : 'Смену отменил магазин: оплачивается только компенсация. '}
                          {compensationLabel(line.compensationKind, line.compensationHours)}:{' '}
                          {formatRoubles(line.compensationSum)}
                        </p>
                      )}
                      {overLimit && max && (
                        <p className="text-sm text-red-700">{limitExceededMessage(max)}</p>
                      )}
                    </FormRow>
                    <FormRow label="Оценка исполнителю">
                      <Controller
                        control={control}
                        name="mark"
                        render={({ field }) => (
                          <RatingInput
                            label="Оценка исполнителю"
                            value={field.value}
                            onChange={field.onChange}
                          />
                        )}
                      />
                    </FormRow>
                  </>
                )}
              </>
            )}
            {order.executor && notYet && (
              <p id={notYetId} role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {notYet}
              </p>
            )}
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          {order.executor && (
            <Button
              type="submit"
              loading={finish.isPending}
              disabled={!canSave(order, values, max, minimumPaidHours)}
              aria-describedby={notYet ? notYetId : undefined}
            >
              {paid ? 'Сформировать акт' : 'Завершить заказ'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  )
}
