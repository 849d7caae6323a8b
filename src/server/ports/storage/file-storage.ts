import { createReadStream, createWriteStream } from 'node:fs'
import { access, constants, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * What is written: bytes the server made, or an upload as it arrives, written while it is read, so it never sits
 * whole in the server's memory. A stream that fails (an upload past its limit) fails the write.
 */
export type FileBody = Uint8Array | Readable

/** Where file bytes live; the `files` table keeps what they are. Several API instances share one storage. */
export interface FileStorage {
  put(key: string, body: FileBody): Promise<void>
  /** The whole file, for the server's own work (a registry of receipts, an act attached to a mail). */
  get(key: string): Promise<Uint8Array>
  /** The file as a stream, for downloads: a large file never sits whole in the server's memory. */
  open(key: string): Promise<Readable>
  /** Deletes the object; one that is not there is no error. */
  remove(key: string): Promise<void>
  /** Throws when the storage cannot be reached or written (the readiness check). */
  check(): Promise<void>
  /**
   * A store that browsers can reach: a link that opens the file for `linkSeconds` without the server, named and
   * typed as given. Absent: the server streams the file itself.
   */
  signedLink?(key: string, file: { fileName: string; contentType: string }): Promise<string>
}

/** How long a signed link to the store opens its file: the download that asked for it follows it at once. */
export const linkSeconds = 60

/** A file the `files` table names but the storage does not have: a fault of the server, not of the caller. */
export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`storage has no file ${key}`)
  }
}

/** A folder under DATA_DIR: the default for one instance. */
export function createFolderStorage(root: string): FileStorage {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(join(base, key))
    if (!path.startsWith(`${base}/`)) throw new Error('storage key escapes the storage folder')
    return path
  }
  const missingAs = (key: string) => (error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new StoredFileMissing(key) : error
  }
  return {
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      if (body instanceof Uint8Array) return writeFile(path, body)
      await pipeline(body, createWriteStream(path)).catch(async (error: unknown) => {
        await rm(path, { force: true })
        throw error
      })
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)).catch(missingAs(key)))
    },
    async open(key) {
      const path = pathOf(key)
      // The stream would report a missing file only once read; asking first gives the same error as S3.
      await stat(path).catch(missingAs(key))
      return createReadStream(path)
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    async check() {
      await mkdir(base, { recursive: true })
      await access(base, constants.R_OK | constants.W_OK)
    },
  }
}

/** Tests: bytes in memory. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>()
  const read = (key: string) => {
    const bytes = files.get(key)
    if (!bytes) throw new StoredFileMissing(key)
    return bytes
  }
  return {
    async put(key, body) {
      if (body instanceof Uint8Array) return void files.set(key, body)
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(chunk as Buffer)
      files.set(key, new Uint8Array(Buffer.concat(chunks)))
    },
    async get(key) {
      return read(key)
    },
    async open(key) {
      return Readable.from([Buffer.from(read(key))])
    },
    async remove(key) {
      files.delete(key)
    },
    async check() {},
  }
}
