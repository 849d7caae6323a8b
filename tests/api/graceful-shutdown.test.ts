import { connect } from 'node:net'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { client, startServer, type ServerProcess } from '../support/server-process.ts'
import { head, jsonOf, openConnection, pause, statusOf } from '../support/raw-http.ts'
import { demoPhones } from '../support/sign-in.ts'

/**
 * Issue 20, item 6: SIGTERM to the real process while a request is still arriving. The request is answered,
 * no new connection is taken meanwhile, and the process then exits cleanly (loops stopped, database closed).
 */
let dataDir: string | undefined
let server: ServerProcess | undefined

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('graceful shutdown', () => {
  it('answers the request in flight at SIGTERM, refuses new connections, then exits with 0', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'))
    server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } })
    const port = Number(new URL(server.baseUrl).port)
    const staff = (
      await client(server.baseUrl)('POST', '/dev/session', { phone: demoPhones.admin, as: 'employee' })
    ).body.accessToken as string
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', resolve))

    // A slow client: the head and half of the body now, the rest after the signal.
    const body = JSON.stringify({})
    const connection = await openConnection(port)
    await connection.write(
      head('POST', `${orderEndpoints.filter.path}?size=20`, {
        authorization: `Bearer ${staff}`,
        'content-type': 'application/json',
        'content-length': body.length,
        'x-request-id': 'slow-request-1',
      }),
    )
    await connection.write(body.slice(0, 1))
    await pause(300)
    server.child.kill('SIGTERM')
    await pause(700)

    expect(server.child.exitCode).toBeNull()
    expect(await refused(port)).toBe(true)
    await connection.write(body.slice(1))
    const answered = await connection.waitFor((text) => text.includes('"content"'), 10_000)
    expect(answered).toBe(true)
    expect(statusOf(connection.received())).toBe(200)
    expect(connection.received()).toMatch(/x-request-id: slow-request-1/i)
    expect(jsonOf(connection.received())).toMatchObject({ content: expect.any(Array) })

    expect(await exited).toBe(0)
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
    expect(lines.some((line) => line.msg?.startsWith('shutting down'))).toBe(true)
    expect(lines.some((line) => line.reqId === 'slow-request-1')).toBe(true)
    expect(lines.at(-1)?.msg).toBe('shut down')
  }, 120_000)
})

/** Whether a new connection to the port is refused (the server stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}
