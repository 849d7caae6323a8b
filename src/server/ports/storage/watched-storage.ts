import { Readable } from 'node:stream'
import { StoredFileMissing, type FileBody, type FileStorage } from './file-storage.ts'

/**
 * The storage did not answer or refused: a call that needs a file answers 503 while the rest of the instance
 * serves on (readiness does not ask the storage, so a short outage takes no instance out of the balancer).
 */
export class StorageUnreachable extends Error {
  constructor(cause: unknown) {
    super('the file storage did not answer', { cause })
  }
}

/** A scrape must not wait on a storage that does not answer. */
const checkTimeoutMs = 3000

/** Whether the storage answered its last call, for the metrics. */
export type StorageHealth = { up: boolean; check: () => Promise<boolean> }

/**
 * The storage with its failures told apart: a missing file stays StoredFileMissing, an upload that broke off (the
 * caller's stream failed) keeps its own error, anything else is StorageUnreachable. Each outcome sets `up`.
 */
export function watchedStorage(storage: FileStorage): FileStorage & { health: StorageHealth } {
  const health: StorageHealth = {
    up: true,
    check: async () => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(false), checkTimeoutMs)),
      )
      const answered = storage.check().then(
        () => true,
        () => false,
      )
      health.up = await Promise.race([answered, late]).finally(() => clearTimeout(timer))
      return health.up
    },
  }
  const { signedLink } = storage
  async function watch<T>(work: Promise<T>, body?: FileBody): Promise<T> {
    try {
      const result = await work
      health.up = true
      return result
    } catch (error) {
      // A missing file is an answer; an upload that broke off is the caller's stream, not the storage.
      if (error instanceof StoredFileMissing || (body instanceof Readable && body.errored)) throw error
      health.up = false
      throw new StorageUnreachable(error)
    }
  }
  return {
    health,
    put: (key, body) => watch(storage.put(key, body), body),
    get: (key) => watch(storage.get(key)),
    open: (key) => watch(storage.open(key)),
    remove: (key) => watch(storage.remove(key)),
    check: () => watch(storage.check()),
    ...(signedLink && {
      signedLink: (key: string, file: { fileName: string; contentType: string }) =>
        watch(signedLink(key, file)),
    }),
  }
}
