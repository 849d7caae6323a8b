/** A block's last day is the shop's local date: it ends at the local midnight after it. */
export function blockEnd(until: string, utcOffset: number): Date {
  const [year, month, day] = until.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + 1) - utcOffset * 3600_000)
}

/** The local date a block ends on, back from its instant. */
function lastDay(end: Date, utcOffset: number): string {
  return new Date(end.getTime() - 1 + utcOffset * 3600_000).toISOString().slice(0, 10)
}

type BlockRow = {
  blockReason: string | null
  blockedFrom: Date | null
  blockedUntil: Date | null
  utcOffset: number
}

/** The block as staff see it while it lasts; a block that ran out is no block. */
export function blockView(row: BlockRow, now: Date) {
  if (!row.blockReason || !row.blockedFrom) return null
  if (row.blockedUntil && row.blockedUntil <= now) return null
  return {
    reason: row.blockReason,
    from: row.blockedFrom.toISOString(),
    until: row.blockedUntil ? lastDay(row.blockedUntil, row.utcOffset) : null,
  }
}
