import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import type { KeyValue } from './user-store.ts'

const storeName = 'entries'

/**
 * A key-value store in its own IndexedDB database. A database of this name that is not ours (no such store,
 * another version, damaged) cannot be read at all: it is deleted and made anew, and the call tried once more,
 * rather than leaving the app without storage.
 */
export function indexedDbKeyValue(databaseName: string): KeyValue {
  let store: UseStore | null = null
  const openStore = () => (store ??= createStore(databaseName, storeName))

  async function withRecovery<T>(run: (store: UseStore) => Promise<T>): Promise<T> {
    try {
      return await run(openStore())
    } catch (error) {
      if (
        !(error instanceof DOMException) ||
        !['NotFoundError', 'VersionError', 'InvalidStateError'].includes(error.name)
      )
        throw error
      store = null
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(databaseName)
        request.onsuccess = request.onerror = request.onblocked = () => resolve()
      })
      return run(openStore())
    }
  }

  return {
    get: (key) => withRecovery((s) => get(key, s)),
    set: (key, value) => withRecovery((s) => set(key, value, s)),
    del: (key) => withRecovery((s) => del(key, s)),
    keys: () => withRecovery(async (s) => (await keys(s)).map(String)),
    clear: () => withRecovery((s) => clear(s)),
  }
}
