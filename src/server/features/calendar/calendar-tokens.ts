import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The calendar address's secret: `<worker id>.<signature of the worker and the address's generation>`, signed
 * with the server's secret. Nothing secret is stored; renewing the address bumps the generation, so the old
 * signature stops matching. A new JWT_SECRET therefore also ends every calendar address.
 */
export function calendarToken(secret: string, workerId: number, generation: number): string {
  return `${workerId}.${signature(secret, workerId, generation)}`
}

/** The worker id a token claims; the caller checks the token against that worker's generation. */
export function claimedWorker(token: string): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token)
  return match ? Number(match[1]) : null
}

export function tokenMatches(secret: string, token: string, workerId: number, generation: number): boolean {
  const expected = Buffer.from(calendarToken(secret, workerId, generation))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function signature(secret: string, workerId: number, generation: number): string {
  return createHmac('sha256', secret).update(`calendar:${workerId}:${generation}`).digest('base64url')
}
