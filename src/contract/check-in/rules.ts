import { hoursFromMinutes } from '../orders/sums.ts'

/**
 * Issue 25's numbers, one place for the server's checks and the screens' texts (decision 033). Plain data:
 * the worker's cards read them without loading zod.
 */
export const checkInRules = {
  /** The executor may check out until this long after the shift's end (a phone offline at the end sends its check
   * later); how long before the start a check-in is taken is an administration setting (decision 080). */
  closesAfterEndHours: 4,
  /** A check-out this long after the end is flagged to staff; the time after the end counts only if they say so. */
  lateCheckOutMinutes: 15,
  /** A confirmed executor not checked in this long after the start is flagged to staff as a possible no-show. */
  noShowAfterMinutes: 15,
  /** A phone's clock may run this far ahead of the server's. */
  clockAheadMinutes: 2,
  /** A check made this long before it reaches the server is refused: a whole shift offline, not more (decision 065). */
  offlineMaxHours: 12,
  /** After this many wrong shop codes on an order, no code is taken on it: staff judge its checks. */
  wrongCodesPerOrder: 5,
  /** After this many wrong shop codes in a Moscow day, no code is taken from the worker until the next day. */
  wrongCodesPerWorkerDay: 10,
} as const

/** The shop's code: a TOTP (RFC 6238) of the shop's secret, a new one every minute. */
export const shopCodeRules = {
  periodSeconds: 60,
  digits: 6,
  algorithm: 'SHA1',
  /** A code of the minute before or after the check's is taken too: the shop's screen and the phone may differ. */
  acceptedSteps: 1,
  /** The shop's screen gets the codes of this many minutes ahead, so it keeps showing them while its network is down. */
  screenMinutesAhead: 15,
} as const

const minuteMs = 60_000

/** When the executor may check in: from `opensMinutes` (the setting) before the start until the end. */
export function checkInWindow(
  shift: { dateTime: string | Date; dateTo: string | Date },
  opensMinutes: number,
) {
  return {
    opensAt: new Date(new Date(shift.dateTime).getTime() - opensMinutes * minuteMs),
    closesAt: new Date(shift.dateTo),
  }
}

/** Until when a check-out is taken: some hours after the end. */
export const checkOutClosesAt = (shift: { dateTo: string | Date }) =>
  new Date(new Date(shift.dateTo).getTime() + checkInRules.closesAfterEndHours * 3600_000)

/** Whether a check-out is so long after the shift's end that staff are shown it. */
export const isLateCheckOut = (shift: { dateTo: string | Date }, checkOut: Date) =>
  checkOut.getTime() - new Date(shift.dateTo).getTime() > checkInRules.lateCheckOutMinutes * minuteMs

/**
 * The minutes the checks give for the timesheet: from the later of the check-in and the start (arriving early
 * is not paid) to the earlier of the check-out and the end (staying late is paid only when staff count it:
 * `overtimeCounted`), whole minutes cut down to tenths of an hour, so the hours the finish dialog shows
 * (spec section 9: minutes / 60 cut to one decimal) are exactly the minutes paid.
 */
export function checkedMinutes(
  shift: { dateTime: string | Date; dateTo: string | Date },
  checkIn: Date,
  checkOut: Date,
  overtimeCounted = false,
): number {
  const from = Math.max(checkIn.getTime(), new Date(shift.dateTime).getTime())
  const to = overtimeCounted
    ? checkOut.getTime()
    : Math.min(checkOut.getTime(), new Date(shift.dateTo).getTime())
  const minutes = Math.floor(Math.max(0, to - from) / minuteMs)
  return Math.round(hoursFromMinutes(minutes) * 60)
}

/** What the QR on the shop's screen says: the shop and its current code. */
export const shopCodeQrText = (shopId: number, code: string) => `smeny:check-in:${shopId}:${code}`

/** The code read from a QR (ours, or bare digits), with the shop it names when it names one. */
export function readShopCodeQr(text: string): { shopId: number | null; code: string } | null {
  const ours = /^smeny:check-in:(\d+):(\d{6})$/.exec(text.trim())
  if (ours) return { shopId: Number(ours[1]), code: ours[2]! }
  const digits = /^\d{6}$/.exec(text.trim())
  return digits ? { shopId: null, code: digits[0] } : null
}
