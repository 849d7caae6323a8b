import type { FastifyPluginAsync } from 'fastify'
import { filesEndpoints as calls } from '#contract/files/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { DownloadsService } from './downloads.service.ts'

export function fileRoutes(deps: { downloads: DownloadsService }): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.download, async ({ params }, request, reply) => {
      const header = request.headers.authorization ?? ''
      const bearer = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
      const { file, stream } = await deps.downloads.open(params.token, bearer)
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(stream)
    })
  }
}
