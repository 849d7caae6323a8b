import type { FastifyServerOptions } from 'fastify'

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
