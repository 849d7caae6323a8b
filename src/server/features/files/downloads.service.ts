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
      // A link bound to its user is fetched by the app with the user's bearer token: streamed from here, since a
      // redirect to the store would need the store to answer the app's origin. Any other link opens in a new tab,
      // which may follow the store's signed link.
      if (!grant.owner) return deps.files.openOrLink(deps.db, grant.fileId)
      const user = bearer ? await deps.authenticate(bearer) : null
      if (!user) throw new Unauthenticated(fileLinkMessages.signIn)
      if (ownerKey(user) !== grant.owner) throw new Forbidden(fileLinkMessages.someoneElses)
      return deps.files.open(deps.db, grant.fileId)
    },
  }
}
