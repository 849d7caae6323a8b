import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { endpointPath } from '#contract/common/endpoint.ts'
import { filesEndpoints } from '#contract/files/endpoints.ts'
import { fileLinkMessages } from '#contract/files/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { NotFound } from '../../kernel/errors.ts'
import { Readable } from 'node:stream'
import type { FileBody, FileStorage } from '../../ports/storage/file-storage.ts'
import { contentTypes, type FileKind } from './file-kinds.ts'
import { findFile, insertFile } from './files.repository.ts'

export type FilesService = ReturnType<typeof createFilesService>
/** An upload as it arrives: its kind, told by its first bytes (null: none people upload), and its content. */
export type UploadedFile = { kind: FileKind | null; content: Readable }
type StoredFile = Awaited<ReturnType<typeof insertFile>>
/** Inserts the row of a file already written to the storage, in the caller's transaction. */
export type FileRecorder = (fileName: string) => Promise<StoredFile>

const linkLifetimeSeconds = 5 * 60

export type LinkOwner = { kind: 'employee' | 'worker'; id: number }
export const ownerKey = (owner: LinkOwner) => `${owner.kind}:${owner.id}`

/** Stores files and hands out short-lived links bound to one file. */
export function createFilesService(deps: {
  storage: FileStorage
  /** Read from the database while the app is built; settled before the server takes its first request. */
  secret: Promise<string>
  clock: Clock
  /** An object written for a file whose row was not kept, and that could not be deleted: for the log. */
  onOrphan: (storageKey: string, error: unknown) => void
}) {
  const key = async () => new TextEncoder().encode(await deps.secret)
  const seconds = () => Math.floor(deps.clock().getTime() / 1000)

  /** Deletes an object no row names; a failure leaves an orphan behind, which is logged, never the caller's error. */
  async function discard(storageKey: string) {
    await deps.storage.remove(storageKey).catch((error: unknown) => deps.onOrphan(storageKey, error))
  }

  return {
    /**
     * Writes the file to the storage first (an upload as it arrives), then runs `work` in a transaction where `record(fileName)` inserts
     * the file's row. The write comes before the transaction because a slow object store would otherwise hold
     * the transaction's row locks (the order's) and its pooled connection for the whole upload (decision 036).
     * When `work` fails or is refused, or ends without recording the file, the object is deleted again, so no
     * file the table does not name is left; after a failed commit, which may have gone through, it is kept.
     */
    async storeInTransaction<T>(
      db: Database,
      input: { body: FileBody; kind: FileKind; folder: string },
      work: (tx: Transaction, record: FileRecorder) => Promise<T>,
    ): Promise<T> {
      const storageKey = `${input.folder}/${randomUUID()}.${input.kind === 'jpeg' ? 'jpg' : input.kind}`
      let size = 0
      async function* counted(stream: Readable) {
        for await (const chunk of stream) {
          size += (chunk as Buffer).byteLength
          yield chunk as Buffer
        }
      }
      const { body } = input
      if (body instanceof Uint8Array) size = body.byteLength
      // A stream that fails midway (an upload past its limit) may have left part of an object behind.
      await deps.storage
        .put(storageKey, body instanceof Uint8Array ? body : Readable.from(counted(body)))
        .catch(async (error: unknown) => {
          await discard(storageKey)
          throw error
        })
      let recorded = false
      let workDone = false
      try {
        const result = await db.transaction(async (tx) => {
          const answer = await work(tx, (fileName) => {
            recorded = true
            return insertFile(tx, {
              storageKey,
              fileName,
              contentType: contentTypes[input.kind],
              size,
              createdAt: deps.clock(),
            })
          })
          workDone = true
          return answer
        })
        if (!recorded) await discard(storageKey)
        return result
      } catch (error) {
        if (!workDone) await discard(storageKey)
        else deps.onOrphan(storageKey, error)
        throw error
      }
    },

    async read(db: Executor, fileId: string) {
      const file = await findFile(db, fileId)
      if (!file) throw new NotFound(fileLinkMessages.fileMissing)
      return { file, bytes: await deps.storage.get(file.storageKey) }
    },

    /** The file as a stream for a download, so a large one never sits whole in memory. */
    async open(db: Executor, fileId: string) {
      const file = await findFile(db, fileId)
      if (!file) throw new NotFound(fileLinkMessages.fileMissing)
      return { file, stream: await deps.storage.open(file.storageKey) }
    },

    /** A link to the file in the store, signed for a moment, where the store gives one; else the file's stream. */
    async openOrLink(db: Executor, fileId: string) {
      const file = await findFile(db, fileId)
      if (!file) throw new NotFound(fileLinkMessages.fileMissing)
      if (!deps.storage.signedLink) return { file, stream: await deps.storage.open(file.storageKey) }
      return { file, link: await deps.storage.signedLink(file.storageKey, file) }
    },

    /**
     * A link that opens one file for 5 minutes: for whoever holds it, or, with `owner`, only for that signed-in
     * user (registries of personal data), who then fetches it with their bearer token.
     */
    async link(fileId: string, owner?: LinkOwner): Promise<{ url: string; expiresAt: string }> {
      const token = await new SignJWT({ fileId, ...(owner ? { owner: ownerKey(owner) } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('download')
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + linkLifetimeSeconds)
        .sign(await key())
      return {
        url: endpointPath(filesEndpoints.download, { token }),
        expiresAt: new Date((seconds() + linkLifetimeSeconds) * 1000).toISOString(),
      }
    },

    /** The file a link opens and, for a bound link, the user it was given to. */
    async grantOfLink(token: string): Promise<{ fileId: string; owner: string | null } | null> {
      const verifyingKey = await key()
      try {
        const { payload } = await jwtVerify(token, verifyingKey, {
          audience: 'download',
          currentDate: deps.clock(),
        })
        if (typeof payload.fileId !== 'string') return null
        return { fileId: payload.fileId, owner: typeof payload.owner === 'string' ? payload.owner : null }
      } catch {
        return null
      }
    },
  }
}
