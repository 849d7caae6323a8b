import { describe, expect, it } from 'vitest'
import { createOfflineActs } from '../features/acts/offline-acts.ts'
import { memoryBackend } from './testing/memory-backend.ts'
import { createUserStore } from './user-store.ts'

const pdf = (text = '%PDF-1.4 act') => new TextEncoder().encode(text).buffer as ArrayBuffer
const actsList = (ids: number[]) => ({
  pages: [
    { content: ids.map((id) => ({ id })), totalElements: ids.length, totalPages: 1, page: 1, size: 20 },
  ],
  pageParams: [1],
})
const isText = (data: unknown): data is string => typeof data === 'string'

describe('the per-user device store', () => {
  it('gives back what the signed-in user saved, with the time it was saved', async () => {
    const { backend } = memoryBackend()
    const store = createUserStore(backend, () => 1_700_000_000_000)
    store.setActiveUser(11)
    expect(await store.write(11, 'note', 'hello')).toBe(true)
    expect(await store.read(11, 'note', isText)).toEqual({ data: 'hello', savedAt: 1_700_000_000_000 })
  })

  it('writes nothing for a user who is not signed in, and nothing after sign-out', async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    expect(await store.write(11, 'note', 'before sign-in')).toBe(false)
    store.setActiveUser(11)
    expect(await store.write(12, 'note', 'someone else')).toBe(false)
    await store.clearAll()
    expect(await store.write(11, 'note', 'a late save')).toBe(false)
    expect(entries.size).toBe(0)
  })

  it('drops an entry that cannot be read: not an envelope, another format, damaged data', async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    entries.set('11:plain', 'written by something else')
    entries.set('11:old', { format: 0, userId: 11, savedAt: 1, data: 'old' })
    entries.set('11:nan', { format: 1, userId: 11, savedAt: Number.NaN, data: 'x' })
    entries.set('11:wrong-kind', { format: 1, userId: 11, savedAt: 1, data: 42 })
    for (const name of ['plain', 'old', 'nan', 'wrong-kind', 'missing']) {
      expect(await store.read(11, name, isText)).toBeUndefined()
    }
    expect(entries.size).toBe(0)
  })

  it("never shows an entry naming another user, even under this user's key", async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    entries.set('11:acts', { format: 1, userId: 12, savedAt: 1, data: 'acts of user 12' })
    expect(await store.read(11, 'acts', isText)).toBeUndefined()
    expect(entries.has('11:acts')).toBe(false)
  })

  it("on a shared phone keeps only the signed-in user's entries", async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    store.setActiveUser(12)
    await store.write(12, 'acts', 'mine')
    entries.set('11:acts', { format: 1, userId: 11, savedAt: 1, data: 'the previous worker' })
    entries.set('stray', 'no owner')
    await store.keepOnly(12)
    expect([...entries.keys()]).toEqual(['12:acts'])
  })

  it('sign-out clears everything of every user', async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    store.setActiveUser(11)
    await store.write(11, 'acts', 'a')
    await store.write(11, 'query-cache', 'b')
    await store.clearAll()
    expect(entries.size).toBe(0)
  })

  it('when the device is full, drops the spare entries of this user and tries once more', async () => {
    const { backend, entries, fill } = memoryBackend()
    const store = createUserStore(backend)
    store.setActiveUser(11)
    await store.write(11, 'pdf:1', 'one')
    await store.write(11, 'acts', 'list')
    const spare = (name: string) => name.startsWith('pdf:')
    let writes = 0
    const realSet = backend.set
    backend.set = async (key, value) => {
      writes += 1
      fill(writes === 1)
      return realSet(key, value)
    }
    expect(await store.write(11, 'pdf:2', 'two', spare)).toBe(true)
    expect([...entries.keys()].sort()).toEqual(['11:acts', '11:pdf:2'])
  })

  it('gives up quietly when the device stays full', async () => {
    const { backend, fill } = memoryBackend()
    const store = createUserStore(backend)
    store.setActiveUser(11)
    fill(true)
    expect(await store.write(11, 'acts', 'list')).toBe(false)
  })
})

describe('acts kept on the device', () => {
  it('keeps the acts list and an opened act PDF per user', async () => {
    const { backend } = memoryBackend()
    const store = createUserStore(backend)
    const acts = createOfflineActs(store)
    store.setActiveUser(11)
    await acts.saveList(11, actsList([5, 6]) as never)
    await acts.savePdf(11, 5, pdf())
    expect((await acts.readList(11))?.data.pages[0]?.content.map((order) => order.id)).toEqual([5, 6])
    expect(new TextDecoder().decode((await acts.readPdf(11, 5))?.data)).toBe('%PDF-1.4 act')
    expect(await acts.readList(12)).toBeUndefined()
    expect(await acts.readPdf(12, 5)).toBeUndefined()
  })

  it('drops a damaged list or a file that is not a PDF', async () => {
    const { backend, entries } = memoryBackend()
    const store = createUserStore(backend)
    const acts = createOfflineActs(store)
    store.setActiveUser(11)
    await store.write(11, 'acts', { pages: [{ content: [{ id: 'x' }] }], pageParams: [1] })
    await store.write(11, 'act-pdf:5', pdf('<html>not a pdf'))
    await store.write(11, 'act-pdf:6', pdf(''))
    expect(await acts.readList(11)).toBeUndefined()
    expect(await acts.readPdf(11, 5)).toBeUndefined()
    expect(await acts.readPdf(11, 6)).toBeUndefined()
    expect(entries.size).toBe(0)
  })
})
