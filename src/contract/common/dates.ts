import { z } from 'zod'
import { isIsoDate } from './calendar.ts'

const isoDateTime =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/

export const dateTimeMessages = {
  format: 'Дата и время должны быть в формате ISO 8601 со смещением',
  invalid: 'Некорректные дата и время',
} as const

/**
 * A moment that exists: a real calendar day in the product's years (so not 30 February, which `Date.parse` would
 * quietly make 2 March, and not the year 0 PostgreSQL refuses), a real time of day and an offset of at most 14 h.
 */
export function isRealDateTime(value: string): boolean {
  const match = isoDateTime.exec(value)
  if (!match) return false
  const [date, hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = match.slice(1)
  return (
    isIsoDate(date!) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 14 &&
    Number(offsetMinutes) <= 59
  )
}

/** On the wire a date-time carries its offset (product decisions section 2). */
export const dateTimeSchema = z.string().superRefine((value, ctx) => {
  if (!isoDateTime.test(value)) ctx.addIssue({ code: 'custom', message: dateTimeMessages.format })
  else if (!isRealDateTime(value)) ctx.addIssue({ code: 'custom', message: dateTimeMessages.invalid })
})

/** Instants are always answered with an offset; ISO strings from `Date#toISOString` use Z. */
export const instantSchema = z.string()

/** UTC offsets offered for cities (spec section 3). */
export const utcOffsets = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export const utcOffsetSchema = z.coerce
  .number()
  .int()
  .min(2, { error: 'Смещение от UTC должно быть от +2 до +12' })
  .max(12, { error: 'Смещение от UTC должно быть от +2 до +12' })
