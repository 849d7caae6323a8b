import { QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { workerOrderKeys } from '../shared/worker-orders/worker-order-keys.ts'
import { productVersion } from '#contract/common/version.ts'
import { burstSaveMs, isSavedCache, saveDelayMs, savedBy } from './worker-cache-rules.ts'

/** A real query client whose cache events are recorded with the number of calls loading at that moment. */
function recordedClient() {
  const client = new QueryClient()
  const seen: { event: QueryCacheNotifyEvent; fetching: number }[] = []
  client.getQueryCache().subscribe((event) => seen.push({ event, fetching: client.isFetching() }))
  return { client, seen }
}

const successOf = (seen: ReturnType<typeof recordedClient>['seen'], key: string) =>
  seen.find(
    ({ event }) =>
      event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === key,
  )

describe('when the worker cache is written to the device', () => {
  it('writes the available orders at once, even while another list is still loading', async () => {
    const { client, seen } = recordedClient()
    let finishOther: (value: string) => void = () => undefined
    void client.fetchQuery({
      queryKey: ['slow-list'],
      queryFn: () => new Promise<string>((resolve) => (finishOther = resolve)),
    })
    const availableKey = workerOrderKeys.available()
    await client.fetchQuery({ queryKey: availableKey, queryFn: async () => ({ content: [] }) })

    const arrived = successOf(seen, String(availableKey[0]))
    expect(arrived?.fetching).toBe(1)
    expect(saveDelayMs(arrived!.event, arrived!.fetching)).toBe(0)
    finishOther('done')
  })

  it('waits for the burst on a list it does not keep, and writes once nothing is loading', async () => {
    const { client, seen } = recordedClient()
    let finishOther: (value: string) => void = () => undefined
    const other = client.fetchQuery({
      queryKey: ['slow-list'],
      queryFn: () => new Promise<string>((resolve) => (finishOther = resolve)),
    })
    await client.fetchQuery({ queryKey: ['staff-only'], queryFn: async () => 'x' })
    const notKept = successOf(seen, 'staff-only')
    expect(saveDelayMs(notKept!.event, notKept!.fetching)).toBe(burstSaveMs)

    finishOther('done')
    await other
    const last = successOf(seen, 'slow-list')
    expect(saveDelayMs(last!.event, last!.fetching)).toBe(0)
  })

  it('does not write for a list put back by hand or for an observer coming and going', async () => {
    const { client, seen } = recordedClient()
    client.setQueryData(workerOrderKeys.available(), { content: [] })
    const manual = seen.find(({ event }) => event.type === 'updated')
    expect(manual && saveDelayMs(manual.event, 1)).toBe(burstSaveMs)
    expect(saveDelayMs({ type: 'observerAdded' } as QueryCacheNotifyEvent, 0)).toBeNull()
  })
})

describe('which saved answers are read back', () => {
  const state = { mutations: [], queries: [] }
  it('those saved by this version and revision of the answers', () => {
    expect(isSavedCache({ version: savedBy, state })).toBe(true)
  })

  it('not those saved by the same product version before the answers changed shape', () => {
    expect(isSavedCache({ version: productVersion, state })).toBe(false)
    expect(isSavedCache({ version: `${productVersion}/1`, state })).toBe(false)
  })
})
