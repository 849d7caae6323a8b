import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'

/** Where file bytes live; the `files` table keeps what they are. Several API instances share one storage. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array>
}

/** A folder under DATA_DIR: the default for one instance. */
export function createFolderStorage(root: string): FileStorage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(join(base, key))
    if (!path.startsWith(`${base}/`)) throw new Error('storage key escapes the storage folder')
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)))
    },
  }
}

/** Tests: bytes in memory. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>()
  return {
    async put(key, bytes) {
      files.set(key, bytes)
    },
    async get(key) {
      const bytes = files.get(key)
      if (!bytes) throw new Error(`no file ${key}`)
      return bytes
    },
  }
}
