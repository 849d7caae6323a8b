import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { Forbidden, Unauthenticated } from '../../kernel/errors.ts'
import {
  expiredLinkMessage,
  foreignLinkMessage,
  ownerKey,
  type FilesService,
} from '../../kernel/files/files.service.ts'

export const signInForLinkMessage = 'Войдите, чтобы скачать файл по этой ссылке'

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
      if (!grant) throw new Forbidden(expiredLinkMessage)
      if (grant.owner) {
        const user = bearer ? await deps.authenticate(bearer) : null
        if (!user) throw new Unauthenticated(signInForLinkMessage)
        if (ownerKey(user) !== grant.owner) throw new Forbidden(foreignLinkMessage)
      }
      return deps.files.open(deps.db, grant.fileId)
    },
  }
}
