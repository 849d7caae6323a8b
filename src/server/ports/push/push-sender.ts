import webPush from 'web-push'
import { guardedLookup, postTo, RefusedAddress, type Resolve } from '../outbound/public-addresses.ts'
import { pushAddressOf } from './push-addresses.ts'

import type { VapidKeys } from './vapid-key-pair.ts'

type PushTarget = { endpoint: string; p256dh: string; auth: string }
/**
 * `gone`: the push service no longer knows the subscription (404, 410); `refused`: the address is not a push
 * service's, or its name resolved to an address that is not public, and nothing was sent. Either way the device
 * gets nothing more.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed'

export type PushSender = {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: Urgency },
  ): Promise<PushOutcome>
}
export type Urgency = 'very-low' | 'low' | 'normal' | 'high'

/**
 * Web push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291): `web-push` encrypts and
 * signs, and node:https posts, with a timeout. The address is checked again on every send (decision 063): a
 * push service's host (a row stored before the rule, too), connected to only when every address its name
 * resolves to is public; the tests' local push service (http) only where it is allowed. Never throws: every
 * answer is an outcome.
 */
export function createWebPushSender(deps: {
  keys: () => Promise<VapidKeys>
  subject: string
  allowLocalPushService: boolean
  /** The DNS; node's by default. */
  resolve?: Resolve
  timeoutMs?: number
}): PushSender {
  const lookup = guardedLookup(deps.resolve)
  return {
    async send(target, payload, options) {
      const address = pushAddressOf(target.endpoint, deps.allowLocalPushService)
      if (address === 'refused') return 'refused'
      try {
        const keys = await deps.keys()
        const details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            contentEncoding: 'aes128gcm',
          },
        )
        const status = await postTo(new URL(details.endpoint), {
          method: details.method,
          headers: details.headers,
          body: details.body,
          lookup: address === 'push-service' ? lookup : undefined,
          timeoutMs: deps.timeoutMs ?? 10_000,
        })
        if (status === 404 || status === 410) return 'gone'
        return status >= 200 && status < 300 ? 'sent' : 'failed'
      } catch (error) {
        return error instanceof RefusedAddress ? 'refused' : 'failed'
      }
    },
  }
}
