import { z } from 'zod'

export const contractOfferSchema = z.object({
  serviceId: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
})
export type ContractOffer = z.infer<typeof contractOfferSchema>
