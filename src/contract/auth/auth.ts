import { z } from 'zod'
import { phone, text } from '../common/rules.ts'
import { workerProfileSchema } from '../workers/profile.ts'
import { codeProofSchema } from './code-challenge.ts'
import { sessionMessages, smsCode, smsMessages } from './sms-code.ts'
import { employmentDeclarationSchema } from '../former-employees/former-employees.ts'

export const smsCodeRequestSchema = z.object({ phone: phone() })

/** `proof`: a solved challenge, asked of a client block after its first requests to new numbers (decision 069). */
export const smsCodeAskSchema = smsCodeRequestSchema.extend({ proof: codeProofSchema.optional() })

export const smsCodeSentSchema = z.object({
  codeLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
})
export type SmsCodeSent = z.infer<typeof smsCodeSentSchema>

const codeSchema = z.string().regex(new RegExp(`^\\d{${smsCode.length}}$`), { error: smsMessages.codeFormat })

export const smsCodeSignInSchema = z.object({ phone: phone(), code: codeSchema })

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  isRedirectedFromExternalApp: z.boolean(),
})
export type Tokens = z.infer<typeof tokensSchema>

export const refreshBodySchema = z.object({
  refreshToken: text().min(1, { error: 'Поле не должно быть пустым' }).max(200),
})

/** The phone is proven by an SMS code before the form (product decisions section 3). */
export const registrationProofSchema = z.object({ registrationToken: text() })

export const sendFormSchema = workerProfileSchema.extend({
  registrationToken: text().min(1, { error: sessionMessages.registrationRequired }),
  /** The former-employer question (decision 100): optional, the form answers «Нет» unless the worker says yes. */
  formerEmployment: employmentDeclarationSchema.optional(),
})
export type SendForm = z.infer<typeof sendFormSchema>
