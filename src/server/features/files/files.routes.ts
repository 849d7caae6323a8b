import type { FastifyPluginAsync } from 'fastify'
import { filesEndpoints as calls } from '#contract/files/endpoints.ts'
import { bearerTokenOf } from '../../http/access.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { DownloadsService } from './downloads.service.ts'

export function fileRoutes(deps: { downloads: DownloadsService }): FastifyPluginAsync {
  return async (app) => {
    await serve(
      app,
      calls.download,
      async ({ params }, request, reply) => {
        const opened = await deps.downloads.open(params.token, bearerTokenOf(request))
        if ('link' in opened) return reply.header('cache-control', 'no-store').redirect(opened.link, 302)
        const { file, stream } = opened
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(stream)
      },
      { limit: requestLimits.downloadsPerAddress },
    )
  }
}
