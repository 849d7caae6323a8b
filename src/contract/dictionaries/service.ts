import { z } from 'zod'
import { moneySchema } from '../common/money.ts'
import { tariffPeriodSchema } from '../orders/enums.ts'

/** A service is what a shop orders; for a worker it is also the position (Должность). */
export const serviceSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  planTariffValue: moneySchema,
  planTariffPeriod: tariffPeriodSchema,
  responsibilities: z.string().nullable(),
  zupId: z.string().nullable(),
  group: z.string().nullable(),
  hasContractOffer: z.boolean(),
})
export type Service = z.infer<typeof serviceSchema>
