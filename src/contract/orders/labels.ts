/**
 * The order's enumerations and their Russian labels, free of zod so that a screen can show them without
 * downloading the schema library. `enums.ts` builds the schemas from these lists. What the worker's first
 * screen needs lives in modules of its own (re-exported here), so that it does not download the rest.
 */
export { filterableOrderStatuses, orderSortFields, type FilterableOrderStatus } from './list-fields.ts'
export { offerRequiredMessage } from './offer-required.ts'
export { tariffPeriodLabels, tariffPeriods, type TariffPeriod } from './tariff-periods.ts'

export const orderStatuses = [
  'NEW',
  'HAS_RESPONSE',
  'APPROVED',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
  'FINISHED',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** The spec names NEW, CONFIRMED, IN_PROGRESS, DONE and FINISHED; the other two labels are ours. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  NEW: 'Новый',
  HAS_RESPONSE: 'Есть отклики',
  APPROVED: 'Ожидает подтверждения исполнителем',
  CONFIRMED: 'Запланирован',
  IN_PROGRESS: 'В работе',
  DONE: 'Исполнен',
  FINISHED: 'Завершён',
}

export const orderResolutions = ['CANCELED', 'MISSING_EXECUTOR', 'DONE_AND_PAID', 'NOT_RELEVANT'] as const
export type OrderResolution = (typeof orderResolutions)[number]

export const orderResolutionLabels: Record<OrderResolution, string> = {
  CANCELED: 'Отменён',
  MISSING_EXECUTOR: 'Исполнитель не явился',
  DONE_AND_PAID: 'Работа выполнена и оплата произведена',
  NOT_RELEVANT: 'Неактуально',
}

/** The finish dialog offers these two, DONE_AND_PAID first as the default. */
export const finishDialogResolutions = [
  'DONE_AND_PAID',
  'MISSING_EXECUTOR',
] as const satisfies OrderResolution[]

/** Why the finish dialog cannot form the act of a shift that has not ended yet (spec section 4). */
export function actNotYetMessage(status: OrderStatus, shiftEnd: string): string {
  return (
    `Акт можно сформировать, когда смена закончится (${shiftEnd}) и заказ станет «${orderStatusLabels.DONE}»; ` +
    `сейчас он «${orderStatusLabels[status]}». Если исполнитель не вышел на смену, выберите ` +
    `«${orderResolutionLabels.MISSING_EXECUTOR}».`
  )
}
