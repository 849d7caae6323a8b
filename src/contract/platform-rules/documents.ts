import { z } from 'zod'
import { isoDate, text } from '../common/rules.ts'
import { platformRulesMessages } from './messages.ts'

/** The two documents a person accepts: the platform's rules and the consent to process personal data. */
export type DocumentKind = 'rules' | 'consent'

/** The longest document text: the rules of a platform run to tens of pages, still far below the body limit. */
const documentMaxLength = 60_000

const documentText = (max: number, required: string) =>
  text()
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Введите не более ${max} символов` })

/** What changed, in a line or two; left empty, nothing is said. */
const changesText = text()
  .trim()
  .max(1000, { error: 'Введите не более 1000 символов' })
  .nullish()
  .transform((value) => value || null)

/** A new version of the rules: its text, what changed in a line or two, and the day it comes into force. */
export const publishRulesSchema = z.object({
  text: documentText(documentMaxLength, platformRulesMessages.textRequired),
  changes: changesText,
  effectiveFrom: isoDate(),
})
export type PublishRules = z.infer<typeof publishRulesSchema>

/** A new version of the consent: in force at once, for everyone who registers from then on. */
export const publishConsentSchema = z.object({
  text: documentText(documentMaxLength, platformRulesMessages.textRequired),
  changes: changesText,
})
export type PublishConsent = z.infer<typeof publishConsentSchema>

export const acceptRulesSchema = z.object({
  version: z
    .number({ error: platformRulesMessages.versionRequired })
    .int({ error: platformRulesMessages.versionRequired })
    .min(1, { error: platformRulesMessages.versionRequired }),
})

const documentVersionSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  /** What changed against the version before; null for the first one or when the admin said nothing. */
  changes: z.string().nullable(),
  /** The business day (Moscow) from whose start the version is in force. */
  effectiveFrom: z.string(),
  publishedAt: z.string(),
})
export type DocumentVersion = z.infer<typeof documentVersionSchema>

/**
 * `GET /api/platform-rules`: the version in force and the one announced after it, each with whether I accepted
 * it (always false for staff, who accept nothing).
 */
export const currentRulesSchema = z.object({
  current: documentVersionSchema.extend({ accepted: z.boolean() }).nullable(),
  upcoming: documentVersionSchema.extend({ accepted: z.boolean() }).nullable(),
})
export type CurrentRules = z.infer<typeof currentRulesSchema>

/** The history, newest first, with how many people accepted each version. */
export const documentVersionsSchema = z.array(
  documentVersionSchema.extend({ acceptedBy: z.number().int(), publishedBy: z.string().nullable() }),
)
export type DocumentVersions = z.infer<typeof documentVersionsSchema>

/** A document's version in force, for those who read it before signing in. */
export const documentInForceSchema = z.object({ current: documentVersionSchema.nullable() })

/** Withdrawing deletes the account for good: the call says so explicitly, a bare request deletes nothing. */
export const withdrawConsentSchema = z.object({
  deleteAccount: z.literal(true, { error: platformRulesMessages.withdrawUnconfirmed }),
})
