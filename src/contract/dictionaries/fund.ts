import { z } from 'zod'

export const fundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  guid: z.string(),
  code: z.string(),
})
export type Fund = z.infer<typeof fundSchema>
