import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import type { OutgoingHttpHeaders } from 'node:http'
import { BlockList, type LookupFunction } from 'node:net'

// Taken as CommonJS modules: an ES module import of node:http reads each of its exports, WebSocket among them, which
// loads all of undici, some 20 ms of the main thread at every start (decision 122).
const { request: httpRequest } = process.getBuiltinModule('node:http')
const { request: httpsRequest } = process.getBuiltinModule('node:https')

/**
 * Posts the server makes to addresses a user gave (push services, the chain's webhooks): never to this computer or a
 * private network, checked on the address actually connected to (decision 063).
 */
/** Where no outside service is: this computer, private networks, link-local, shared, multicast, reserved. */
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

/** Whether an address is one an outside service never has (an IPv4-mapped IPv6 address counts as its IPv4 one). */
const isNotPublic = (address: LookupAddress): boolean =>
  notPublic.check(address.address, address.family === 6 ? 'ipv6' : 'ipv4')

/** A name answered with an address no outside service has: nothing is sent. */
export class RefusedAddress extends Error {
  readonly code = 'EREFUSEDADDRESS'
}

/** Every address a name has: node:dns's `lookup` with `all`. */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

/**
 * The DNS look-up an outgoing post's connection makes: every answer is checked and any one that is not public refuses the
 * host, so the address checked is the address connected to (no second look-up a changed DNS answer could slip
 * into).
 */
export function guardedLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.length === 0 || addresses.some(isNotPublic)
      if (refused) return callback(new RefusedAddress(`${hostname} is not a public address`), '', 0)
      if (options.all) return (callback as (error: null, all: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses
      callback(null, first!.address, first!.family)
    })
  }
}

/** Whether every address a name has is public: checked when a user gives an address, before it is stored. */
export function resolvesToPublic(hostname: string, resolve: Resolve = dnsLookup): Promise<boolean> {
  return new Promise((done) => {
    resolve(hostname, { all: true }, (error, addresses) =>
      done(!error && addresses.length > 0 && !addresses.some(isNotPublic)),
    )
  })
}

/**
 * Posts a body and answers the status; the answer's body is not read. `lookup` is the guarded one for addresses a
 * user gave; only the tests' local services go without it.
 */
export function postTo(
  url: URL,
  options: {
    method?: string
    headers: OutgoingHttpHeaders
    body: string | Buffer | null
    lookup: LookupFunction | undefined
    timeoutMs: number
  },
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: options.method ?? 'POST',
        headers: options.headers,
        lookup: options.lookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(options.body ?? undefined)
  })
}
