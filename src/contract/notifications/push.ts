import { z } from 'zod'
import { isStorableText } from '../common/rules.ts'
import { notificationKinds } from './kinds.ts'

export const pushInputMessages = {
  endpoint: 'Адрес подписки должен быть адресом службы уведомлений (https)',
  keys: 'Ключи подписки повреждены: включите уведомления заново',
  kind: 'Нет такого вида уведомлений',
} as const

/** Base64url of exactly `bytes` bytes (the browser's subscription keys). */
const base64urlOf = (bytes: number) =>
  z
    .string({ error: pushInputMessages.keys })
    .max(200, { error: pushInputMessages.keys })
    .refine((value) => /^[A-Za-z0-9_-]+={0,2}$/.test(value) && decodedLength(value) === bytes, {
      error: pushInputMessages.keys,
    })

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '')
  return Math.floor((bare.length * 3) / 4)
}

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: pushInputMessages.endpoint })
    .max(2048, { error: pushInputMessages.endpoint })
    .refine(isStorableText, { error: pushInputMessages.endpoint }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed: 65 bytes. */
      p256dh: base64urlOf(65),
      /** The authentication secret: 16 bytes. */
      auth: base64urlOf(16),
    },
    { error: pushInputMessages.keys },
  ),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>

export const unsubscribeSchema = z.object({
  endpoint: z
    .string({ error: pushInputMessages.endpoint })
    .min(1, { error: pushInputMessages.endpoint })
    .max(2048, { error: pushInputMessages.endpoint })
    .refine(isStorableText, { error: pushInputMessages.endpoint }),
})

const notificationKindSchema = z.enum(notificationKinds, { error: pushInputMessages.kind })

export const preferenceSchema = z.object({ kind: notificationKindSchema, enabled: z.boolean() })

/** The person's switches, one per kind they can receive, and how many of their devices are subscribed. */
export const preferencesSchema = z.object({ kinds: z.array(preferenceSchema), devices: z.number().int() })
export type Preferences = z.infer<typeof preferencesSchema>

export const publicKeySchema = z.object({ publicKey: z.string() })
