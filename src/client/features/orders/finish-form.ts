import { actEndpoints } from '#contract/acts/endpoints.ts'
import type { CallInput, Endpoint } from '#contract/common/endpoint.ts'
import { messages } from '#contract/common/messages.ts'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { toKopecks, type Money } from '#contract/common/kopecks.ts'
import type { TariffPeriod } from '#contract/orders/enums.ts'
import { canTransition } from '#contract/orders/order-machine.ts'
import type { Order } from '#contract/orders/order.ts'
import { orderTotal } from '#contract/orders/sums.ts'
import { minimumHoursLine, type CompensationLine } from '#contract/orders/compensation.ts'

type FinishResolution = 'DONE_AND_PAID' | 'MISSING_EXECUTOR'

/** The finish dialog's form. Number fields hold a number, null when empty, or the text that is not a number. */
export type FinishValues = {
  resolution: FinishResolution
  factTariffValue: number | string | null
  factTariffPeriod: TariffPeriod | null
  factAssignmentsCount: number | string | null
  actualTime: number | string | null
  mark: number
}

export type FinishErrors = Partial<Record<keyof FinishValues, string>>

/** Limits the server also holds: a day has 1440 minutes, an order at most 1000 assignments. */
const maxMinutes = 24 * 60
const maxAssignments = 1000

/** Paid completion needs the act, which the server forms only for a DONE order. */
export const canPay = (order: Order) => canTransition(order.status, 'generateAct')

/**
 * Spec section 4: DONE_AND_PAID is the default, also while the shift still runs (a no-show is only ever an
 * explicit choice); fact rate and period default to the plan; the count is 1 unless the period is Order.
 */
export function finishDefaults(order: Order): FinishValues {
  const period = order.factTariffPeriod ?? order.planTariffPeriod
  return {
    resolution: 'DONE_AND_PAID',
    factTariffValue: Number(order.factTariffValue ?? order.planTariffValue),
    factTariffPeriod: period,
    factAssignmentsCount:
      period === 'Order' ? (order.factAssignmentsCount ?? order.planAssignmentsCount ?? 1) : 1,
    actualTime: order.actualTime,
    mark: order.mark ?? 0,
  }
}

/** The count is fixed at 1 for Shift and Hour and typed only for Order (spec section 5). */
export const countIsEditable = (period: TariffPeriod | null) => period === 'Order'

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const hasKopecksAtMost = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value))

function integerError(value: unknown, min: number, max: number, isRequired: boolean): string | undefined {
  if (value === null || value === undefined) return isRequired ? messages.required : undefined
  if (!isInteger(value)) return messages.number
  if (value < min) return messages.minNumber(min)
  return value > max ? messages.maxNumber(max) : undefined
}

function rateError(value: unknown): string | undefined {
  if (value === null || value === undefined) return messages.required
  if (typeof value !== 'number') return messages.float
  if (value < 1) return messages.minNumber(1)
  return hasKopecksAtMost(value) ? undefined : 'Укажите не более двух знаков после запятой'
}

/**
 * Spec section 5: with DONE_AND_PAID the fact rate and period are required, the minutes too for Hour and the
 * count for Order; MISSING_EXECUTOR needs nothing more.
 */
