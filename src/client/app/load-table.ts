import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A staff table's loader: entering the page (a link, a reload) waits for the page of rows its address names,
 * so the table is drawn filled; a change of its filters, page or sort, and going back or forward, does not
 * wait, so the address follows at once and the table keeps the previous page, dimmed, until the next arrives.
 * A failure is the table's to show, not the route's.
 */
export async function loadTable<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  cause: 'enter' | 'stay' | 'preload',
) {
  const loading = queryClient.ensureQueryData(options).catch(() => undefined)
  if (cause === 'enter') await loading
}
