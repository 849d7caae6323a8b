import type { FastifyPluginAsync } from 'fastify'
import { appealEndpoints as calls } from '#contract/appeals/endpoints.ts'
import { evidenceLimitBytes, evidenceMessages } from '#contract/restrictions/evidence.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveUpload } from '../../http/uploads.ts'
import type { AppealsService } from './appeals.service.ts'

export function appealRoutes(deps: { appeals: AppealsService }): FastifyPluginAsync {
  const { appeals } = deps
  return async (app) => {
    await serve(app, calls.create, ({ user, body }) => appeals.create(user.id, body))
    await serve(app, calls.attach, ({ user }, request) =>
      receiveUpload(
        request,
        {
          uploader: user,
          idField: 'appealId',
          idMessage: evidenceMessages.noAppeal,
          fileField: 'appealFile',
          noFileMessage: evidenceMessages.noFile,
          tooLargeMessage: evidenceMessages.tooLarge,
          limitBytes: evidenceLimitBytes,
          admit: (id) => appeals.checkAttach(user.id, id),
        },
        (upload) => appeals.attach(user.id, upload.id, upload.file, upload.fileName),
      ),
    )
    await serve(app, calls.fileLink, ({ user, body }) => appeals.fileLink(user, body.id))
    await serve(app, calls.my, ({ user }) => appeals.mine(user.id))
    await serve(app, calls.filter, ({ body }) => appeals.filter(body))
    await serve(app, calls.take, ({ user, body }) => appeals.take(user.id, body.id))
    await serve(app, calls.decide, ({ user, body }) => appeals.decide(user.id, body))
  }
}
