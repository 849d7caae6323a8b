/** Inclusive local days, as `YYYY-MM-DD`. */
export type DayRange = { from: string; to: string }

/**
 * A period as month rows and day rows (decision 119): the months read whole, the days added to them and the days
 * taken from them. A month the period covers more than half of is read whole less the days it leaves out, one it
 * covers less of by its days: so the edges cost at most half a month of day rows each.
 */
export type MonthParts = { months: string[]; added: DayRange[]; taken: DayRange[] }

const dayMs = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

export function monthParts(dateFrom: string, dateTo: string): MonthParts {
  const parts: MonthParts = { months: [], added: [], taken: [] }
  const from = msOf(dateFrom)
  const to = msOf(dateTo)
  for (let start = Date.UTC(+dateFrom.slice(0, 4), +dateFrom.slice(5, 7) - 1, 1); start <= to;) {
    const next = new Date(start)
    next.setUTCMonth(next.getUTCMonth() + 1)
    const end = next.getTime() - dayMs
    const first = Math.max(from, start)
    const last = Math.min(to, end)
    const covered = (last - first) / dayMs + 1
    const monthDays = (end - start) / dayMs + 1
    if (covered * 2 <= monthDays) parts.added.push({ from: iso(first), to: iso(last) })
    else {
      parts.months.push(iso(start))
      if (first > start) parts.taken.push({ from: iso(start), to: iso(first - dayMs) })
      if (last < end) parts.taken.push({ from: iso(last + dayMs), to: iso(end) })
    }
    start = next.getTime()
  }
  return parts
}

/** The first day of the month before the one `month` (a first day) names. */
export const monthBefore = (month: string) => iso(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 2, 1))
