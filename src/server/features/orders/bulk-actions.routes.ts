import type { FastifyPluginAsync } from 'fastify'
import { bulkExportFileName } from '#contract/orders/bulk-actions.ts'
import { bulkActionEndpoints as calls } from '#contract/orders/bulk-action-endpoints.ts'
import { sendPrivateFile, xlsxType } from '../../http/attachment.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { BulkActionsService } from './bulk-actions.service.ts'

export function bulkActionRoutes(deps: { bulk: BulkActionsService }): FastifyPluginAsync {
  const { bulk } = deps
  return async (app) => {
    await serve(app, calls.cancel, ({ user, body }) => bulk.cancel(user.id, body))
    await serve(app, calls.tariff, ({ user, body }) => bulk.tariff(user.id, body))
    await serve(app, calls.favouritesFirst, ({ user, body }) => bulk.favouritesFirst(user.id, body))
    await serve(app, calls.export, async ({ user, body }, _request, reply) =>
      sendPrivateFile(reply, {
        type: xlsxType,
        name: bulkExportFileName,
        bytes: await bulk.export(user.id, body),
      }),
    )
  }
}
