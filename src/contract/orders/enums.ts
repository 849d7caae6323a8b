import { z } from 'zod'

export const orderStatuses = [
  'NEW',
  'HAS_RESPONSE',
  'APPROVED',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
  'FINISHED',
] as const
export const orderStatusSchema = z.enum(orderStatuses)
export type OrderStatus = z.infer<typeof orderStatusSchema>

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

export const filterableOrderStatuses = [
  'NEW',
  'CONFIRMED',
  'IN_PROGRESS',
  'DONE',
] as const satisfies OrderStatus[]

export const orderResolutions = ['CANCELED', 'MISSING_EXECUTOR', 'DONE_AND_PAID', 'NOT_RELEVANT'] as const
export const orderResolutionSchema = z.enum(orderResolutions)
export type OrderResolution = z.infer<typeof orderResolutionSchema>

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

export const tariffPeriods = ['Hour', 'Order', 'Shift'] as const
export const tariffPeriodSchema = z.enum(tariffPeriods)
export type TariffPeriod = z.infer<typeof tariffPeriodSchema>

export const tariffPeriodLabels: Record<TariffPeriod, string> = {
  Hour: 'За час',
  Order: 'За поручение',
  Shift: 'За смену',
}
