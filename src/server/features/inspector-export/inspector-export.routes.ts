import type { FastifyPluginAsync } from 'fastify'
import { documentDate } from '#contract/common/display-dates.ts'
import { inspectorExportEndpoints as calls } from '#contract/inspector-export/endpoints.ts'
import { inspectorExportMessages } from '#contract/inspector-export/inspector-export.ts'
import { sendPrivateFile } from '../../http/attachment.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { InspectorExportService } from './inspector-export.service.ts'

export function inspectorExportRoutes(deps: { inspectorExport: InspectorExportService }): FastifyPluginAsync {
  return async (app) => {
    await serve(app, calls.download, async ({ user, body }, _request, reply) => {
      const archive = await deps.inspectorExport.download(user.id, body)
      const name = inspectorExportMessages.fileName(documentDate(body.dateFrom), documentDate(body.dateTo))
      return sendPrivateFile(reply, {
        type: 'application/zip',
        name,
        bytes: Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength),
      })
    })
  }
}