export function finishErrors(values: FinishValues): FinishErrors {
  if (values.resolution === 'MISSING_EXECUTOR') return {}
  const period = values.factTariffPeriod
  const errors: FinishErrors = {
    factTariffValue: rateError(values.factTariffValue),
    factTariffPeriod: period ? undefined : messages.required,
    factAssignmentsCount: countIsEditable(period)
      ? integerError(values.factAssignmentsCount, 1, maxAssignments, true)
      : undefined,
    actualTime: integerError(values.actualTime, 1, maxMinutes, period === 'Hour'),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FinishErrors
}

const toMoney = (value: number): Money => value.toFixed(2)

/** The facts as the order keeps them: what is not a valid number yet is left out, so the plan applies. */
function factsOf(values: FinishValues) {
  const period = values.factTariffPeriod
  const rate = values.factTariffValue
  return {
    factTariffValue: typeof rate === 'number' && hasKopecksAtMost(rate) ? toMoney(rate) : null,
    factTariffPeriod: period,
    factAssignmentsCount: countIsEditable(period)
      ? isInteger(values.factAssignmentsCount)
        ? values.factAssignmentsCount
        : null
      : 1,
    actualTime: isInteger(values.actualTime) ? values.actualTime : null,
  }
}

/**
 * The act's payment line for what the form holds (decision 107): a late cancellation's as made, else the top-up
 * to the shop's minimum hours, which the server makes again when it forms the act.
 */
export function finishLine(
  order: Order,
  values: FinishValues,
  minimumPaidHours: number,
): CompensationLine | null {
  const { compensationKind: kind, compensationHours: hours, compensationSum: sum } = order
  if (kind === 'LATE_CANCELLATION' && sum)
    return { compensationKind: kind, compensationHours: hours ?? 0, compensationSum: sum }
  return minimumHoursLine({ ...order, ...factsOf(values) }, minimumPaidHours)
}

/** The total by spec section 9 for what the form holds, fact values falling back to the plan, with its line. */
export const finishTotal = (order: Order, values: FinishValues, minimumPaidHours = 0): Money =>
  orderTotal({
    ...order,
    ...factsOf(values),
    compensationKind: null,
    compensationSum: null,
    ...finishLine(order, values, minimumPaidHours),
  })

export const isOverLimit = (total: Money, max: Money | null) =>
  max !== null && toKopecks(total) > toKopecks(max)

/** Save is offered only with an executor, a valid form and a sum within the limit (spec section 5). */
export function canSave(
  order: Order,
  values: FinishValues,
  max: Money | null,
  minimumPaidHours = 0,
): boolean {
  if (!order.executor || Object.keys(finishErrors(values)).length > 0) return false
  if (values.resolution === 'DONE_AND_PAID' && !canPay(order)) return false
  return (
    values.resolution === 'MISSING_EXECUTOR' ||
    !isOverLimit(finishTotal(order, values, minimumPaidHours), max)
  )
}

type Step<E extends Endpoint> = E extends Endpoint
  ? CallInput<E> extends { body: infer Body }
    ? { endpoint: E; body: Body }
    : never
  : never

/** One call of the finish sequence: its endpoint and what it sends. */
export type FinishCall = Step<
  | typeof orderEndpoints.update
  | typeof orderEndpoints.setMark
  | typeof orderEndpoints.finish
  | typeof actEndpoints.generate
>

/**
 * Spec section 4: DONE_AND_PAID saves the order with its facts, sets the mark when it is above 1, then forms the
 * act; MISSING_EXECUTOR saves the order and finishes it with that resolution.
 */
export function finishCalls(order: Order, values: FinishValues): FinishCall[] {
  const base = {
    id: order.id,
    serviceId: order.serviceId,
    shopId: order.shopId,
    dateTime: order.dateTime,
    dateTo: order.dateTo,
    description: order.description,
    comment: order.comment,
    planAssignmentsCount: order.planAssignmentsCount,
  }
  if (values.resolution === 'MISSING_EXECUTOR') {
    const kept = {
      factTariffValue: order.factTariffValue,
      factTariffPeriod: order.factTariffPeriod,
      factAssignmentsCount: order.factAssignmentsCount,
      actualTime: order.actualTime,
    }
    return [
      { endpoint: orderEndpoints.update, body: { ...base, ...kept } },
      { endpoint: orderEndpoints.finish, body: { id: order.id, resolution: 'MISSING_EXECUTOR' } },
    ]
  }
  return [
    { endpoint: orderEndpoints.update, body: { ...base, ...factsOf(values) } },
    ...(values.mark > 1
      ? [{ endpoint: orderEndpoints.setMark, body: { id: order.id, mark: values.mark } }]
      : []),
    { endpoint: actEndpoints.generate, body: { id: order.id } },
  ]
}
