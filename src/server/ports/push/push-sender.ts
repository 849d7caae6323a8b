import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import webPush from 'web-push'
import { guardedLookup, pushAddressOf, RefusedPushAddress, type Resolve } from './push-addresses.ts'

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
        const status = await post(details, {
          lookup: address === 'push-service' ? lookup : undefined,
          timeoutMs: deps.timeoutMs ?? 10_000,
        })
        if (status === 404 || status === 410) return 'gone'
        return status >= 200 && status < 300 ? 'sent' : 'failed'
      } catch (error) {
        return error instanceof RefusedPushAddress ? 'refused' : 'failed'
      }
    },
  }
}

/** Posts the push and answers the status; the answer's body is not read. */
function post(
  details: webPush.RequestDetails,
  options: { lookup: LookupFunction | undefined; timeoutMs: number },
): Promise<number> {
  const url = new URL(details.endpoint)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: options.lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(details.body ?? undefined)
  })
}
