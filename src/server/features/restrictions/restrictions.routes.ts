import type { FastifyPluginAsync } from 'fastify'
import { evidenceLimitBytes, evidenceMessages } from '#contract/restrictions/evidence.ts'
import { restrictionEndpoints as calls } from '#contract/restrictions/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveUpload } from '../../http/uploads.ts'
import type { RestrictionsService } from './restrictions.service.ts'

export function restrictionRoutes(deps: { restrictions: RestrictionsService }): FastifyPluginAsync {
  const { restrictions } = deps
  return async (app) => {
    await serve(app, calls.reasons, () => restrictions.reasons())
    await serve(app, calls.my, ({ user }) => restrictions.mine(user.id))
    await serve(app, calls.ofWorker, ({ body }) => restrictions.ofWorker(body.id))
    await serve(app, calls.evidence, ({ user }, request) =>
      receiveUpload(
        request,
        {
          uploader: user,
          idField: 'restrictionId',
          idMessage: evidenceMessages.noRestriction,
          fileField: 'evidenceFile',
          noFileMessage: evidenceMessages.noFile,
          tooLargeMessage: evidenceMessages.tooLarge,
          limitBytes: evidenceLimitBytes,
          admit: (id) => restrictions.checkEvidence(id),
        },
        (upload) => restrictions.attachEvidence(user.id, upload.id, upload.file, upload.fileName),
      ),
    )
    await serve(app, calls.evidenceLink, ({ user, body }) => restrictions.evidenceLink(user, body.id))
  }
}
