import { z } from 'zod'
import { integer, isoDate, optionalString, reference, time } from '#contract/common/rules.ts'
import type { Shop } from '#contract/dictionaries/shop.ts'
import type { Order } from '#contract/orders/order.ts'
import type { CreateOrder, UpdateOrder } from '#contract/orders/requests.ts'
import { localParts, shiftInstants } from '../../shared/format/local-time.ts'

/**
 * Spec section 5: service, date and times, and shop are required; description, count and comment are optional.
 * The shift is a date with a start and an end time in the shop's local time.
 */
/** A choice from a list: empty (null) until chosen, then an id. */
const chosen = () => z.number().nullish().pipe(reference())

export const orderFormSchema = z.object({
  shopId: chosen(),
  serviceId: chosen(),
  date: isoDate(),
  timeFrom: time(),
  timeTo: time(),
  description: optionalString(4000),
  planAssignmentsCount: integer({ min: 1, max: 1000 }).nullish(),
  favouritesFirstHours: integer({ min: 1, max: 72 }).nullish(),
  comment: optionalString(4000),
  /** No rises of the tariff for this order (decision 106). */
  boostOff: z.boolean().optional(),
})
export type OrderFormInput = z.input<typeof orderFormSchema>
export type OrderFormValues = z.output<typeof orderFormSchema>

/** A new order: the shop and the service are chosen first, so they start empty. */
export const emptyOrderForm: OrderFormInput = {
  shopId: null,
  serviceId: null,
  date: '',
  timeFrom: '',
  timeTo: '',
  description: '',
  planAssignmentsCount: null,
  favouritesFirstHours: null,
  comment: '',
  boostOff: false,
}

export function orderFormOf(order: Order): OrderFormInput {
  const offset = order.shop.city.utcOffset
  const start = localParts(order.dateTime, offset)
  return {
    shopId: order.shopId,
    serviceId: order.serviceId,
    date: start.date,
    timeFrom: start.time,
    timeTo: localParts(order.dateTo, offset).time,
    description: order.description ?? '',
    planAssignmentsCount: order.planAssignmentsCount,
    favouritesFirstHours: order.favouritesFirstHours,
    comment: order.comment ?? '',
    boostOff: order.boostOff,
  }
}

/** The services a shop offers: the only ones an order of that shop may have. */
export const servicesOf = (shops: readonly Shop[], shopId: number | null | undefined) =>
  shops.find((shop) => shop.id === shopId)?.services ?? []

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

export function createBody(values: OrderFormValues, shop: Shop): CreateOrder {
  return {
    serviceId: values.serviceId,
    shopId: values.shopId,
    ...shiftInstants(values.date, values.timeFrom, values.timeTo, shop.city.utcOffset),
    description: text(values.description),
    planAssignmentsCount: values.planAssignmentsCount ?? null,
    favouritesFirstHours: values.favouritesFirstHours ?? null,
    comment: text(values.comment),
    boostOff: values.boostOff,
  }
}

/**
 * The generic save keeps the facts as they are. An unchanged shift is sent back exactly as the server gave
 * it, so an order that already started (whose times cannot change) saves its description and comment.
 */
export function updateBody(values: OrderFormValues, shop: Shop, order: Order): UpdateOrder {
  const before = orderFormOf(order)
  const sameShift =
    values.shopId === order.shopId &&
    values.date === before.date &&
    values.timeFrom === before.timeFrom &&
    values.timeTo === before.timeTo
  return {
    ...createBody(values, shop),
    ...(sameShift ? { dateTime: order.dateTime, dateTo: order.dateTo } : {}),
    id: order.id,
    factAssignmentsCount: order.factAssignmentsCount,
    factTariffValue: order.factTariffValue,
    factTariffPeriod: order.factTariffPeriod,
    actualTime: order.actualTime,
  }
}

/** Form fields for the server's field paths; both shift instants belong to the time inputs. */
export const formFieldOf: Record<string, keyof OrderFormInput> = {
  serviceId: 'serviceId',
  shopId: 'shopId',
  dateTime: 'timeFrom',
  dateTo: 'timeTo',
  description: 'description',
  planAssignmentsCount: 'planAssignmentsCount',
  favouritesFirstHours: 'favouritesFirstHours',
  comment: 'comment',
}
