import { performance } from 'node:perf_hooks'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { send } from './load.ts'

/** What the peak calls, named as its table rows are. */
export const peakCalls = [
  'badges',
  'available',
  'my list',
  'respond',
  'confirm',
  'check-in',
  'act confirm',
  'filter',
  'counts by status',
  'responses of order',
  'assign',
  'act generate',
] as const
export type PeakCall = (typeof peakCalls)[number]

/**
 * Every call's times (ms) and failures by reason, whoever made it; apart, the calls a rule refused with 409 where
 * the caller expected it might (a worker the tax service says is not self-employed cannot be assigned).
 */
export type CallLog = {
  ms: Map<PeakCall, number[]>
  errors: Map<string, number>
  refused: Map<string, number>
}

export const newCallLog = (): CallLog => ({
  ms: new Map(peakCalls.map((call) => [call, []])),
  errors: new Map(),
  refused: new Map(),
})

export const errorTotal = (log: CallLog) => [...log.errors.values()].reduce((sum, n) => sum + n, 0)
export const requestTotal = (log: CallLog) =>
  [...log.ms.values()].reduce((sum, times) => sum + times.length, 0) + errorTotal(log)

/** A call failed: the generator's own reading of an answer, kept with the call's name. */
class CallFailed extends Error {}

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8')
  return bytes.toString('utf8')
}

const countIn = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)

/**
 * One timed API call as the phone or the staff's browser makes it (Brotli or gzip accepted, the answer read to its
 * end and decoded); a non-2xx answer or a network failure counts as an error of that call and answers undefined,
 * except a 409 of a `refusable` call, which is timed, counted as refused and answers undefined too.
 */
export async function timedCall<T>(
  log: CallLog,
  name: PeakCall,
  baseUrl: string,
  call: { method: 'GET' | 'POST'; path: string; token: string; body?: unknown; refusable?: boolean },
): Promise<T | undefined> {
  const begun = performance.now()
  try {
    const answer = await sendDecoded(baseUrl, call)
    if (answer.status === 409 && call.refusable) {
      log.ms.get(name)!.push(performance.now() - begun)
      countIn(log.refused, `${name}: ${answer.status} ${answer.text.slice(0, 100)}`)
      return undefined
    }
    if (answer.status < 200 || answer.status > 299)
      throw new CallFailed(`${answer.status} ${answer.text.slice(0, 100)}`)
    log.ms.get(name)!.push(performance.now() - begun)
    return (answer.text ? JSON.parse(answer.text) : undefined) as T
  } catch (error) {
    countIn(log.errors, `${name}: ${(error as Error).message.slice(0, 140)}`)
    return undefined
  }
}

async function sendDecoded(
  baseUrl: string,
  call: { method: 'GET' | 'POST'; path: string; token: string; body?: unknown },
) {
  const answer = await send(baseUrl, {
    method: call.method,
    path: call.path,
    body: call.body,
    headers: { authorization: `Bearer ${call.token}`, 'accept-encoding': 'br, gzip' },
  })
  return { status: answer.status, text: decoded(answer.bytes, answer.encoding) }
}
