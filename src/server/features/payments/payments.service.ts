import { toPage, type PageQuery } from '#contract/common/page.ts'
import { fromKopecks } from '#contract/common/kopecks.ts'
import {
  paymentMessages,
  paymentSortFields,
  type PaymentFilters,
  type PaymentPage,
  type PaymentSelection,
} from '#contract/payments/payments.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { CrashPoints } from '../../crash-points.ts'
import type { Database } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { BadInput } from '../../kernel/errors.ts'
import type { Bank } from '../../ports/bank/bank.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import type { FilesService } from '../../shared/files/files.service.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessYear } from '../../kernel/local-day.ts'
import { taxpayerPayoutsBetween } from '../../shared/order-core/order-sums.repository.ts'
import { PassThrough, type Readable } from 'node:stream'
import { writePaymentRegistry } from './payment-registry.ts'
import { registryBatches } from './payment-registry.repository.ts'
import { toPayment, withPaidThisYear } from './payment-view.ts'
import * as repository from './payments.repository.ts'
import { paymentTotals } from './payment-totals.repository.ts'
import { renderReceiptsRegistry, type ReceiptEntry } from './receipts-registry.ts'
import { createSendToBank } from './send-to-bank.service.ts'

export type PaymentsService = ReturnType<typeof createPaymentsService>

/** Payments read per statement for a registry: a batch's rows are all the memory a registry of any length holds. */
const registryBatch = 500

/** The batches with the first one, read already to tell an empty selection, in front. */
async function* startingWith<Batch>(first: Batch, rest: AsyncIterable<Batch>) {
  yield first
  yield* rest
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

/** Счета: the finished, paid orders, sending them to the bank (send-to-bank.service.ts), and the registries (ADMIN). */
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
  const sendToBank = createSendToBank(deps)

  const selectionWhere = (selection: PaymentSelection) =>
    repository.paymentConditions(
      selection.filters ?? {},
      clock(),
      selection.idList ? [repository.byIds([...new Set(selection.idList)])] : [],
    )

  async function selectedPayments(selection: PaymentSelection) {
    const rows = await repository.allPayments(db, selectionWhere(selection))
    if (rows.length === 0) throw new BadInput(paymentMessages.nothingFound)
    return rows
  }

  return {
    sendToBank,

    async list(filters: PaymentFilters, query: PageQuery): Promise<PaymentPage> {
      const where = repository.paymentConditions(filters, clock())
      const [rows, totals] = await Promise.all([
        repository.listPayments(db, where, {
          page: query.page,
          size: query.size,
          sort: parseSort(query.sort),
        }),
        paymentTotals(db, filters, where),
      ])
      const { from, to } = businessYear(clock())
      const executors = [...new Set(rows.map((row) => row.executor.id))]
      const paid = await taxpayerPayoutsBetween(db, executors, from, to)
      return {
        ...toPage(
          withPaidThisYear(
            rows.map((row) => toPayment(row, clock())),
            paid,
          ),
          totals.count,
          query,
        ),
        totals: { count: totals.count, sum: fromKopecks(totals.kopecks) },
      }
    },

    /**
     * The payment registry (.xlsx) of the selected or filtered payments, with a totals row, as a stream: it is written
     * while the payments are read, batch after batch. The download is journalled once every row is written and
     * before the stream ends, so a registry that reached its reader whole is always in the journal.
     */
    async paymentRegistry(employeeId: number, selection: PaymentSelection): Promise<Readable> {
      const batches = registryBatches(db, selectionWhere(selection), registryBatch)
      const first = await batches.next()
      if (first.done) throw new BadInput(paymentMessages.nothingFound)
      const now = clock()
      const madeAt = now.toISOString().slice(0, 10).split('-').reverse().join('.')
      const output = new PassThrough()
      writePaymentRegistry(startingWith(first.value, batches), madeAt, output)
        .then(async (rows) => {
          await recordJournal(db, {
            at: now,
            actorKind: 'employee',
            actorId: employeeId,
            action: 'payment.registry-downloaded',
            entity: 'order',
            details: { rows, selection },
          })
          output.end()
        })
        .catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
      return output
    },

    /**
     * The tax receipts of the selected or filtered payments as a ZIP with an index sheet, behind a link bound to the
     * admin: uploaded files go into the archive, receipts given by their link are listed with it and their check.
     */
    async receiptsRegistryLink(user: AuthUser, selection: PaymentSelection) {
      const rows = (await selectedPayments(selection)).filter((row) => row.receipt?.id)
      if (rows.length === 0) throw new BadInput('У отобранных платежей нет загруженных чеков')
      const now = clock()
      const entries: ReceiptEntry[] = []
      for (const row of rows) {
        const payment = toPayment(row, now)
        if (!row.receipt?.fileId) {
          entries.push({ payment, file: null })
          continue
        }
        const { file, bytes } = await files.read(db, row.receipt.fileId)
        entries.push({ payment, file: { bytes, extension: extensionOf[file.contentType] ?? 'bin' } })
      }
      const archive = renderReceiptsRegistry(entries)
      const registry = { body: archive, kind: 'zip', folder: 'registries' } as const
      const stored = await files.storeInTransaction(db, registry, async (tx, record) => {
        const file = await record('Реестр чеков.zip')
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
