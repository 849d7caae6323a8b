import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { dictionaryText } from './text.ts'
import { dictionaryMessages } from './messages.ts'

export const fundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  guid: z.string(),
  code: z.string(),
})
export type Fund = z.infer<typeof fundSchema>

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The guid is the fund's id in the accounting system: kept in lower case, so a repeat is found whatever the case. */
export const fundInputSchema = z.object({
  name: dictionaryText(100),
  guid: dictionaryText(36).pipe(
    z
      .string()
      .transform((guid) => guid.toLowerCase())
      .pipe(z.string().regex(guidPattern, { error: dictionaryMessages.guid })),
  ),
  code: dictionaryText(50),
})
export type FundInput = z.infer<typeof fundInputSchema>

export const fundUpdateSchema = fundInputSchema.extend({ id: idSchema })
