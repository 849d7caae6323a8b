import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema } from '#contract/common/ids.ts'
import { myReceiptSchema, receiptMessages } from '#contract/receipts/requests.ts'
import { requireUser } from '../../http/access.ts'
import { BadInput } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
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
        const part = await request.file()
        if (!part || part.fieldname !== 'taxReceiptFile') throw new BadInput(receiptMessages.noFile)
        const bytes = new Uint8Array(await part.toBuffer())
        const field = part.fields.orderId
        const orderId = field && 'value' in field ? Number(field.value) : NaN
        if (!Number.isInteger(orderId) || orderId <= 0) throw new BadInput('Укажите заказ (поле orderId)')
        return receipts.upload(requireUser(request).id, orderId, bytes, part.filename)
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
