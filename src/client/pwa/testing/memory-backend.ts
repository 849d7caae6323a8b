import type { KeyValue } from '../user-store.ts'

/** The device's storage as a Map, for unit tests; `fill` makes writes fail the way a full IndexedDB does. */
export function memoryBackend() {
  const entries = new Map<string, unknown>()
  let full = false
  const backend: KeyValue = {
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError')
      entries.set(key, value)
    },
    del: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
    clear: async () => entries.clear(),
  }
  return { backend, entries, fill: (value: boolean) => (full = value) }
}
