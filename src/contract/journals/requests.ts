import { z } from 'zod'
import { defaultPageSize, pageSizes } from '../common/paging.ts'
import { isoDate, text } from '../common/rules.ts'
import { actorKinds } from './journal-list-search.ts'

export const journalMessages = {
  pageNumber: 'Номер страницы — целое число от 1',
  pageSize: `Размер страницы может быть ${pageSizes.join(', ')}`,
  sort: 'Сортировка возможна по полю at с направлением asc или desc',
  period: 'Начало периода не может быть позже его конца',
  what: 'В этом журнале нет записей такого вида',
  who: 'Введите не менее 3 символов имени или телефона',
} as const

const journalSorts = ['at,desc', 'at,asc'] as const

/**
 * `POST /api/{journal}` (spec section 7): the page, optional filters — who (a name or phone, or the kind of
 * actor), what (kinds of record of that journal), the period in Moscow days — and the sort by time.
 */
export const journalRequestSchema = z.object({
  pageNumber: z
    .number({ error: journalMessages.pageNumber })
    .int({ error: journalMessages.pageNumber })
    .min(1, { error: journalMessages.pageNumber })
    .default(1),
  pageSize: z
    .number({ error: journalMessages.pageSize })
    .refine((size) => (pageSizes as readonly number[]).includes(size), { error: journalMessages.pageSize })
    .default(defaultPageSize),
  appliedFilters: z
    .object({
      who: text()
        .trim()
        .max(100)
        .refine((text) => text === '' || [...text].length >= 3, { error: journalMessages.who })
        .optional(),
      actorKind: z.enum(actorKinds).optional(),
      what: z.array(text().max(100)).max(50).optional(),
      entityId: text().trim().max(100).optional(),
      dateFrom: isoDate().optional(),
      dateTo: isoDate().optional(),
    })
    .refine((filters) => !filters.dateFrom || !filters.dateTo || filters.dateFrom <= filters.dateTo, {
      error: journalMessages.period,
      path: ['dateTo'],
    })
    .optional(),
  sort: z.enum(journalSorts, { error: journalMessages.sort }).default('at,desc'),
})
export type JournalRequest = z.input<typeof journalRequestSchema>
export type JournalQuery = z.output<typeof journalRequestSchema>
export type JournalFilters = NonNullable<JournalQuery['appliedFilters']>

export const journalEntrySchema = z.object({
  id: z.number().int(),
  /** In Moscow time, the business's home zone: `2026-11-22T12:00:05+03:00`. */
  at: z.string(),
  who: z.object({
    kind: z.enum(actorKinds),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
  }),
  action: z.string(),
  what: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The object in words: «Заказ № 1015», a worker's or a shop's name; null where the id says enough. */
  object: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
})
export type JournalEntry = z.infer<typeof journalEntrySchema>
