import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema } from '#contract/common/ids.ts'
import { myReceiptSchema, receiptMessages, taxReceiptLimitBytes } from '#contract/receipts/requests.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import { readUpload } from '../../http/uploads.ts'
import type { ReceiptsService } from './receipts.service.ts'

const tags = ['Чеки']
const executor = { access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] } as const

export function receiptRoutes(deps: { receipts: ReceiptsService }): FastifyPluginAsyncZod {
  const { receipts } = deps
  return async (app) => {
    app.post(
      '/api/tax-receipt/upload',
      {
        config: executor,
        schema: {
          tags,
          summary: 'Загрузить чек (multipart: orderId, taxReceiptFile)',
          response: { 200: myReceiptSchema, ...errorResponses },
        },
      },
      async (request) => {
        const workerId = requireUser(request).id
        const upload = await readUpload(request, {
          idField: 'orderId',
          idMessage: 'Укажите заказ (поле orderId)',
          fileField: 'taxReceiptFile',
          noFileMessage: receiptMessages.noFile,
          tooLargeMessage: receiptMessages.tooLarge,
          limitBytes: taxReceiptLimitBytes,
          admit: (orderId) => receipts.checkUpload(workerId, orderId),
        })
        return receipts.upload(workerId, upload.id, upload.bytes, upload.fileName)
      },
    )
    app.get(
      '/api/tax-receipt/my',
      {
        config: executor,
        schema: { tags, summary: 'Мои чеки', response: { 200: z.array(myReceiptSchema), ...errorResponses } },
      },
      (request) => receipts.mine(requireUser(request).id),
    )
    app.post(
      '/api/tax-receipt/link-for-downloading',
      {
        config: { access: ['EMPLOYEE', ...executor.access] },
        schema: {
          tags,
          summary: 'Ссылка на чек (5 минут)',
          body: idBodySchema,
          response: { 200: z.object({ url: z.string(), expiresAt: z.string() }), ...errorResponses },
        },
      },
      (request) => receipts.link(requireUser(request), request.body.id),
    )
  }
}
