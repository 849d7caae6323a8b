import type { FastifyPluginAsync } from 'fastify'
import { paymentEndpoints as calls } from '#contract/payments/endpoints.ts'
import { sendPrivateFile, xlsxType } from '../../http/attachment.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { MyEarnings } from '#contract/payments/my-earnings.ts'
import type { PaymentsService } from './payments.service.ts'

/** Счета (ADMIN): the payments table, sending to the bank and the registries; the worker's own earnings. */
export function paymentRoutes(deps: {
  payments: PaymentsService
  earnings: (workerId: number) => Promise<MyEarnings>
}): FastifyPluginAsync {
  const { payments } = deps
  return async (app) => {
    await serve(app, calls.filter, ({ body, query }) => payments.list(body, query))
    await serve(app, calls.sendToBank, ({ user, body }) => payments.sendToBank(user.id, body))
    await serve(app, calls.paymentRegistry, async ({ user, body }, _request, reply) =>
      sendPrivateFile(reply, {
        type: xlsxType,
        name: 'Реестр платежей.xlsx',
        bytes: await payments.paymentRegistry(user.id, body),
      }),
    )
    await serve(app, calls.myEarnings, ({ user }) => deps.earnings(user.id))
    await serve(app, calls.receiptsRegistryLink, ({ user, body }) =>
      payments.receiptsRegistryLink(user, body),
    )
  }
}
