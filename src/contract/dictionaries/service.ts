import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { toKopecks } from '../common/kopecks.ts'
import { messages } from '../common/messages.ts'
import { moneySchema } from '../common/money.ts'
import { fieldError, optionalString, textareaMaxLength } from '../common/rules.ts'
import { tariffPeriods } from '../orders/labels.ts'
import { tariffPeriodSchema } from '../orders/enums.ts'
import { contractOfferSchema } from './contract-offer.ts'
import { dictionaryMessages } from './messages.ts'
import { dictionaryText, optionalDictionaryText } from './text.ts'

/** A service is what a shop orders; for a worker it is also the position (Должность). */
const serviceSchema = z.object({
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

/** A service as the dictionaries list it: with the contract offer's file name and upload time. */
export const serviceRowSchema = serviceSchema.extend({ contractOffer: contractOfferSchema.nullable() })
export type ServiceRow = z.infer<typeof serviceRowSchema>

/** A plan tariff above a million roubles is a typing mistake, not a price. */
const maxTariffRoubles = 1_000_000

const serviceFields = {
  fullName: dictionaryText(256),
  planTariffPeriod: z.enum(tariffPeriods, { error: fieldError(messages.invalid) }),
  responsibilities: optionalString(textareaMaxLength),
  zupId: optionalDictionaryText(50),
  group: optionalDictionaryText(100),
}

/** On the wire the tariff is roubles with kopecks as a string (`"350.00"`). */
export const serviceInputSchema = z.object({
  ...serviceFields,
  planTariffValue: moneySchema
    .refine((value) => toKopecks(value) > 0, { error: dictionaryMessages.tariffPositive })
    .refine((value) => toKopecks(value) <= maxTariffRoubles * 100, {
      error: messages.maxNumber(maxTariffRoubles),
    }),
})
export type ServiceInput = z.infer<typeof serviceInputSchema>

export const serviceUpdateSchema = serviceInputSchema.extend({ id: idSchema })

/** The service dialog types the tariff as a number; the same rules, and the wire's string on submit. */
export const serviceFormSchema = z
  .object({
    ...serviceFields,
    planTariffValue: z
      .number({ error: fieldError(messages.float) })
      .nullable()
      .transform((value, ctx) => {
        if (value !== null) return value
        ctx.addIssue({ code: 'custom', message: messages.required })
        return z.NEVER
      })
      .pipe(
        z
          .number()
          .refine((value) => value > 0, { error: dictionaryMessages.tariffPositive })
          .refine((value) => value <= maxTariffRoubles, { error: messages.maxNumber(maxTariffRoubles) })
          .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), {
            error: dictionaryMessages.tariffKopecks,
          }),
      ),
  })
  .transform((values): ServiceInput => ({ ...values, planTariffValue: values.planTariffValue.toFixed(2) }))
export type ServiceFormInput = z.input<typeof serviceFormSchema>
