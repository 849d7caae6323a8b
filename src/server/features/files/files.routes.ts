import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import type { Authenticate } from '../../http/access.ts'
import { Forbidden, Unauthenticated } from '../../kernel/errors.ts'
import {
  expiredLinkMessage,
  foreignLinkMessage,
  ownerKey,
  type FilesService,
} from '../../kernel/files/files.service.ts'

export const signInForLinkMessage = 'Войдите, чтобы скачать файл по этой ссылке'

/**
 * Short-lived links: the token in the path is the permission, bound to one file. A link bound to a user
 * (registries) also needs that user's bearer token, so a forwarded link opens for nobody else.
 */
export function fileRoutes(deps: {
  db: Database
  files: FilesService
  authenticate: Authenticate
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/files/download/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Файлы'],
          summary: 'Скачать файл по ссылке',
          params: z.object({ token: z.string().max(2000) }),
        },
      },
      async (request, reply) => {
        const grant = await deps.files.grantOfLink(request.params.token)
        if (!grant) throw new Forbidden(expiredLinkMessage)
        if (grant.owner) {
          const header = request.headers.authorization ?? ''
          const bearer = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
          const user = bearer ? await deps.authenticate(bearer) : null
          if (!user) throw new Unauthenticated(signInForLinkMessage)
          if (ownerKey(user) !== grant.owner) throw new Forbidden(foreignLinkMessage)
        }
        const { file, stream } = await deps.files.open(deps.db, grant.fileId)
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(stream)
      },
    )
  }
}
