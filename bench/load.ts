import { performance } from 'node:perf_hooks'
import { percentile } from './stats.ts'

/** What a run of one operation gave: each successful operation's time (ms), failures by reason, wall time. */
export type LoadResult = { ms: number[]; errors: Map<string, number>; wallMs: number }

export const errorCount = (result: LoadResult) => [...result.errors.values()].reduce((sum, n) => sum + n, 0)
export const perSecond = (result: LoadResult) => result.ms.length / (result.wallMs / 1000)
export const p = (result: LoadResult, rank: number) => percentile(result.ms, rank)

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

/** One HTTP call to the server process; resolves when the whole answer is read, throws unless it is 2xx. */
export async function httpCall(
  baseUrl: string,
  call: { method: 'GET' | 'POST'; path: string; body?: unknown; token: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${call.token}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status}: ${text.slice(0, 120)}`)
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
