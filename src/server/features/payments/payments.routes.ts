import type { FastifyPluginAsync } from 'fastify'
import { paymentEndpoints as calls } from '#contract/payments/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { MyEarnings } from '#contract/payments/my-earnings.ts'
import type { PaymentsService } from './payments.service.ts'

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Счета (ADMIN): the payments table, sending to the bank and the registries; the worker's own earnings. */
export function paymentRoutes(deps: {
  payments: PaymentsService
  earnings: (workerId: number) => Promise<MyEarnings>
}): FastifyPluginAsync {
  const { payments } = deps
  return async (app) => {
    await serve(app, calls.filter, ({ body, query }) => payments.list(body, query))
    await serve(app, calls.sendToBank, ({ user, body }) => payments.sendToBank(user.id, body))
    await serve(app, calls.paymentRegistry, async ({ user, body }, _request, reply) => {
      const registry = await payments.paymentRegistry(user.id, body)
      return reply
        .type(xlsxType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent('Реестр платежей.xlsx')}`,
        )
        .send(registry)
    })
    await serve(app, calls.myEarnings, ({ user }) => deps.earnings(user.id))
    await serve(app, calls.receiptsRegistryLink, ({ user, body }) =>
      payments.receiptsRegistryLink(user, body),
    )
  }
}
