import { z } from 'zod'

/** The PDF a worker accepts before responding to an order of the service. */
export const contractOfferSchema = z.object({
  serviceId: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
})

export const contractOfferLimitBytes = 10 * 1024 * 1024

export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })
