import { businessUtcOffsetHours } from '#contract/settings/settings.ts'

const day = 86_400_000

/**
 * The instant `count` working days after `at`, at the same time of day: Saturdays and Sundays (Moscow time)
 * are skipped. Public holidays are not known to the product, so they count as working days (decision 097).
 */
export function addWorkingDays(at: Date, count: number): Date {
  let moved = at.getTime()
  for (let left = count; left > 0;) {
    moved += day
    const weekday = new Date(moved + businessUtcOffsetHours * 3600_000).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return new Date(moved)
}
