import { randomUUID } from 'node:crypto'
import type { PageQuery } from '#contract/common/page.ts'
import { fromKopecks } from '#contract/common/kopecks.ts'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import {
  paymentMessages,
  paymentSortFields,
  sendResultMessage,
  type PaymentFilters,
  type PaymentPage,
  type PaymentSelection,
  type SendResult,
  type SendToBankAnswer,
} from '#contract/payments/payments.ts'
import { bankDataWaitMessage } from '#contract/workers/bank-data.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { CrashPoints } from '../../crash-points.ts'
import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import type { Bank } from '../../ports/bank/bank.ts'
import type { NpdStatusService } from '../../kernel/npd/npd-status.ts'
import type { FilesService } from '../../kernel/files/files.service.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessYear } from '../../kernel/local-day.ts'
import { payoutsBetween } from '../../kernel/orders/order-sums.repository.ts'
import { PassThrough, type Readable } from 'node:stream'
import { createPaymentDelivery } from './payment-delivery.ts'
import { createPayoutChecks, type PayoutRefusal } from './payout-checks.ts'
import { insertAttempt } from './payment-outbox.repository.ts'
import { writePaymentRegistry, type RegistryPayment } from './payment-registry.ts'
import { toPayment, withPaidThisYear } from './payment-view.ts'
import * as repository from './payments.repository.ts'
import { renderReceiptsRegistry } from './receipts-registry.ts'

export type PaymentsService = ReturnType<typeof createPaymentsService>

/** Payments read per statement for a registry: a batch's rows are all the memory a registry of any length holds. */
const registryBatch = 2_000

const registryPayment = (row: repository.PaymentRow): RegistryPayment => ({
  ...toPayment(row),
  cardNumber: row.executor.card,
  sumKopecks: Number(row.sumKopecks),
})

async function* asRegistryPayments(
  first: repository.PaymentRow[],
  rest: AsyncIterable<repository.PaymentRow[]>,
) {
  yield first.map(registryPayment)
  for await (const rows of rest) yield rows.map(registryPayment)
}

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

function parseSort(sort: string | undefined): repository.PaymentSort {
  if (!sort) return { field: 'dateTime', direction: 'desc' }
  const [field, direction = 'asc'] = sort.split(',')
  if (!(paymentSortFields as readonly string[]).includes(field ?? '') || !['asc', 'desc'].includes(direction))
    throw new BadInput(
      `Сортировка возможна по полям ${paymentSortFields.join(', ')} с направлением asc или desc`,
    )
  return { field: field as repository.PaymentSort['field'], direction: direction as 'asc' | 'desc' }
}

/** A payment the НПД checks stop: its reason refuses the whole send when nothing else went (as changed data does). */
function refusedPayout(id: number, refusal: PayoutRefusal, waiting: Set<string>): SendResult {
  const message = sendResultMessage(refusal.outcome, refusal.orderNumber, refusal.reason)
  waiting.add(message)
  return {
    id,
    orderNumber: refusal.orderNumber,
    outcome: refusal.outcome,
    sendToBankStatus: 'NOT_SENT',
    message,
  }
}

