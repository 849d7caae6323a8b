import { receiptMessages, type MyReceipt } from '#contract/receipts/requests.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { detectFileKind } from '../../kernel/files/file-kinds.ts'
import type { FilesService } from '../../kernel/files/files.service.ts'
import { findOrder, lockOrder, type OrderRow } from '../../kernel/orders/orders.repository.ts'
import * as repository from './receipts.repository.ts'

export type ReceiptsService = ReturnType<typeof createReceiptsService>

/** Tax receipts (чеки «Мой налог») the executor uploads for finished, paid orders. */
export function createReceiptsService(deps: { db: Database; clock: Clock; files: FilesService }) {
  const { db, clock, files } = deps

  const toReceipt = (row: repository.ReceiptRow): MyReceipt => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    fileName: row.fileName,
    uploadedAt: row.uploadedAt.toISOString(),
  })

  /** The worker's own order, finished and paid, without a receipt yet; `read` locks it when about to write. */
  async function checkReceivable(
    tx: Executor,
    workerId: number,
    orderId: number,
    read: (tx: Executor, id: number) => Promise<OrderRow | null>,
  ) {
    const order = await read(tx, orderId)
    if (!order || order.executorId !== workerId) throw new NotFound('Заказ не найден')
    if (order.status !== 'FINISHED' || order.resolution !== 'DONE_AND_PAID')
      throw new Conflict(receiptMessages.notPaid)
    if (await repository.orderHasReceipt(tx, orderId)) throw new Conflict(receiptMessages.alreadyUploaded)
  }

  return {
    /** Before the file's bytes are read: the same checks as the upload, which makes them again under a lock. */
    checkUpload: (workerId: number, orderId: number) => checkReceivable(db, workerId, orderId, findOrder),

    async upload(workerId: number, orderId: number, bytes: Uint8Array, fileName: string): Promise<MyReceipt> {
      const kind = detectFileKind(bytes)
      if (!kind) throw new BadInput(receiptMessages.wrongKind, { taxReceiptFile: receiptMessages.wrongKind })
      const id = await db.transaction(async (tx) => {
        await checkReceivable(tx, workerId, orderId, lockOrder)
        const file = await files.store(tx, {
          bytes,
          kind,
          fileName: fileName.slice(0, 200) || 'Чек',
          folder: 'receipts',
        })
        const now = clock()
        const receiptId = await repository.insertReceipt(tx, {
          orderId,
          workerId,
          fileId: file.id,
          uploadedAt: now,
        })
        await recordJournal(tx, {
          at: now,
          actorKind: 'worker',
          actorId: workerId,
          action: 'receipt.uploaded',
          entity: 'order',
          entityId: orderId,
        })
        return receiptId
      })
      return toReceipt((await repository.findReceipt(db, id))!)
    },

    async mine(workerId: number): Promise<MyReceipt[]> {
      return (await repository.receiptsOfWorker(db, workerId)).map(toReceipt)
    },

    /** Staff reach any receipt; a worker only their own (else 404). */
    async link(user: AuthUser, receiptId: number) {
      const row = await repository.findReceipt(db, receiptId)
      if (!row || (user.kind === 'worker' && row.workerId !== user.id)) throw new NotFound('Чек не найден')
      return files.link(row.fileId)
    },
  }
}
