import { parseReceiptLink, receiptLinkMessages, receiptPrintLink } from '#contract/receipts/receipt-checks.ts'
import { fitsOtherOrderMessage, receiptCareMessages } from '#contract/receipts/receipt-care.ts'
import type { ReceiptLinkCheck } from '#contract/receipts/receipt-care-schemas.ts'
import { receiptMessages, type MyReceipt, type ReceiptNeeded } from '#contract/receipts/requests.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { BadInput, Conflict, NotFound } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { FilesService, UploadedFile } from '../../shared/files/files.service.ts'
import { lockOrder } from '../../shared/order-core/orders.repository.ts'
import type { TaxReceipts } from '../../ports/tax-receipts/tax-receipts.ts'
import { nextCheckAt, recheckUntil } from './receipt-schedule.ts'
import { expectationFor, fitsOrder, otherOrderFitting } from './receipt-assessment.ts'
import { verdictOn, type Verdict } from './receipt-verdict.ts'
import * as repository from './receipts.repository.ts'
import type { ReceiptHolding } from './receipts.repository.ts'

export type ReceiptsService = ReturnType<typeof createReceiptsService>

const orderNotFound = 'Заказ не найден'

/** Two orders given the same receipt at the same moment: the unique (seller, number) lets one through. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505'
}

/** A receipt its worker may still take back: their own, and not VERIFIED (decision 085). */
const movable = (holder: ReceiptHolding, workerId: number) =>
  holder.workerId === workerId && holder.status !== 'VERIFIED'

const toReceipt = (row: repository.ReceiptRow): MyReceipt => ({
  id: row.id,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  fileName: row.fileName,
  link: row.check?.sellerInn ? receiptPrintLink(row.check.sellerInn, row.check.receiptNumber) : null,
  uploadedAt: row.uploadedAt.toISOString(),
  check: row.check
    ? { status: row.check.status, reason: row.check.reason, checkedAt: row.check.checkedAt.toISOString() }
    : null,
})

/**
 * Tax receipts (чеки «Мой налог») the executor gives for finished, paid orders: an uploaded photo or PDF, or
 * the receipt's link (typed, or read from its QR code by the app), checked at the tax service (decision 030).
 */
