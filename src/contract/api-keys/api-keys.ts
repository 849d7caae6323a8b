import { z } from 'zod'
import { text } from '../common/rules.ts'
import { apiKeyMessages, apiScopes } from './scopes.ts'

const ipv4 =
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/(3[0-2]|[12]?\d))?$/
const ipv6 = /^[0-9a-f:]*:[0-9a-f:.]*(\/(12[0-8]|1[01]\d|[1-9]?\d))?$/i

/** An address or a network the key is taken from, as `203.0.113.7`, `203.0.113.0/24` or `2001:db8::/32`. */
const isAddressOrNetwork = (value: string) => ipv4.test(value) || ipv6.test(value)

export const createApiKeyBody = z.object({
  name: text().trim().min(1, { error: apiKeyMessages.name }).max(100, { error: apiKeyMessages.name }),
  scopes: z
    .array(z.enum(apiScopes, { error: apiKeyMessages.scopes }))
    .min(1, { error: apiKeyMessages.scopes })
    .transform((scopes) => [...new Set(scopes)]),
  /** Empty: taken from anywhere. */
  allowedAddresses: z
    .array(text().trim().refine(isAddressOrNetwork, { error: apiKeyMessages.address }))
    .max(20, { error: apiKeyMessages.tooManyAddresses })
    .default([]),
})
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>

/** The key is answered this once; the server keeps only its hash. */
export const createdApiKeySchema = z.object({ id: z.number().int(), key: z.string() })

const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  allowedAddresses: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export const apiKeyListSchema = z.array(apiKeySchema)
export type ApiKey = z.infer<typeof apiKeySchema>
