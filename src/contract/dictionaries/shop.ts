import { z } from 'zod'

export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.object({ id: z.number().int(), name: z.string(), utcOffset: z.number().int() }),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
})
export type Shop = z.infer<typeof shopSchema>
