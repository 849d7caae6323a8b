import { z } from 'zod'
import { text } from '../common/rules.ts'

/**
 * A partner app's link into `/throw-auth` (decision 017): one use, within two minutes. The answer keeps the
 * field name `refreshToken` of product decisions section 3, so the partner's `/throw-auth#refreshToken=…` link
 * stays as it was; the value is a link token, which only `POST /auth/throw-auth` takes.
 */
export { partnerLink } from './partner-link-lifetime.ts'

export const partnerLinkIssuedSchema = z.object({ refreshToken: z.string() })
export type PartnerLinkIssued = z.infer<typeof partnerLinkIssuedSchema>

/** Whose session a partner link opens: asked before switching a browser where someone else is signed in. */
export const partnerLinkWorkerSchema = z.object({ workerId: z.number().int(), fullName: z.string() })
export type PartnerLinkWorker = z.infer<typeof partnerLinkWorkerSchema>

export const partnerLinkMessages = {
  invalid: 'Ссылка для входа устарела или уже использована. Откройте её из приложения партнёра ещё раз',
  wrongKey: 'Неверный ключ приложения партнёра',
} as const

export const throwAuthBodySchema = z.object({
  linkToken: text().min(1, { error: partnerLinkMessages.invalid }).max(200),
})
