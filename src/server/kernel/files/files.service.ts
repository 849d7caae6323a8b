import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { endpointPath } from '#contract/common/endpoint.ts'
import { filesEndpoints } from '#contract/files/endpoints.ts'
import { fileLinkMessages } from '#contract/files/messages.ts'
import type { Clock } from '../clock.ts'
import type { Executor } from '../../db/client.ts'
import { NotFound } from '../errors.ts'
import type { FileStorage } from '../../ports/storage/file-storage.ts'
import { contentTypes, type FileKind } from './file-kinds.ts'
import { findFile, insertFile } from './files.repository.ts'

export type FilesService = ReturnType<typeof createFilesService>

const linkLifetimeSeconds = 5 * 60

export type LinkOwner = { kind: 'employee' | 'worker'; id: number }
export const ownerKey = (owner: LinkOwner) => `${owner.kind}:${owner.id}`

/** Stores files and hands out short-lived links bound to one file. */
export function createFilesService(deps: { storage: FileStorage; secret: string; clock: Clock }) {
  const key = new TextEncoder().encode(deps.secret)
  const seconds = () => Math.floor(deps.clock().getTime() / 1000)

  return {
    async store(
      db: Executor,
      input: { bytes: Uint8Array; kind: FileKind; fileName: string; folder: string },
    ) {
      const storageKey = `${input.folder}/${randomUUID()}.${input.kind === 'jpeg' ? 'jpg' : input.kind}`
      await deps.storage.put(storageKey, input.bytes)
      return insertFile(db, {
        storageKey,
        fileName: input.fileName,
        contentType: contentTypes[input.kind],
        size: input.bytes.byteLength,
        createdAt: deps.clock(),
      })
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
        .sign(key)
      return {
        url: endpointPath(filesEndpoints.download, { token }),
        expiresAt: new Date((seconds() + linkLifetimeSeconds) * 1000).toISOString(),
      }
    },

    /** The file a link opens and, for a bound link, the user it was given to. */
    async grantOfLink(token: string): Promise<{ fileId: string; owner: string | null } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { audience: 'download', currentDate: deps.clock() })
        if (typeof payload.fileId !== 'string') return null
        return { fileId: payload.fileId, owner: typeof payload.owner === 'string' ? payload.owner : null }
      } catch {
        return null
      }
    },
  }
}
