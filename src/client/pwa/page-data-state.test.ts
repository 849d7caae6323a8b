import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { ApiError } from '../lib/api-error.ts'
import { pageDataState } from './page-data-state.ts'

const clients: QueryClient[] = []
afterEach(() => clients.splice(0).forEach((client) => client.clear()))

/** A query cache with the given queries watched, as a page's components would watch them. */
function cacheWith(
  queries: {
    key: string[]
    data?: unknown
    updatedAt?: number
    error?: Error
    watched?: boolean
    enabled?: boolean
  }[],
) {
  const client = new QueryClient()
  clients.push(client)
  for (const { key, data, updatedAt, error, watched = true, enabled = true } of queries) {
    if (data !== undefined) client.setQueryData(key, data, { updatedAt })
    const query = client.getQueryCache().build(client, { queryKey: key })
    if (error) query.setState({ status: 'error', error, errorUpdatedAt: (updatedAt ?? 0) + 1 })
    // A watching page's call that never answers: only what is already in the cache counts.
    const options = {
      queryKey: key,
      enabled,
      staleTime: Infinity,
      retry: false,
      queryFn: () => new Promise(() => {}),
    }
    if (watched) new QueryObserver(client, options).subscribe(() => undefined)
  }
  return client.getQueryCache().getAll()
}

describe('what the offline notice says', () => {
  it('nothing while online and the answers are fresh', () => {
    expect(pageDataState(cacheWith([{ key: ['order', 'my', 'acts'], data: [] }]), true)).toEqual({
      kind: 'fresh',
    })
  })

  it('offline: saved data since the oldest answer the page shows, the layout’s own data aside', () => {
    const queries = cacheWith([
      { key: ['order', 'my', 'acts'], data: [], updatedAt: 2_000 },
      { key: ['tax-receipt', 'my'], data: [], updatedAt: 3_000 },
      { key: ['session', 'current-user'], data: {}, updatedAt: 1_000 },
      { key: ['shifts', 'filter'], data: [], updatedAt: 500, watched: false },
    ])
    expect(pageDataState(queries, false)).toEqual({ kind: 'saved', savedAt: 2_000, reason: 'offline' })
  })

  it('online but the server could not be reached: the server is down, not the network', () => {
    const queries = cacheWith([
      { key: ['order', 'available'], data: [], updatedAt: 5, error: new ApiError(0, 'нет связи') },
    ])
    expect(pageDataState(queries, true)).toEqual({ kind: 'saved', savedAt: 5, reason: 'unreachable' })
  })

  it('online and the refresh failed on the server: saved data, not blamed on the network', () => {
    const queries = cacheWith([
      { key: ['order', 'available'], data: [], updatedAt: 5, error: new ApiError(500, 'ошибка') },
    ])
    expect(pageDataState(queries, true)).toEqual({ kind: 'saved', savedAt: 5, reason: 'failed' })
  })

  it('offline with one list saved and another not (the user is always saved): nothing saved is said', () => {
    const queries = cacheWith([
      { key: ['worker', 'me', '11'], data: {}, updatedAt: 1_000 },
      { key: ['shifts', 'filter'] },
    ])
    expect(pageDataState(queries, false)).toEqual({ kind: 'notSaved' })
  })

  it('a query the page has not asked yet (disabled) is not missing', () => {
    const queries = cacheWith([
      { key: ['order', 'my', 'scheduled'], data: [], updatedAt: 7 },
      { key: ['calendar', 'link'], enabled: false },
    ])
    expect(pageDataState(queries, false)).toEqual({ kind: 'saved', savedAt: 7, reason: 'offline' })
  })

  it('offline with nothing saved for this page', () => {
    expect(pageDataState(cacheWith([{ key: ['shifts', 'filter'] }]), false)).toEqual({
      kind: 'notSaved',
    })
  })
})
