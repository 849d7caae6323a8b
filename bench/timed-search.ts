import { errorCount, httpCall, p, runClients } from './load.ts'

/** One search's figures through the real server: how many rows it found in all, its p50 and its failed calls. */
export type TimedSearch = { found: number; httpP50: number; errors: number }

/**
 * A staff search of a paged list, `calls` times by one client after 2 calls not counted, then once more for its
 * `totalElements`.
 */
export async function timeSearch(
  baseUrl: string,
  call: { path: string; body: unknown; token: string },
  calls: number,
): Promise<TimedSearch> {
  const search = () => httpCall(baseUrl, { method: 'POST', ...call })
  await runClients(1, { each: 2 }, search)
  const http = await runClients(1, { each: calls }, search)
  const answer = await fetch(`${baseUrl}${call.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${call.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(call.body),
  })
  const found = ((await answer.json()) as { totalElements: number }).totalElements
  return { found, httpP50: p(http, 50), errors: errorCount(http) }
}
