import { z } from 'zod'
import { isIsoDate } from '../common/calendar.ts'
import { isoDate } from '../common/rules.ts'

/**
 * The export for an inspector (issue 45, item 7; decision 110): one ZIP of spreadsheets that shows every rule
 * accepted, every restriction reasoned and appealable, every assignment the worker's own choice.
 */
export const inspectorExportMessages = {
  period: 'Дата начала периода позже даты окончания',
  tooLong: 'Период выгрузки — не больше 366 дней',
  fileName: (from: string, to: string) => `Выгрузка для проверяющего ${from}–${to}.zip`,
} as const

/** The longest period one export covers: a year, a leap one included. */
const maxDays = 366

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
/** The period's own checks speak only of two real dates: a wrong date has its own message at its field. */
const bothDates = (period: { dateFrom: string; dateTo: string }) =>
  isIsoDate(period.dateFrom) && isIsoDate(period.dateTo)

/** Both days inclusive, Moscow time, as every business day of the product. */
export const inspectorExportSchema = z
  .object({ dateFrom: isoDate(), dateTo: isoDate() })
  .refine((period) => !bothDates(period) || period.dateFrom <= period.dateTo, {
    error: inspectorExportMessages.period,
    path: ['dateTo'],
  })
  .refine(
    (period) => !bothDates(period) || dayNumber(period.dateTo) - dayNumber(period.dateFrom) + 1 <= maxDays,
    {
      error: inspectorExportMessages.tooLong,
      path: ['dateTo'],
    },
  )
export type InspectorExportPeriod = z.infer<typeof inspectorExportSchema>

/** The files inside the ZIP, in their order: one spreadsheet per subject. */
export const inspectorExportFiles = {
  documents: '1 Версии правил и согласия.xlsx',
  rulesAcceptances: '2 Принятие правил.xlsx',
  consents: '3 Согласия на обработку персональных данных.xlsx',
  restrictions: '4 Ограничения.xlsx',
  appeals: '5 Обжалования.xlsx',
  assignments: '6 Назначения.xlsx',
  limiter: '7 Ограничение систематической работы.xlsx',
  payments: '8 Оплаты по заказам.xlsx',
} as const
