import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { percentile } from './stats.ts'

/** What a run of one operation gave: each successful operation's time (ms), failures by reason, wall time. */
export type LoadResult = { ms: number[]; errors: Map<string, number>; wallMs: number }

export const errorCount = (result: LoadResult) => [...result.errors.values()].reduce((sum, n) => sum + n, 0)
export const perSecond = (result: LoadResult) => result.ms.length / (result.wallMs / 1000)
export const p = (result: LoadResult, rank: number) => percentile(result.ms, rank)

/**
 * Before each measured part, 50 clients call for this long, not counted: a fresh process (the server, or the
 * benchmark's own driver) compiles its hot code during its first seconds under load. Measured on the filter
 * through the server in 8-second windows: 1.59 ms of the server's CPU per request in the first, 1.21 in the
 * second, 1.18 from the third, as a server that has run for a while spends.
 */
export const steadyStateWarmUp = { clients: 50, seconds: 15 } as const

/** Runs the warm-up above with `operation`; its figures are dropped. */
export async function warmUp(operation: (client: number) => Promise<void>): Promise<void> {
  await runClients(steadyStateWarmUp.clients, { seconds: steadyStateWarmUp.seconds }, operation)
}

/** How long each client keeps going: a number of operations each, or a wall-clock duration. */
export type Stop = { each: number } | { seconds: number }

/**
 * `clients` loops running `operation(client)` back to back, each timed from its start to its end; a failed
 * operation counts as an error under its message and the loop goes on. One client is the sequential case.
 */
export async function runClients(
  clients: number,
  stop: Stop,
  operation: (client: number) => Promise<void>,
): Promise<LoadResult> {
  const ms: number[] = []
  const errors = new Map<string, number>()
  const started = performance.now()
  const deadline = 'seconds' in stop ? started + stop.seconds * 1000 : Number.POSITIVE_INFINITY
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let done = 0; 'each' in stop ? done < stop.each : performance.now() < deadline; done++) {
        const begun = performance.now()
        try {
          await operation(client)
          ms.push(performance.now() - begun)
        } catch (error) {
          const key = (error as Error).message.slice(0, 160)
          errors.set(key, (errors.get(key) ?? 0) + 1)
        }
      }
    }),
  )
  return { ms, errors, wallMs: performance.now() - started }
}

/**
 * Keep-alive connections shared by every client of a run, as a browser keeps its own; node:http rather than fetch,
 * whose undici machinery cost the load generator about 1.4 ms of CPU more per request than the pg driver costs the
 * SQL rows, on the same cores as the server it measures.
 */
const connections = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })

/** What the server answered: its status and the body's bytes as they came (compressed if it compressed them). */
export type RawAnswer = { status: number; bytes: Buffer; encoding?: string }

/** One request on the shared keep-alive connections; resolves when the whole answer is read. */
export function send(
  baseUrl: string,
  call: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawAnswer> {
  const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body))
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(call.path, baseUrl),
      {
        method: call.method,
        agent: connections,
        headers: {
          ...call.headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('error', reject)
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            encoding: answer.headers['content-encoding'],
          }),
        )
      },
    )
    sent.setTimeout(60_000, () => sent.destroy(new Error('no answer in 60 s')))
    sent.on('error', reject)
    sent.end(body)
  })
}

/**
 * One API call as a browser over HTTPS makes it, accepting Brotli or gzip; the answer is read to its end and left
 * compressed (the server's work is what is measured). Throws unless it is 2xx.
 */
export async function httpCall(
  baseUrl: string,
  call: { method: 'GET' | 'POST'; path: string; body?: unknown; token: string },
): Promise<void> {
  const answer = await send(baseUrl, {
    method: call.method,
    path: call.path,
    body: call.body,
    headers: { authorization: `Bearer ${call.token}`, 'accept-encoding': 'br, gzip, deflate' },
  })
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${answer.status}: ${answer.bytes.toString('utf8').slice(0, 120)}`)
}

/** A session of the server process through its development route; answers the access token. */
export async function serverToken(
  baseUrl: string,
  phone: string,
  as: 'employee' | 'worker',
): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, as }),
  })
  if (!response.ok) throw new Error(`/dev/session ${phone}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}
