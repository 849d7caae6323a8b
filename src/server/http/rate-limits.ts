import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { tooManyRequestsMessage } from '#contract/common/error-messages.ts'
import type { Executor } from '../db/client.ts'
import type { AuthUser } from '../kernel/actor.ts'
import type { Clock } from '../kernel/clock.ts'
import { TooManyRequests } from '../kernel/errors.ts'
import { bearerTokenOf, requireUser, type Authenticate } from './access.ts'
import { databaseCounts, memoryCounts, rateLimitStores } from './rate-limit-stores.ts'
import type { RequestLimit } from './request-limits.ts'

declare module '@fastify/rate-limit' {
  // The plugin hands a route's options to the store's child: this one tells it where the limit counts.
  interface RateLimitOptions {
    counted?: RequestLimit['counted']
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who calls, on a public route too, where the access hook leaves the caller anonymous. */
    callerOf(request: FastifyRequest): Promise<AuthUser | null>
  }
}

const refusal = (retryAfterMs: number) =>
  new TooManyRequests(tooManyRequestsMessage(Math.ceil(retryAfterMs / 1000)))

/**
 * `@fastify/rate-limit` for the routes that name a limit, none for the others (`global: false`), its refusal the
 * API's own Russian 429 through the error handler. `authenticate` tells a session's limit whose session calls a
 * public route, which the access hook leaves anonymous.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Executor; clock: Clock; authenticate: Authenticate },
): Promise<void> {
  app.decorate('callerOf', async (request: FastifyRequest) => {
    const token = bearerTokenOf(request)
    return request.user ?? (token ? await deps.authenticate(token) : null)
  })
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStores({
      'across-instances': databaseCounts(deps.db, deps.clock),
      'per-instance': memoryCounts(deps.clock),
    }),
    errorResponseBuilder: (_request, context) => refusal(context.ttl),
  })
}

/** Whom a limit counts; null for a session's limit called without a session, which it leaves alone. */
async function counted(limit: RequestLimit, request: FastifyRequest): Promise<string | null> {
  if (limit.per === 'client-address') return normalizeIP(request.ip)
  if (limit.per === 'person') {
    const user = requireUser(request)
    return `${user.kind}-${user.id}`
  }
  return (await request.server.callerOf(request))?.sessionId ?? null
}

/**
 * A route's `config.rateLimit` for the limit, counted once the caller's access and input are checked: a call
 * refused by either reaches no paid service, so it spends nothing of the limit and writes no counter.
 */
export function rateLimitOf(limit: RequestLimit) {
  return {
    hook: 'preHandler' as const,
    max: limit.max,
    timeWindow: limit.windowMs,
    counted: limit.counted,
    keyGenerator: async (request: FastifyRequest) => `${limit.name}:${await counted(limit, request)}`,
    // A session's limit lets a caller without a session through; the address's limit still counts them.
    allowList: async (_request: FastifyRequest, key: string) => key === `${limit.name}:null`,
  }
}

/**
 * A route's second limit, for a route that counts two callers (its address and its session): the plugin runs one
 * route limit per request, so the route's handler asks this one first, from the same store and with the same
 * answer.
 */
export function secondLimit(app: FastifyInstance, limit: RequestLimit) {
  const check = app.createRateLimit(rateLimitOf(limit))
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(request)
    if (outcome.isAllowed || !outcome.isExceeded) return
    reply.header('retry-after', outcome.ttlInSeconds)
    throw refusal(outcome.ttl)
  }
}
