import { z } from 'zod'

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** On the wire a date-time carries its offset (product decisions section 2). */
export const dateTimeSchema = z
  .string()
  .regex(isoDateTime, { error: 'Дата и время должны быть в формате ISO 8601 со смещением' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Некорректные дата и время' })

/** Instants are always answered with an offset; ISO strings from `Date#toISOString` use Z. */
export const instantSchema = z.string()

/** UTC offsets offered for cities (spec section 3). */
export const utcOffsets = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export const utcOffsetSchema = z.coerce
  .number()
  .int()
  .min(2, { error: 'Смещение от UTC должно быть от +2 до +12' })
  .max(12, { error: 'Смещение от UTC должно быть от +2 до +12' })

export function formatOffset(hours: number): string {
  const sign = hours < 0 ? '-' : '+'
  return `${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`
}
