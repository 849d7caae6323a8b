import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { applyFieldErrors } from '../../../lib/field-errors.ts'
import { servicesQueryOptions } from '../../../shared/reference-lists.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { AutocompleteField } from '../../../ui/fields/autocomplete-field.tsx'
import { CheckboxField } from '../../../ui/fields/checkbox-field.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { NumberField } from '../../../ui/fields/number-field.tsx'
import { TextareaField } from '../../../ui/fields/textarea-field.tsx'
import { TimeField } from '../../../ui/fields/time-field.tsx'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { useCreateOrder } from '../api/create-order.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { useUpdateOrder } from '../api/update-order.ts'
import { endsNextDay, offsetLabel } from '../../../shared/format/local-time.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { shopPlace } from '../shop-place.ts'
import {
  createBody,
  emptyOrderForm,
  formFieldOf,
  orderFormOf,
  orderFormSchema,
  servicesOf,
  updateBody,
  type OrderFormInput,
  type OrderFormValues,
} from '../order-form.ts'

/** Once the shift has started the server keeps its shop, service and times (it answers 409 otherwise). */
const scheduleLocked = (order: Order | undefined) =>
  order?.status === 'IN_PROGRESS' || order?.status === 'DONE'

/** Create an order, or edit one (`order`): times are the shop's local time; only its services are offered. */
export function OrderFormDialog(props: {
  order?: Order
  onClose: () => void
  onSaved: (order: Order) => void
}) {
  const { order } = props
  const shops = useQuery(shopsQueryOptions).data ?? []
  const create = useCreateOrder()
  const update = useUpdateOrder()
  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(orderFormSchema),
    defaultValues: order ? orderFormOf(order) : emptyOrderForm,
    mode: 'onTouched',
  })
  const { control, setValue, setError } = form
  const [shopId, serviceId, timeFrom, timeTo] = useWatch({
    control,
    name: ['shopId', 'serviceId', 'timeFrom', 'timeTo'],
  })
  const tariffs = useQuery(servicesQueryOptions).data ?? []
  const shop = shops.find((candidate) => candidate.id === shopId)
  const tariff = tariffs.find((service) => service.id === serviceId)
  const services = servicesOf(shops, shopId)
  const serviceGone = shop !== undefined && serviceId != null && !services.some((s) => s.id === serviceId)
  useEffect(() => {
    if (serviceGone) setValue('serviceId', null)
  }, [serviceGone, setValue])
  const locked = scheduleLocked(order)
  const overnight = endsNextDay(timeFrom, timeTo)

  const submit = form.handleSubmit(async (values) => {
    const chosen = shops.find((candidate) => candidate.id === values.shopId)
    if (!chosen) return
    // The fields the server names are marked, and its messages go to the snackbar as well.
    const placeIn = (error: unknown) => {
      applyFieldErrors({ setError }, error, (path: string) => formFieldOf[path])
      return false
    }
    if (order)
      await update.submit(updateBody(values, chosen, order), {
        onDone: (saved) => {
          const proposed = saved.pendingChange && saved.pendingChange.id !== order.pendingChange?.id
          notify({
            status: 'success',
            message: proposed
              ? 'Заказ сохранён. Изменения смены ждут согласия исполнителя'
              : 'Заказ сохранён',
          })
          props.onSaved(saved)
        },
        placeIn,
      })
    else
      await create.submit(createBody(values, chosen), {
        onDone: (created) => {
          notify({ status: 'success', message: 'Заказ успешно создан' })
          props.onSaved(created)
        },
        placeIn,
      })
  })

  const timeHint = shop
    ? `Время магазина, ${shop.city.name} (${offsetLabel(shop.city.utcOffset)})`
    : undefined
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={order ? `Заказ № ${order.orderNumber}: изменение` : 'Новый заказ'}
      width={600}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <div className="grid gap-5 sm:grid-cols-6">
            {order?.status === 'CONFIRMED' && order.executor && (
              <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 sm:col-span-6">
                Исполнитель подтвердил смену: новые дата, время, магазин, услуга или более низкая ставка
                вступят в силу, когда он согласится. Более высокая ставка — сразу.
              </p>
            )}
            {locked && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-6">
                Смена уже началась: магазин, услугу и время изменить нельзя.
              </p>
            )}
            <div className="sm:col-span-6">
              <AutocompleteField
                control={control}
                name="shopId"
                label="Магазин"
                disabled={locked}
                options={shops.map((item) => ({
                  value: item.id,
                  label: item.name,
                  description: shopPlace(item),
                }))}
              />
            </div>
            <div className="sm:col-span-6">
              <ListField
                control={control}
                name="serviceId"
                label="Услуга"
                disabled={locked || !shop}
                placeholder={shop ? 'Выберите услугу' : 'Сначала выберите магазин'}
                hint={
                  tariff &&
                  `Тариф: ${formatRoubles(tariff.planTariffValue)} ${tariffPeriodLabels[tariff.planTariffPeriod].toLowerCase()}`
                }
                options={services.map((service) => ({ value: service.id, label: service.fullName }))}
              />
            </div>
            <div className="sm:col-span-2">
              <DateField control={control} name="date" label="Дата смены" disabled={locked} />
            </div>
            <div className="sm:col-span-2">
              <TimeField control={control} name="timeFrom" label="Начало" disabled={locked} />
            </div>
            <div className="sm:col-span-2">
              <TimeField
                control={control}
                name="timeTo"
                label="Окончание"
                disabled={locked}
                hint={overnight ? 'На следующий день' : undefined}
              />
            </div>
            {timeHint && <p className="-mt-3 text-sm text-gray-500 sm:col-span-6">{timeHint}</p>}
            <div className="sm:col-span-3">
              <NumberField
                control={control}
                name="planAssignmentsCount"
                label="Количество"
                hint="Для оплаты за поручение"
              />
            </div>
            <div className="sm:col-span-3">
              <NumberField
                control={control}
                name="favouritesFirstHours"
                label="Сначала избранным, часов"
                hint="Пусто — сразу всем в городе"
              />
            </div>
            <div className="sm:col-span-6">
              <CheckboxField
                control={control}
                name="boostOff"
                label="Без повышения ставки"
                hint="Ставка не растёт, даже если смену долго не берут"
              />
            </div>
            <div className="sm:col-span-6">
              <TextareaField
                label="Описание"
                {...form.register('description')}
                error={form.formState.errors.description?.message}
              />
            </div>
            <div className="sm:col-span-6">
              <TextareaField
                label="Комментарий"
                rows={2}
                {...form.register('comment')}
                error={form.formState.errors.comment?.message}
              />
            </div>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={props.onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {order ? 'Сохранить' : 'Создать заказ'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
