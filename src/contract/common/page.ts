import { z } from 'zod'
import { defaultPageSize, pageSizes } from './paging.ts'
import { text } from './rules.ts'

export * from './paging.ts'

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Номер страницы начинается с 1' }).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (pageSizes as readonly number[]).includes(size), {
      error: `Размер страницы может быть ${pageSizes.join(', ')}`,
    })
    .default(defaultPageSize),
  sort: text().max(100).optional(),
})
export type PageQuery = z.infer<typeof pageQuerySchema>

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
}