export function createReceiptsService(deps: {
  db: Database
  clock: Clock
  files: FilesService
  taxReceipts: TaxReceipts
}) {
  const { db, clock, files } = deps

  /**
   * The worker's own order, finished and paid, whose receipt may still be given: none yet, or one not VERIFIED,
   * which the new one replaces (decision 085). The worker is asked for it only once the money is sent (decision
   * 084), but one given earlier is taken: a worker paid by other means may hold it already.
   * Answers the target and the receipt to replace. Made again under the order's lock before anything is written.
   */
  async function checkReceivable(tx: Executor, workerId: number, orderId: number) {
    const target = await repository.receiptTarget(tx, orderId)
    if (!target || target.order.executorId !== workerId) throw new NotFound(orderNotFound)
    if (target.order.status !== 'FINISHED' || target.order.resolution !== 'DONE_AND_PAID')
      throw new Conflict(receiptMessages.notPaid)
    const existing = await repository.receiptOfOrder(tx, orderId)
    if (existing?.status === 'VERIFIED') throw new Conflict(receiptMessages.alreadyUploaded)
    return { target, replaces: existing?.id ?? null }
  }

  /**
   * A link held against the chosen order, nothing stored: the tax service's verdict and, when the receipt does
   * not fit, another of the worker's orders it fits. A receipt another person holds is refused here.
   */
  async function assess(workerId: number, orderId: number, link: string) {
    const parsed = parseReceiptLink(link)
    if (!parsed)
      throw new BadInput(receiptLinkMessages.notReceiptLink, { link: receiptLinkMessages.notReceiptLink })
    const { target } = await checkReceivable(db, workerId, orderId)
    if (parsed.sellerInn !== target.workerInn)
      throw new BadInput(receiptLinkMessages.notYourInn, { link: receiptLinkMessages.notYourInn })
    const holder = await repository.receiptHolding(db, parsed.sellerInn, parsed.receiptId)
    if (holder && holder.orderId !== orderId && !movable(holder, workerId))
      throw new Conflict(receiptLinkMessages.usedElsewhere)
    // Asked outside any transaction: the service may take seconds, and no lock waits on it.
    const answer = await deps.taxReceipts.find(parsed.sellerInn, parsed.receiptId)
    if (answer.kind === 'notFound')
      throw new BadInput(receiptLinkMessages.notFound, { link: receiptLinkMessages.notFound })
    const verdict = verdictOn(answer, await expectationFor(db, target))
    const otherOrder = fitsOrder(verdict)
      ? null
      : await otherOrderFitting(db, workerId, orderId, answer, clock())
    return { parsed, answer, verdict, otherOrder }
  }

  /**
   * In the caller's transaction, under the order's lock: the checks again, the refused receipt gone, then
   * `store` writes the new one. Answers its id.
   */
  async function storeReceipt(
    tx: Executor,
    workerId: number,
    orderId: number,
    action: string,
    store: (
      now: Date,
      target: repository.ReceiptTarget,
    ) => Promise<{ id: number; details?: Record<string, unknown> }>,
  ): Promise<number> {
    await lockOrder(tx, orderId)
    const { target, replaces } = await checkReceivable(tx, workerId, orderId)
    if (replaces) await repository.deleteReceipt(tx, replaces)
    const now = clock()
    const stored = await store(now, target)
    await recordJournal(tx, {
      at: now,
      actorKind: 'worker',
      actorId: workerId,
      action,
      entity: 'order',
      entityId: orderId,
      details: { ...stored.details, ...(replaces ? { replacedReceiptId: replaces } : {}) },
    })
    return stored.id
  }

  /** A refused link is journalled, so the staff's history shows the worker's attempts too. */
  const refused = (workerId: number, orderId: number, receiptNumber: string, verdict: Verdict) =>
    recordJournal(db, {
      at: clock(),
      actorKind: 'worker',
      actorId: workerId,
      action: 'receipt.refused',
      entity: 'order',
      entityId: orderId,
      details: { receiptNumber, status: verdict.status, reason: verdict.reason },
    })

  /** The worker's own copy of the receipt on another order, stored before the check (decision 085), moves. */
  async function moveAway(tx: Executor, holder: ReceiptHolding, toOrderId: number, now: Date) {
    if (holder.orderId === toOrderId) return
    await repository.deleteReceipt(tx, holder.receiptId)
    await recordJournal(tx, {
      at: now,
      actorKind: 'worker',
      actorId: holder.workerId,
      action: 'receipt.moved',
      entity: 'order',
      entityId: holder.orderId,
      details: { toOrderId, status: holder.status },
    })
  }

  const receiptById = async (id: number) => toReceipt((await repository.findReceipt(db, id))!)

  return {
    /** Before the file's bytes are read: the same checks as the upload, which makes them again under a lock. */
    checkUpload: async (workerId: number, orderId: number) => {
      await checkReceivable(db, workerId, orderId)
    },

    async upload(
      workerId: number,
      orderId: number,
      file: UploadedFile,
      fileName: string,
    ): Promise<MyReceipt> {
      const { kind, content } = file
      if (!kind) throw new BadInput(receiptMessages.wrongKind, { taxReceiptFile: receiptMessages.wrongKind })
      const id = await files.storeInTransaction(
        db,
        { body: content, kind, folder: 'receipts' },
        (tx, record) =>
          storeReceipt(tx, workerId, orderId, 'receipt.uploaded', async (now) => {
            const file = await record(fileName.slice(0, 200) || 'Чек')
            return {
              id: await repository.insertReceipt(tx, { orderId, workerId, fileId: file.id, uploadedAt: now }),
            }
          }),
      )
      return receiptById(id)
    },

    /** Decision 085: what adding the link would do, nothing stored. */
    async checkLink(workerId: number, orderId: number, link: string): Promise<ReceiptLinkCheck> {
      const { verdict, otherOrder } = await assess(workerId, orderId, link)
      return { ...verdict, fits: fitsOrder(verdict), otherOrder }
    },

    /**
     * A receipt by its «Мой налог» link: refused with nothing stored when the link is not a receipt's, names
     * another seller, the tax service does not know it, or it does not fit the order (then the order it fits is
     * named, decision 085); otherwise stored with the service's verdict, which a service that does not answer
     * leaves UNVERIFIED for the scheduler to ask again. The worker's own unverified copy on another order moves.
     */
    async byLink(workerId: number, orderId: number, link: string): Promise<MyReceipt> {
      const { parsed, answer, verdict, otherOrder } = await assess(workerId, orderId, link)
      if (!fitsOrder(verdict)) {
        await refused(workerId, orderId, parsed.receiptId, verdict)
        const message = otherOrder
          ? fitsOtherOrderMessage(otherOrder.orderNumber)
          : receiptCareMessages.doesNotFit(verdict.reason ?? '')
        throw new BadInput(message, { link: message })
      }
      const stored = db.transaction((tx) =>
        storeReceipt(tx, workerId, orderId, 'receipt.linked', async (now, fresh) => {
          const holder = await repository.receiptHolding(tx, parsed.sellerInn, parsed.receiptId)
          if (holder && !movable(holder, workerId)) throw new Conflict(receiptLinkMessages.usedElsewhere)
          if (holder) await moveAway(tx, holder, orderId, now)
          const verdict = verdictOn(answer, await expectationFor(tx, fresh))
          const receiptId = await repository.insertReceipt(tx, {
            orderId,
            workerId,
            fileId: null,
            uploadedAt: now,
          })
          await repository.insertCheck(tx, {
            receiptId,
            sellerInn: parsed.sellerInn,
            receiptNumber: parsed.receiptId,
            status: verdict.status,
            reason: verdict.reason,
            checkedAt: now,
            attempts: 1,
            nextCheckAt: nextCheckAt({
              status: verdict.status,
              attempts: 1,
              now,
              until: recheckUntil(fresh.paymentDate, fresh.utcOffset),
              unanswered: answer.kind === 'unavailable',
            }),
          })
          return { id: receiptId, details: { receiptNumber: parsed.receiptId, status: verdict.status } }
        }),
      )
      return receiptById(
        await stored.catch((error: unknown) => {
          throw isUniqueViolation(error) ? new Conflict(receiptLinkMessages.usedElsewhere) : error
        }),
      )
    },
    async mine(workerId: number): Promise<MyReceipt[]> {
      return (await repository.receiptsOfWorker(db, workerId)).map(toReceipt)
    },

    /** My paid orders still without a valid receipt, each with its deadline. */
    async needed(workerId: number): Promise<ReceiptNeeded[]> {
      return repository.receiptsNeeded(db, workerId, clock())
    },

    /**
     * Staff reach any receipt; a worker only their own (else 404). A receipt given by its link opens at the tax
     * service, where its printable page lives.
     */
    async link(user: AuthUser, receiptId: number) {
      const row = await repository.findReceipt(db, receiptId)
      if (!row || (user.kind === 'worker' && row.workerId !== user.id)) throw new NotFound('Чек не найден')
      if (row.fileId) return files.link(row.fileId)
      if (!row.check?.sellerInn) throw new NotFound(receiptMessages.sellerErased)
      return {
        url: receiptPrintLink(row.check.sellerInn, row.check.receiptNumber),
        expiresAt: new Date(clock().getTime() + 5 * 60_000).toISOString(),
      }
    },
  }
}
