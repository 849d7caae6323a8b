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

/**
 * A body that trickles or stalls holds a connection and the handler waiting for it. Past its limit the request
 * is answered 408 and its connection closed; if an answer already went out (a refused upload still arriving),
 * the connection is just closed.
 */
export function registerBodyTimeouts(app: FastifyInstance, timeouts: BodyTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request
    // Light-my-request's injected requests have no socket to hold, and a body-less request is complete already.
    if (raw.complete || !(raw.socket instanceof Socket)) return done()
    const socket = raw.socket
    const upload = request.headers['content-type']?.startsWith('multipart/') ?? false
    const started = Date.now()
    let bytesSeen = socket.bytesRead
    const check = setInterval(() => {
      if (raw.complete) return stop()
      const stalled = socket.bytesRead === bytesSeen
      bytesSeen = socket.bytesRead
      if (!upload || stalled || Date.now() - started >= timeouts.uploadMs) {
        stop()
        cut(request, reply)
      }
    }, timeouts.bodyMs).unref()
    const stop = () => {
      clearInterval(check)
      raw.off('close', stop)
    }
    raw.once('close', stop)
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
