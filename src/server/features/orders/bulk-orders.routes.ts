import type { FastifyPluginAsync } from 'fastify'
import { bulkMessages, importFileLimitBytes, importTemplateFileName } from '#contract/orders/bulk.ts'
import { bulkOrderEndpoints as calls } from '#contract/orders/bulk-endpoints.ts'
import { sendPrivateFile, xlsxType } from '../../http/attachment.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveFileBytes } from '../../http/uploads.ts'
import type { BulkOrdersService } from './bulk-orders.service.ts'

/**
 * A thousand orders with short descriptions come to about 260 KB, past the JSON routes' 256 KB: this call alone takes
 * up to 600 KB (still refusing the hostile tests' many-fields body). Longer texts go in smaller batches.
 */
const createManyBodyLimitBytes = 600 * 1024

export function bulkOrderRoutes(deps: { bulk: BulkOrdersService }): FastifyPluginAsync {
  const { bulk } = deps
  return async (app) => {
    await serve(app, calls.createMany, ({ user, body }) => bulk.createMany(user.id, body.orders), {
      bodyLimit: createManyBodyLimitBytes,
    })
    await serve(app, calls.import, async ({ user, query }, request) => {
      const bytes = await receiveFileBytes(request, {
        uploader: user,
        fileField: 'file',
        noFileMessage: bulkMessages.importNoFile,
        tooLargeMessage: bulkMessages.importTooLarge,
        limitBytes: importFileLimitBytes,
      })
      return bulk.import(user.id, bytes, query.dryRun)
    })
    await serve(app, calls.importTemplate, (_input, _request, reply) =>
      sendPrivateFile(reply, { type: xlsxType, name: importTemplateFileName, bytes: bulk.importTemplate() }),
    )
  }
}
