import type { FastifyRequest } from 'fastify'
import type { AcceptedFrom } from '../kernel/actor.ts'

/**
 * Where an acceptance of the rules or the consent came from, kept beside it for an inspector (issue 45): the
 * address as `trustProxy` resolves it and the browser's own words, cut to a sane length.
 */
export const acceptedFrom = (request: FastifyRequest): AcceptedFrom => ({
  address: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
})
