/** Calendar dates without zod, for the rules and for screens that only read dates. */

/**
 * The years any date of this product lies in. Birth dates (age rules), passports and orders (a year back to two
 * ahead) are narrower still; the bound keeps a mistyped year, or PostgreSQL's missing year 0, out of the database.
 */
export const earliestYear = 1900
export const latestYear = 2100

/** A real calendar date written `YYYY-MM-DD`, the wire form of product decisions section 2. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  if (year < earliestYear || year > latestYear) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth
}
