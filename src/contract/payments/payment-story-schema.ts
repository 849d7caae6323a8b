import { z } from 'zod'
import { paymentFixes, paymentSteps } from './payment-story.ts'

/** An order's payment story as the API answers it (decision 084); null while the order is not finished and paid. */
export const paymentStorySchema = z.object({
  step: z.enum(paymentSteps),
  /** The bank's reason, in its words, for BANK_REFUSED; null otherwise. */
  bankReason: z.string().nullable(),
  /** What the worker does about a refusal; null otherwise. */
  fix: z.enum(paymentFixes).nullable(),
})
