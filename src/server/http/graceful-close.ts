import type { FastifyInstance } from 'fastify'

/**
 * Once the server is closing, every answer ends its connection. An answer given on a keep-alive connection
 * would otherwise leave that connection open, and the process waiting for the client to hang up (up to the
 * keep-alive timeout) before it can exit; the load balancer reconnects to another instance instead.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close')
    return payload
  })
}
