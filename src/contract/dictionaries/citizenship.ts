import { z } from 'zod'

export const citizenshipSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
})
export type Citizenship = z.infer<typeof citizenshipSchema>

/** RUS is always placed first in lists (spec section 3). */
export function sortCitizenships<T extends { code: string; name: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.code === 'RUS') return -1
    if (b.code === 'RUS') return 1
    return a.name.localeCompare(b.name, 'ru')
  })
}
