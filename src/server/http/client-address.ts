import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`: nothing by default, so `request.ip` is the connection's own
 * address; a hop count trusts that many proxies in front; a list trusts those addresses only.
 */
export function trustedProxies(setting: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!setting) return false
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting)
    return (_address: string, hop: number) => hop < hops
  }
  return setting.split(',')
}

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/**
 * A request made on the server's own computer: the connection comes from the loopback address, and so does
 * every address a proxy in between passed on (a local reverse proxy, or Vite's dev server for `/dev`).
 */
export function isFromThisComputer(request: FastifyRequest): boolean {
  if (request.headers.forwarded) return false
  const forwarded = [request.headers['x-forwarded-for'] ?? []].flat().join(',').split(',')
  return [
    request.socket.remoteAddress ?? '',
    ...forwarded.map((address) => address.trim()).filter(Boolean),
  ].every((address) => loopback.test(address))
}
