import type { FileStorage } from '../../src/server/ports/storage/file-storage.ts'

/**
 * A real storage whose next write, once `hold` is called, waits until the test lets it go: the test can look at
 * the database while an upload is in the storage. It remembers every key written, to check what stays, and
 * which were written from a stream.
 */
export function heldStorage(inner: FileStorage) {
  const written: string[] = []
  const streamed: string[] = []
  let held: { entered: () => void; released: Promise<void> } | null = null
  const storage: FileStorage = {
    ...inner,
    async put(key, bytes) {
      written.push(key)
      if (!(bytes instanceof Uint8Array)) streamed.push(key)
      const hold = held
      held = null
      if (hold) {
        hold.entered()
        await hold.released
      }
      await inner.put(key, bytes)
    },
  }
  return {
    storage,
    written,
    /** The keys written from a stream, as an upload arrives, rather than from bytes in memory. */
    streamed,
    /** Holds the next write: `entered` resolves when it begins, `release` lets it finish. */
    hold() {
      let release!: () => void
      let entered!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      const began = new Promise<void>((resolve) => (entered = resolve))
      held = { entered, released }
      return { entered: began, release }
    },
  }
}
