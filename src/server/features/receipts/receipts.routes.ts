import type { FastifyPluginAsync } from 'fastify'
import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import { receiptMessages, taxReceiptLimitBytes } from '#contract/receipts/requests.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { receiveUpload } from '../../http/uploads.ts'
import type { ReceiptCareService } from './receipt-care.service.ts'
import type { ReceiptsService } from './receipts.service.ts'

export function receiptRoutes(deps: {
  receipts: ReceiptsService
  care: ReceiptCareService
}): FastifyPluginAsync {
  const { receipts, care } = deps
  return async (app) => {
    await serve(app, calls.upload, ({ user }, request) =>
      receiveUpload(
        request,
        {
          uploader: user,
          idField: 'orderId',
          idMessage: receiptMessages.noOrder,
          fileField: 'taxReceiptFile',
          noFileMessage: receiptMessages.noFile,
          tooLargeMessage: receiptMessages.tooLarge,
          limitBytes: taxReceiptLimitBytes,
          admit: (orderId) => receipts.checkUpload(user.id, orderId),
        },
        (upload) => receipts.upload(user.id, upload.id, upload.file, upload.fileName),
      ),
    )
    await serve(app, calls.byLink, ({ user, body }) => receipts.byLink(user.id, body.orderId, body.link), {
      limit: requestLimits.taxReceiptLookupsPerPerson,
    })
    await serve(
      app,
      calls.checkLink,
      ({ user, body }) => receipts.checkLink(user.id, body.orderId, body.link),
      { limit: requestLimits.taxReceiptLookupsPerPerson },
    )
    await serve(app, calls.remove, ({ user, body }) => care.remove(user.id, body.id))
    await serve(app, calls.history, ({ body }) => care.history(body.id))
    await serve(app, calls.mine, ({ user }) => receipts.mine(user.id))
    await serve(app, calls.needed, ({ user }) => receipts.needed(user.id))
    await serve(app, calls.linkForDownloading, ({ user, body }) => receipts.link(user, body.id))
  }
}
