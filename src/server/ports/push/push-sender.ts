import webPush from 'web-push'

export type VapidKeys = { publicKey: string; privateKey: string }
export type PushTarget = { endpoint: string; p256dh: string; auth: string }
/** `gone`: the push service no longer knows the subscription (404, 410) and it should be forgotten. */
export type PushOutcome = 'sent' | 'gone' | 'failed'

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
 * signs, and the request goes out with fetch, which speaks to the push services (https) and to the tests'
 * local one (http) alike, with a timeout. Never throws: every answer is an outcome.
 */
export function createWebPushSender(deps: {
  keys: () => Promise<VapidKeys>
  subject: string
  timeoutMs?: number
}): PushSender {
  return {
    async send(target, payload, options) {
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
        const headers = Object.fromEntries(
          Object.entries(details.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        )
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        })
        await response.body?.cancel()
        if (response.status === 404 || response.status === 410) return 'gone'
        return response.ok ? 'sent' : 'failed'
      } catch {
        return 'failed'
      }
    },
  }
}

export const generateVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys()
