import { z } from 'zod'
import { decimal, integer, requiredString } from '#contract/common/rules.ts'
import { bulkMessages } from '#contract/orders/bulk.ts'
import { tariffPeriodSchema } from '#contract/orders/enums.ts'

/** The dialogs' fields, named as the calls' bodies name them, so a field's refusal from the server lands under it. */
export const cancelFormSchema = z.object({
  resolution: z.enum(['CANCELED', 'NOT_RELEVANT']),
  reason: requiredString(500),
})
export type CancelForm = z.infer<typeof cancelFormSchema>

/** A rate in roubles with kopecks at most; sent as the money string the contract takes. */
export const tariffFormSchema = z.object({
  // An empty number field is null until typed: required, then checked.
  planTariffValue: z
    .number()
    .nullish()
    .pipe(
      decimal()
        .refine((value) => value > 0, { error: bulkMessages.tariffPositive })
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
          error: bulkMessages.tariff,
        }),
    ),
  planTariffPeriod: tariffPeriodSchema,
})
export type TariffFormInput = z.input<typeof tariffFormSchema>
export type TariffForm = z.output<typeof tariffFormSchema>

export const favouritesFormSchema = z.object({
  hours: z
    .number()
    .nullish()
    .pipe(integer({ min: 1, max: 72 })),
})
export type FavouritesFormInput = z.input<typeof favouritesFormSchema>
export type FavouritesForm = z.output<typeof favouritesFormSchema>
