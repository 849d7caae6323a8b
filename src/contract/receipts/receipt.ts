import { z } from 'zod'

/** The worker's tax receipt (чек from «Мой налог») for a paid order. */
export const taxReceiptSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
})
export type TaxReceipt = z.infer<typeof taxReceiptSchema>
