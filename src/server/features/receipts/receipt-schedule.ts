import type { ReceiptCheckStatus } from '#contract/receipts/check-statuses.ts'

const minute = 60_000
const hour = 60 * minute

/** An UNVERIFIED receipt is asked about again after these pauses, the last repeated until it is answered. */
const retryPausesMs = [5 * minute, 15 * minute, hour, 6 * hour]

/** A VERIFIED receipt is asked about its annulment once a day; a service that does not answer, again in an hour. */
const recheckPauseMs = 24 * hour
const recheckRetryMs = hour

/** The end of the month after the payment's (`YYYY-MM-DD`, the shop city's day), as an instant. */
export function recheckUntil(paymentDate: string, utcOffset: number): Date {
  const [year, month] = paymentDate.split('-').map(Number)
  // Midnight starting the second month after the payment's, in the city's time.
  return new Date(Date.UTC(year!, month! + 1, 1) - utcOffset * hour)
}

/** When to ask the tax service about the receipt next; null when nothing more is asked. */
export function nextCheckAt(input: {
  status: ReceiptCheckStatus
  /** Questions asked so far, this one included. */
  attempts: number
  now: Date
  until: Date
  /** The service did not answer this time. */
  unanswered: boolean
}): Date | null {
  const { status, now, until } = input
  if (status === 'UNVERIFIED')
    return new Date(
      now.getTime() + retryPausesMs[Math.min(Math.max(input.attempts, 1), retryPausesMs.length) - 1]!,
    )
  if (status !== 'VERIFIED' || now >= until) return null
  const next = new Date(now.getTime() + (input.unanswered ? recheckRetryMs : recheckPauseMs))
  return next < until ? next : until
}
