import type { FastifyPluginAsync } from 'fastify'
import { documentDate } from '#contract/common/display-dates.ts'
import { inspectorExportEndpoints as calls } from '#contract/inspector-export/endpoints.ts'
import { inspectorExportMessages } from '#contract/inspector-export/inspector-export.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { InspectorExportService } from './inspector-export.service.ts'

export function inspectorExportRoutes(deps: { inspectorExport: InspectorExportService }): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.download, async ({ user, body }, _request, reply) => {
      const archive = await deps.inspectorExport.download(user.id, body)
      const name = inspectorExportMessages.fileName(documentDate(body.dateFrom), documentDate(body.dateTo))
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength))
    })
  }
}
