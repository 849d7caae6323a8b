/** Spec section 9: the pager shows at most 9 pages. */
const maxPageItems = 9

/** A page number, or a gap standing for the pages between its neighbours. */
export type PageItem = number | 'gap'

/**
 * The pages the pager shows: all of them when they fit in `max`, else the first and the last page always (so
 * both ends stay one click away), the current page with its neighbours, and gaps for the rest. Gaps count
 * towards `max`, so the row never grows wider than `max` items.
 */
export function pageWindow(current: number, total: number, max = maxPageItems): PageItem[] {
  if (total < 1) return []
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (total <= max) return range(1, total)
  const page = Math.min(Math.max(current, 1), total)
  const edge = Math.ceil(max / 2)
  if (page <= edge) return [...range(1, max - 2), 'gap', total]
  if (page > total - edge) return [1, 'gap', ...range(total - (max - 3), total)]
  const half = Math.floor((max - 4) / 2)
  return [1, 'gap', ...range(page - half, page + half), 'gap', total]
}
