import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { actEndpoints as calls } from '#contract/acts/endpoints.ts'
import { fileTooLargeMessage } from '#contract/common/error-messages.ts'
import { asAttachment } from '../../http/attachment.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveUpload } from '../../http/uploads.ts'
import type { ActsService } from './acts.service.ts'

const actUploadLimitBytes = 10 * 1024 * 1024

function sendPdf(reply: FastifyReply, fileName: string, bytes: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', asAttachment(fileName))
    .send(Buffer.from(bytes))
}

/** Acts are addressed by their order's id. */
export function actRoutes(deps: { acts: ActsService }): FastifyPluginAsync {
  const { acts } = deps
  return async (app) => {
    await serve(app, calls.generate, ({ user, body }) => acts.generate(user.id, body.id))
    await serve(app, calls.confirm, ({ user, body }) => acts.confirm(user.id, body.id))
    await serve(app, calls.reject, ({ user, body }) => acts.reject(user.id, body.id))
    await serve(app, calls.linkForDownloading, ({ user, body }) => acts.link(user, body.id))
    await serve(app, calls.pdf, async ({ user, body }, _request, reply) => {
      const { file, stream } = await acts.pdf(user, body.id)
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', asAttachment(file.fileName))
        .send(stream)
    })
    await serve(app, calls.registry, async ({ user, body }, _request, reply) =>
      sendPdf(reply, 'Реестр актов.pdf', await acts.registry(user.id, body.idList)),
    )
    await serve(app, calls.upload, ({ user }, request) =>
      receiveUpload(
        request,
        {
          uploader: user,
          idField: 'id',
          idMessage: 'Укажите заказ (поле id)',
          fileField: 'file',
          noFileMessage: 'Прикрепите файл акта в PDF',
          tooLargeMessage: fileTooLargeMessage,
          limitBytes: actUploadLimitBytes,
          admit: acts.checkUpload,
        },
        ({ id, file }) => acts.upload(user.id, id, file),
      ),
    )
  }
}
