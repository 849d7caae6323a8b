import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { fileTooLargeMessage } from '#contract/common/error-messages.ts'
import { idBodySchema } from '#contract/common/ids.ts'
import { idListSchema } from '#contract/orders/requests.ts'
import { requireUser } from '../../http/access.ts'
import { BadInput } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { readUpload } from '../../http/uploads.ts'
import { detectFileKind } from '../files/file-kinds.ts'
import type { ActsService } from './acts.service.ts'

const tags = ['Акты']
const staff = { access: ['EMPLOYEE'] } as const
const executor = { access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] } as const
const staffOrExecutor = { access: ['EMPLOYEE', 'SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] } as const
const done = { 204: z.null(), ...errorResponses }
const linkSchema = z.object({ url: z.string(), expiresAt: z.string() })
const pdfResponse = { 200: z.any().describe('application/pdf'), ...errorResponses }

export const actUploadLimitBytes = 10 * 1024 * 1024

/** Acts are addressed by their order's id. */
export function actRoutes(deps: { acts: ActsService }): FastifyPluginAsyncZod {
  const { acts } = deps
  return async (app) => {
    const noContent = (
      url: string,
      summary: string,
      config: { access: readonly string[] },
      run: (userId: number, id: number) => Promise<void>,
    ) =>
      app.post(
        url,
        { config: config as typeof staff, schema: { tags, summary, body: idBodySchema, response: done } },
        async (request, reply) => {
          await run(requireUser(request).id, request.body.id)
          return reply.code(204).send(null)
        },
      )

    noContent(
      '/api/order/generate-completed-work-certificate',
      'Сформировать акт и отправить исполнителю',
      staff,
      acts.generate,
    )
    noContent(
      '/api/order/confirm-completed-work-certificate',
      'Исполнитель подтверждает акт',
      executor,
      acts.confirm,
    )
    noContent(
      '/api/order/reject-completed-work-certificate',
      'Исполнитель отклоняет акт',
      executor,
      acts.reject,
    )

    app.post(
      '/api/order/completed-work-certificate/link-for-downloading',
      {
        config: staffOrExecutor,
        schema: {
          tags,
          summary: 'Ссылка на акт (5 минут)',
          body: idBodySchema,
          response: { 200: linkSchema, ...errorResponses },
        },
      },
      (request) => acts.link(requireUser(request), request.body.id),
    )
    app.post(
      '/api/file-certificate/completed-work-certificate',
      {
        config: staffOrExecutor,
        schema: { tags, summary: 'Акт в PDF', body: idBodySchema, response: pdfResponse },
      },
      async (request, reply) => {
        const { file, stream } = await acts.pdf(requireUser(request), request.body.id)
        return reply
          .type('application/pdf')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(stream)
      },
    )
    app.post(
      '/api/file-certificate/completed-work-certificate-registry',
      {
        // Many workers' names and INNs at once, for Счета: for admins only (decision 016).
        config: { access: ['ADMIN'] },
        schema: { tags, summary: 'Реестр актов одним PDF', body: idListSchema, response: pdfResponse },
      },
      async (request, reply) => {
        const pdf = await acts.registry(requireUser(request).id, request.body.idList)
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent('Реестр актов.pdf')}`,
          )
          .send(Buffer.from(pdf))
      },
    )
    app.post(
      '/api/order/upload-completed-work-certificate',
      {
        config: staff,
        schema: { tags, summary: 'Загрузить акт в PDF (multipart: id, file)', response: done },
      },
      async (request, reply) => {
        const { id, bytes } = await readUpload(request, {
          idField: 'id',
          idMessage: 'Укажите заказ (поле id)',
          fileField: 'file',
          noFileMessage: 'Прикрепите файл акта в PDF',
          tooLargeMessage: fileTooLargeMessage,
          limitBytes: actUploadLimitBytes,
          admit: acts.checkUpload,
        })
        if (detectFileKind(bytes) !== 'pdf') throw new BadInput('Файл акта должен быть в формате PDF')
        await acts.upload(requireUser(request).id, id, bytes)
        return reply.code(204).send(null)
      },
    )
  }
}
