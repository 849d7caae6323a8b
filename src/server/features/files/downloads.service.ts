import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { Forbidden, Unauthenticated } from '../../kernel/errors.ts'
import { fileLinkMessages } from '#contract/files/messages.ts'
import { ownerKey, type FilesService } from '../../shared/files/files.service.ts'

export type DownloadsService = ReturnType<typeof createDownloadsService>

/**
 * Short-lived links: the token in the path is the permission, bound to one file. A link bound to a user
 * (registries) also needs that user's bearer token, so a forwarded link opens for nobody else.
 */
export function createDownloadsService(deps: {
  db: Database
  files: FilesService
  authenticate: (bearer: string) => Promise<AuthUser | null>
}) {
  return {
    async open(token: string, bearer: string) {
      const grant = await deps.files.grantOfLink(token)
      if (!grant) throw new Forbidden(fileLinkMessages.expired)
      if (grant.owner) {
        const user = bearer ? await deps.authenticate(bearer) : null
        if (!user) throw new Unauthenticated(fileLinkMessages.signIn)
        if (ownerKey(user) !== grant.owner) throw new Forbidden(fileLinkMessages.someoneElses)
      }
      return deps.files.open(deps.db, grant.fileId)
    },
  }
}