/** Счета: the finished, paid orders, sending them to the bank, and the registries (ADMIN). */
export function createPaymentsService(deps: {
  db: Database
  clock: Clock
  bank: Bank
  files: FilesService
  /** BANK_RETRY_AFTER_SECONDS: how long a hand-over may go unanswered before the scheduler makes it again. */
  retryAfterMs: number
  crashPoint?: CrashPoints
  npd: NpdStatusService
}) {
  const { db, clock, files } = deps
  const crashPoint = deps.crashPoint ?? (() => {})
  const delivery = createPaymentDelivery(deps)
  const payoutChecks = createPayoutChecks(deps)

  const selectionWhere = (selection: PaymentSelection) =>
    repository.paymentConditions(
      selection.filters ?? {},
      selection.idList ? [repository.byIds([...new Set(selection.idList)])] : [],
    )

  async function selectedPayments(selection: PaymentSelection) {
    const rows = await repository.allPayments(db, selectionWhere(selection))
    if (rows.length === 0) throw new BadInput(paymentMessages.nothingFound)
    return rows
  }

  /**
   * Takes one payment for the bank and writes its outbox row in the same transaction, then hands it over. A
   * crash or a lost answer after the claim leaves the row CLAIMED, and the scheduler hands it over again with
   * the same idempotency key (decision 026): the payment is made once or refused, never left hanging.
   */
  async function sendOne(employeeId: number, id: number, waiting: Set<string>): Promise<SendResult> {
    await payoutChecks.askBeforeSending(employeeId, id)
    const requestedAt = clock()
    const held: { refusal: PayoutRefusal | null } = { refusal: null }
    const attempt = await db.transaction(async (tx) => {
      held.refusal = await payoutChecks.refusal(tx, id)
      if (held.refusal) return null
      const row = await repository.claimForBank(tx, id, requestedAt)
      if (!row) return null
      await recordJournal(tx, {
        at: requestedAt,
        actorKind: 'employee',
        actorId: employeeId,
        action: 'payment.sent-to-bank',
        entity: 'order',
        entityId: id,
        details: { from: 'NOT_SENT', to: 'IN_PROGRESS' },
      })
      return insertAttempt(tx, {
        orderId: id,
        idempotencyKey: `payment-${id}-${randomUUID()}`,
        requestedAt,
        leaseUntil: new Date(requestedAt.getTime() + deps.retryAfterMs),
        orderNumber: row.order.orderNumber,
        amountKopecks: orderTotalKopecks(row.order),
        payee: row.payee,
      })
    })
    if (attempt) {
      crashPoint('after-payment-claim')
      const handed = await delivery.handOver(attempt, { kind: 'employee', id: employeeId })
      const outcome = {
        accepted: 'SENT_TO_BANK',
        refused: 'BANK_REFUSED',
        unanswered: 'BANK_NOT_ANSWERED',
      } as const
      const { orderNumber } = attempt
      return {
        id,
        orderNumber,
        outcome: outcome[handed.outcome],
        sendToBankStatus: handed.outcome === 'refused' ? 'NOT_SENT' : 'IN_PROGRESS',
        message: sendResultMessage(
          outcome[handed.outcome],
          orderNumber,
          handed.outcome === 'refused' ? handed.reason : undefined,
        ),
      }
    }
    if (held.refusal) return refusedPayout(id, held.refusal, waiting)
    const order = await repository.sendingObstacles(db, id)
    if (!order) {
      return {
        id,
        orderNumber: null,
        outcome: 'NOT_FOUND',
        sendToBankStatus: null,
        message: sendResultMessage('NOT_FOUND', id),
      }
    }
    const changedFields = order.workerChangedFields ?? []
    const outcome =
      order.status !== 'FINISHED' || order.resolution !== 'DONE_AND_PAID'
        ? 'NOT_PAYABLE'
        : order.sendToBankStatus !== 'NOT_SENT'
          ? 'ALREADY_SENT'
          : order.certificateStatus !== 'CONFIRMED'
            ? 'ACT_NOT_CONFIRMED'
            : changedFields.length > 0
              ? 'WORKER_DATA_CHANGED'
              : 'WORKER_NOT_IN_BANK'
    const reason =
      outcome === 'WORKER_DATA_CHANGED' ? bankDataWaitMessage(order.workerName, changedFields) : undefined
    if (reason) waiting.add(reason)
    return {
      id,
      orderNumber: order.orderNumber,
      outcome,
      sendToBankStatus: order.sendToBankStatus,
      message: sendResultMessage(outcome, order.orderNumber, reason),
    }
  }

  return {
    async list(filters: PaymentFilters, query: PageQuery): Promise<PaymentPage> {
      const where = repository.paymentConditions(filters)
      const [rows, totals] = await Promise.all([
        repository.listPayments(db, where, {
          page: query.page,
          size: query.size,
          sort: parseSort(query.sort),
        }),
        repository.paymentTotals(db, where),
      ])
      const { from, to } = businessYear(clock())
      const executors = [...new Set(rows.map((row) => row.executor.id))]
      const paid = await payoutsBetween(db, executors, from, to)
      return {
        content: withPaidThisYear(rows.map(toPayment), paid),
        totalElements: totals.count,
        totalPages: Math.max(1, Math.ceil(totals.count / query.size)),
        page: query.page,
        size: query.size,
        totals: { count: totals.count, sum: fromKopecks(totals.kopecks) },
      }
    },

    /**
     * Sends the selected payments, or every not-yet-sent payment the filters find, one by one; answers what
     * happened to each. A payment already on its way or paid is never sent again. A payment to a worker whose
     * data for the bank changed waits until staff send the new data; when that leaves nothing to send, the
     * answer is 409 naming the worker.
     */
    async sendToBank(employeeId: number, selection: PaymentSelection): Promise<SendToBankAnswer> {
      const filters = selection.filters
      // All filtered means the not-yet-sent among them: a filter on another bank status finds none.
      const ids = selection.idList
        ? [...new Set(selection.idList)]
        : filters?.bankStatus && filters.bankStatus !== 'NOT_SENT'
          ? []
          : await repository.paymentIds(
              db,
              repository.paymentConditions({ ...filters, bankStatus: 'NOT_SENT' }),
            )
      if (ids.length === 0) throw new BadInput(paymentMessages.nothingToSend)
      const results: SendResult[] = []
      const waiting = new Set<string>()
      for (const id of ids) results.push(await sendOne(employeeId, id, waiting))
      // Nothing was handed to the bank, and a worker's changed data is why: the send as a whole is refused.
      const handedOver = results.some((result) =>
        ['SENT_TO_BANK', 'BANK_REFUSED', 'BANK_NOT_ANSWERED'].includes(result.outcome),
      )
      if (!handedOver && waiting.size > 0) throw new Conflict([...waiting].join('; '))
      const sent = results.filter((result) => result.outcome === 'SENT_TO_BANK').length
      return { sent, refused: results.length - sent, results }
    },

    /**
     * The payment registry (.xlsx) of the selected or filtered payments, with a totals row, as a stream: it is written
     * while the payments are read, batch after batch, and the download is journalled once it is complete.
     */
    async paymentRegistry(employeeId: number, selection: PaymentSelection): Promise<Readable> {
      const batches = repository.paymentBatches(db, selectionWhere(selection), registryBatch)
      const first = await batches.next()
      if (first.done) throw new BadInput(paymentMessages.nothingFound)
      const now = clock()
      const madeAt = now.toISOString().slice(0, 10).split('-').reverse().join('.')
      const output = new PassThrough()
      writePaymentRegistry(asRegistryPayments(first.value, batches), madeAt, output)
        .then((rows) =>
          recordJournal(db, {
            at: now,
            actorKind: 'employee',
            actorId: employeeId,
            action: 'payment.registry-downloaded',
            entity: 'order',
            details: { rows, selection },
          }),
        )
        .catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
      return output
    },

    /** The tax receipts of the selected or filtered payments as a ZIP with an index sheet, behind a link bound to the admin. */
    async receiptsRegistryLink(user: AuthUser, selection: PaymentSelection) {
      const rows = (await selectedPayments(selection)).filter((row) => row.receipt?.fileId)
      if (rows.length === 0) throw new BadInput('У отобранных платежей нет загруженных чеков')
      const entries = []
      for (const row of rows) {
        const { file, bytes } = await files.read(db, row.receipt!.fileId!)
        entries.push({ payment: toPayment(row), bytes, extension: extensionOf[file.contentType] ?? 'bin' })
      }
      const archive = await renderReceiptsRegistry(entries)
      const stored = await db.transaction(async (tx) => {
        const file = await files.store(tx, {
          bytes: archive,
          kind: 'zip',
          fileName: 'Реестр чеков.zip',
          folder: 'registries',
        })
        await recordJournal(tx, {
          at: clock(),
          actorKind: 'employee',
          actorId: user.id,
          action: 'receipt.registry-downloaded',
          entity: 'order',
          details: { rows: rows.length, orderIds: rows.map((row) => row.order.id) },
        })
        return file
      })
      return files.link(stored.id, user)
    },
  }
}
