import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** The app on a real port of 127.0.0.1, for what `inject` cannot show: sockets, timing, the body in pieces. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('not listening on a port')
  return address.port
}

/** A hand-driven HTTP/1.1 connection: write bytes when you like, read what the server said and when. */
export type RawConnection = {
  socket: Socket
  /** Everything received so far, as text. */
  received(): string
  /** Milliseconds from connecting until the server closed the connection, or null while it is open. */
  closedAfterMs(): number | null
  write(bytes: string | Buffer): Promise<void>
  /** Waits until `test` holds for what was received, or the connection closes, or `timeoutMs` passes. */
  waitFor(test: (received: string) => boolean, timeoutMs: number): Promise<boolean>
}

export function openConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now()
    let text = ''
    let closedAt: number | null = null
    const socket = connect(port, '127.0.0.1')
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    socket.on('close', () => (closedAt = Date.now()))
    // The server may close while we still write: that is what some tests expect.
    socket.on('error', () => {})
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closedAfterMs: () => (closedAt === null ? null : closedAt - startedAt),
        write: (bytes) =>
          new Promise((done) => {
            if (socket.destroyed || socket.writableEnded) return done()
            socket.write(bytes, () => done())
          }),
        async waitFor(test, timeoutMs) {
          const deadline = Date.now() + timeoutMs
          while (Date.now() < deadline) {
            if (test(text)) return true
            if (closedAt !== null) return test(text)
            await new Promise((wake) => setTimeout(wake, 20))
          }
          return test(text)
        },
      }),
    )
    socket.once('error', reject)
  })
}

/** The status code of the first answer in `received`, if one came. */
export function statusOf(received: string): number | null {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(received)
  return match ? Number(match[1]) : null
}

/** The JSON body of a single answer in `received`. */
export function jsonOf(received: string): unknown {
  const body = received.slice(received.indexOf('\r\n\r\n') + 4)
  return JSON.parse(body)
}

/** A request's head with a declared body length. */
export function head(method: string, url: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`)
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`
}

export const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms))
