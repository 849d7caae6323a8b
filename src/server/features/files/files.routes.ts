import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { Forbidden } from '../../http/errors.ts'
import { expiredLinkMessage, type FilesService } from './files.service.ts'

/** Short-lived links: the token in the path is the permission, bound to one file. */
export function fileRoutes(deps: { db: Database; files: FilesService }): FastifyPluginAsyncZod {
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
        const fileId = await deps.files.fileOfLink(request.params.token)
        if (!fileId) throw new Forbidden(expiredLinkMessage)
        const { file, bytes } = await deps.files.read(deps.db, fileId)
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(Buffer.from(bytes))
      },
    )
  }
}
