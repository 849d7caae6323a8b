import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { dictionaryText } from './text.ts'
import { dictionaryMessages } from './messages.ts'

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

/** The country's three-letter code, as the passport rules know them (RUS, KAZ, KGZ, BLR, ARM). */
export const citizenshipInputSchema = z.object({
  code: dictionaryText(3).pipe(z.string().regex(/^[A-Z]{3}$/, { error: dictionaryMessages.citizenshipCode })),
  name: dictionaryText(100),
})
export type CitizenshipInput = z.infer<typeof citizenshipInputSchema>

export const citizenshipUpdateSchema = citizenshipInputSchema.extend({ id: idSchema })
