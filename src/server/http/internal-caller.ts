import { timingSafeEqual } from 'node:crypto'
import { BlockList, isIPv4 } from 'node:net'
import type { FastifyRequest } from 'fastify'

/** Loopback and the private ranges a cluster's scraper calls from. */
const internal = new BlockList()
internal.addSubnet('127.0.0.0', 8)
internal.addSubnet('10.0.0.0', 8)
internal.addSubnet('172.16.0.0', 12)
internal.addSubnet('192.168.0.0', 16)
internal.addAddress('::1', 'ipv6')
internal.addSubnet('fc00::', 7, 'ipv6')

/**
 * A caller from the internal network: connected from a private address and not relayed by a proxy (the
 * proxy itself sits on the private network, so whatever it forwards counts as outside); or anyone with the
 * token, when one is set.
 */
export function isInternalCaller(request: FastifyRequest, token: string | undefined): boolean {
  if (token && bearerMatches(request.headers.authorization, token)) return true
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false
  const peer = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  if (!peer) return false
  return internal.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6')
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
