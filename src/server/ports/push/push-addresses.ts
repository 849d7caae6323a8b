import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { BlockList, type LookupFunction } from 'node:net'
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

/** Where no push service is: this computer, private networks, link-local, shared, multicast, reserved. */
const notPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6')

/** Whether an address is one a push service never has (an IPv4-mapped IPv6 address counts as its IPv4 one). */
const isNotPublic = (address: LookupAddress): boolean =>
  notPublic.check(address.address, address.family === 6 ? 'ipv6' : 'ipv4')

/** A push service's name answered with an address it never has: nothing is sent. */
export class RefusedPushAddress extends Error {
  readonly code = 'EPUSHADDRESS'
}

/** Every address a name has: node:dns's `lookup` with `all`. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

/**
 * The DNS look-up a push's connection makes: every answer is checked and any one that is not public refuses the
 * host, so the address checked is the address connected to (no second look-up a changed DNS answer could slip
 * into).
 */
export function guardedLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.length === 0 || addresses.some(isNotPublic)
      if (refused) return callback(new RefusedPushAddress(`${hostname} is not a public address`), '', 0)
      if (options.all) return (callback as (error: null, all: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses
      callback(null, first!.address, first!.family)
    })
  }
}
