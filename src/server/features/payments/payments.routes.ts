import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { pageQuerySchema } from '#contract/common/page.ts'
import {
  downloadLinkSchema,
  paymentFiltersSchema,
  paymentPageSchema,
  paymentSelectionSchema,
  sendToBankAnswerSchema,
} from '#contract/payments/payments.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { PaymentsService } from './payments.service.ts'

const tags = ['Счета']
const admin = { access: ['ADMIN'] } as const
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Счета (ADMIN): the payments table, sending to the bank and the registries. */
export function paymentRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  const { payments } = deps
  return async (app) => {
    app.post(
      '/api/order/payments',
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Платежи: завершённые оплаченные заказы с итогами по фильтрам (страница, размер, сортировка в query)',
          querystring: pageQuerySchema,
          body: paymentFiltersSchema,
          response: { 200: paymentPageSchema, ...errorResponses },
        },
      },
      (request) => payments.list(request.body, request.query),
    )
    app.post(
      '/api/order/send-to-bank',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Отправить в банк выбранные платежи (idList) или все неотправленные по фильтрам (filters)',
          body: paymentSelectionSchema,
          response: { 200: sendToBankAnswerSchema, ...errorResponses },
        },
      },
      (request) => payments.sendToBank(requireUser(request).id, request.body),
    )
    app.post(
      '/api/order/payment-registry',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Реестр платежей (.xlsx) выбранных или отобранных платежей с итогом',
          body: paymentSelectionSchema,
          response: { 200: z.any().describe(xlsxType), ...errorResponses },
        },
      },
      async (request, reply) => {
        const registry = await payments.paymentRegistry(requireUser(request).id, request.body)
        return reply
          .type(xlsxType)
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent('Реестр платежей.xlsx')}`,
          )
          .send(registry)
      },
    )
    app.post(
      '/api/tax-receipt/registry/link-for-downloading',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Реестр чеков (ZIP с описью .xlsx): ссылка на 5 минут только для запросившего',
          body: paymentSelectionSchema,
          response: { 200: downloadLinkSchema, ...errorResponses },
        },
      },
      (request) => payments.receiptsRegistryLink(requireUser(request), request.body),
    )
  }
}
