import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { currentRequestId, withRequestId } from '../kernel/request-context.ts'

const requestIdHeader = 'x-request-id'

/** The proxy's id when it sent a sensible one (so its access log and ours match), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader]
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID()
}

/**
 * Every request runs inside its id's context, so a log line written by work it started (a background SMS, a
 * job it enqueued) carries the same `reqId` as the request's own lines; the answer names the id too.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(requestIdHeader, request.id)
    withRequestId(request.id, done)
  })
  // Reading the body runs in the socket's context, not the request's: the handler gets the request's back.
  app.addHook('preValidation', (request, _reply, done) => withRequestId(request.id, done))
}

/** Pino's mixin: the request id on lines written outside the request's own logger. */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): object {
  const reqId = currentRequestId()
  return reqId && logger.bindings().reqId === undefined ? { reqId } : {}
}
