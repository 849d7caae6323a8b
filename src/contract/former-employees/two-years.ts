/**
 * The НПД regime (422-ФЗ, art. 6 part 2 item 8) leaves out income from a customer who was the person's employer
 * less than two years ago. Plain dates `YYYY-MM-DD`, no zod: the worker's profile reads it too.
 */

/**
 * The first day a person whose employment ended on `lastDay` may work for the company as self-employed: the
 * same calendar day two years on (29 February's is 1 March, the day after the 28th of a common year).
 */
export function mayWorkFrom(lastDay: string): string {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year + 2, month - 1, day)).toISOString().slice(0, 10)
}

/**
 * The day from which the person may work, when that is still ahead of `today`; null when nothing bars them.
 * The later of the company's list and the person's own declaration counts.
 */
export function barredUntil(lastDays: readonly (string | null)[], today: string): string | null {
  const ends = lastDays.filter((day): day is string => day !== null).map(mayWorkFrom)
  const latest = ends.sort().at(-1)
  return latest !== undefined && latest > today ? latest : null
}
