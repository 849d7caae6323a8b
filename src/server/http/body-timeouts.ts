import type { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestTimeoutMessage } from '#contract/common/error-messages.ts'
import type { ErrorBody } from '#contract/common/errors.ts'

export type BodyTimeouts = {
  /** A JSON body arrives whole within this; an upload goes no longer than this without a byte. */
  bodyMs: number
  /** An upload, which on a phone's network may take minutes, arrives whole within this. */
  uploadMs: number
}

/** The rest of a body still arriving after its answer went out gets this long, then the connection is closed. */
const lingerCapMs = 5000

/** Requests an upload route is reading for a caller it admitted: only these get the upload's allowance. */
const admittedUploads = new WeakSet<IncomingMessage>()

/**
 * Gives the request the upload's allowance (`uploadMs` in all, `bodyMs` without a byte). Called by an upload
 * route once the caller's roles were checked: a multipart Content-Type alone, anonymous or on another route,
 * gets a JSON body's time.
 */
export function allowLongUpload(request: FastifyRequest): void {
  admittedUploads.add(request.raw)
}

/**
 * A body that trickles or stalls holds a connection and the handler waiting for it. Past its limit the request
 * is answered 408 and its connection closed. Once an answer went out (a refused upload still arriving), the
 * rest of the body has a short while to finish, so a keep-alive connection can go on; then the connection is
 * closed (decision 073).
 */
export function registerBodyTimeouts(app: FastifyInstance, timeouts: BodyTimeouts): void {
  const lingerMs = Math.min(timeouts.bodyMs, lingerCapMs)
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request
    // Light-my-request's injected requests have no socket to hold, and a body-less request is complete already.
    if (raw.complete || !(raw.socket instanceof Socket)) return done()
    const socket = raw.socket
    const started = Date.now()
    let bytesSeen = socket.bytesRead
    const check = setInterval(() => {
      if (raw.complete) return stop()
      const stalled = socket.bytesRead === bytesSeen
      bytesSeen = socket.bytesRead
      const upload = admittedUploads.has(raw) && !reply.sent
      if (!upload || stalled || Date.now() - started >= timeouts.uploadMs) {
        stop()
        cut(request, reply)
      }
    }, timeouts.bodyMs).unref()
    let linger: NodeJS.Timeout | undefined
    const answered = () => {
      if (raw.complete) return stop()
      linger = setTimeout(() => {
        stop()
        request.log.info({ url: request.routeOptions.url }, 'request body unfinished after its answer')
        socket.destroy()
      }, lingerMs).unref()
    }
    const stop = () => {
      clearInterval(check)
      clearTimeout(linger)
      raw.off('close', stop)
      raw.off('end', stop)
      reply.raw.off('finish', answered)
    }
    raw.once('close', stop)
    raw.once('end', stop)
    reply.raw.once('finish', answered)
    done()
  })
}

function cut(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ url: request.routeOptions.url }, 'request body too slow')
  if (reply.sent) return request.raw.socket.destroy()
  void reply
    .code(408)
    .header('connection', 'close')
    .send({ message: requestTimeoutMessage } satisfies ErrorBody)
}
