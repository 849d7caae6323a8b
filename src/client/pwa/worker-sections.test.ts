import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shouldPersist } from './worker-cache-rules.ts'
import { prefetchWorkerSections } from './worker-sections.ts'

// Every call answers an empty page: what matters is which queries the sections ask for, not their data.
vi.mock('../lib/api-client.ts', () => ({
  call: () => Promise.resolve({ content: [], page: 1, totalPages: 1, totalElements: 0, size: 20 }),
}))

const clients: QueryClient[] = []
afterEach(() => clients.splice(0).forEach((client) => client.clear()))

async function prefetched(access: Parameters<typeof prefetchWorkerSections>[1]) {
  const client = new QueryClient()
  clients.push(client)
  prefetchWorkerSections(client, access)
  await vi.waitFor(() => expect(client.isFetching()).toBe(0))
  return client.getQueryCache().getAll()
}

describe("the worker's sections saved for offline", () => {
  it('asks for every list of every section, and the device keeps each answer', async () => {
    const queries = await prefetched('active')
    const roots = queries.map((query) => query.queryKey.slice(0, 2).join('/'))
    expect(roots).toEqual(
      expect.arrayContaining(['order/available', 'order/my', 'shifts/filter', 'tax-receipt/my']),
    )
    // Мои текущие заказы's three tabs and Акты.
    expect(queries.filter((query) => query.queryKey.slice(0, 2).join('/') === 'order/my')).toHaveLength(4)
    expect(queries.filter((query) => !shouldPersist(query)).map((query) => query.queryKey)).toEqual([])
  })

  it('a blocked worker is not offered new orders; a not-confirmed one has nothing to load', async () => {
    const blocked = await prefetched('blocked')
    expect(blocked.some((query) => query.queryKey[1] === 'available')).toBe(false)
    expect(blocked.length).toBeGreaterThan(0)
    expect(await prefetched('notConfirmed')).toEqual([])
  })
})
