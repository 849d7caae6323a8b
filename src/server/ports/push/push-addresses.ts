import type { Env } from '../../env.ts'

/**
 * The hosts browsers' push services give subscriptions on (decision 063): Chrome's FCM, Firefox's autopush, Edge's
 * WNS and Safari's APNs. Nothing else is ever posted to: any other address would let a caller make the server
 * post where they like.
 */
const pushServiceHost = new RegExp(
  [
    /^fcm\.googleapis\.com$/,
    /^updates\.push\.services\.mozilla\.com$/,
    /^[a-z0-9-]+\.notify\.windows\.com$/,
    /^[a-z0-9-]+\.push\.apple\.com$/,
  ]
    .map((host) => `(?:${host.source})`)
    .join('|'),
)

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The tests' push service (http on a loopback address): taken only when the server runs for the tests. */
export const localPushServiceAllowed = (env: Pick<Env, 'NODE_ENV'>): boolean => env.NODE_ENV === 'test'

type PushAddress = 'push-service' | 'local-test-service' | 'refused'

/** A push service's https address on the default port without userinfo, the tests' local one, or neither. */
export function pushAddressOf(endpoint: string, allowLocal: boolean): PushAddress {
  if (!URL.canParse(endpoint)) return 'refused'
  const url = new URL(endpoint)
  if (url.username || url.password) return 'refused'
  if (allowLocal && url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return 'local-test-service'
  const pushService = url.protocol === 'https:' && url.port === '' && pushServiceHost.test(url.hostname)
  return pushService ? 'push-service' : 'refused'
}
