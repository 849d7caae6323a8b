import { z } from 'zod'
import { defaultPageSize, pageSizes } from '../common/paging.ts'
import { isSearchTerm, text } from '../common/rules.ts'
/**
 * `GET /api/{entity}/all` answers the whole list, as the forms load it; with `page`, `size` or `search` in
 * the query it answers one page of the admin's table instead. A search shorter than 3 characters is ignored
 * (spec section 5: 1 or 2 characters fire nothing).
 */
export const dictionaryPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Номер страницы начинается с 1' }).optional(),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (pageSizes as readonly number[]).includes(size), {
      error: `Размер страницы может быть ${pageSizes.join(', ')}`,
    })
    .optional(),
  search: text().max(100, { error: 'Введите не более 100 символов' }).optional(),
})
export type DictionaryPageQuery = z.infer<typeof dictionaryPageQuerySchema>

export type DictionaryPageRequest = { page: number; size: number; search: string | null }

/** Null when the query asks for the whole list. */
export function pageRequestOf(query: DictionaryPageQuery): DictionaryPageRequest | null {
  if (query.page === undefined && query.size === undefined && query.search === undefined) return null
  const search = query.search ?? ''
  return {
    page: query.page ?? 1,
    size: query.size ?? defaultPageSize,
    search: isSearchTerm(search) ? search.trim() : null,
  }
}
