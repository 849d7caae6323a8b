import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { CheckedInput, Endpoint, HandlerAnswer } from '#contract/common/endpoint.ts'
import type { AuthUser } from '../kernel/actor.ts'
import { requireUser } from './access.ts'
import { rateLimitOf } from './rate-limits.ts'
import type { RequestLimit } from './request-limits.ts'
import { errorResponses } from './route-schema.ts'

type UserOf<E extends Endpoint> = E['access'] extends 'public' ? AuthUser | null : AuthUser

export type EndpointHandler<E extends Endpoint> = (
  input: CheckedInput<E> & { user: UserOf<E> },
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>

/**
 * Registers a contract endpoint: its method, path, access and schemas come from the declaration, so the
 * route, the access table and the OpenAPI document cannot drift from what the client and the tests call.
 * A JSON call without a response schema answers 204; a file call's handler sends the bytes itself. `limit` is the
 * route's rate limit (decision 067); `bodyLimit` a JSON body's larger limit for a call that takes many rows.
 */
export async function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { limit?: RequestLimit; bodyLimit?: number } = {},
): Promise<void> {
  const schemas = await endpoint.schemas()
  const answersFile = endpoint.answer === 'file'
  const response = answersFile
    ? undefined
    : schemas.response
      ? { 200: schemas.response, ...errorResponses, ...schemas.otherAnswers }
      : { 204: z.null(), ...errorResponses }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    config: {
      access: endpoint.access,
      ...(endpoint.apiScope && { apiScope: endpoint.apiScope }),
      ...(options.limit && { rateLimit: rateLimitOf(options.limit) }),
    },
    schema: {
      tags: [...endpoint.tags],
      summary: schemas.summary,
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      ...(response && { response }),
    },
    handler: async (request, reply) => {
      const user = endpoint.access === 'public' ? request.user : requireUser(request)
      const input = { params: request.params, query: request.query, body: request.body, user }
      const answer = await handler(input as unknown as CheckedInput<E> & { user: UserOf<E> }, request, reply)
      if (answersFile || schemas.response) return answer
      return reply.code(204).send(null)
    },
  })
}
