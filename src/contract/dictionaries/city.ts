import { z } from 'zod'
import { utcOffsetSchema, utcOffsets } from '../common/dates.ts'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { fieldError } from '../common/rules.ts'
import { dictionaryText } from './text.ts'

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  utcOffset: utcOffsetSchema,
})
export type City = z.infer<typeof citySchema>

const utcOffsetMessage = 'Смещение от UTC должно быть от +2 до +12'

/** What an admin types for a city; the offset is one of those offered, +2 to +12 (spec section 3). */
export const cityInputSchema = z.object({
  name: dictionaryText(100),
  utcOffset: z
    .number({ error: fieldError(messages.number) })
    .refine((offset) => (utcOffsets as readonly number[]).includes(offset), { error: utcOffsetMessage }),
})
export type CityInput = z.infer<typeof cityInputSchema>

export const cityUpdateSchema = cityInputSchema.extend({ id: idSchema })
