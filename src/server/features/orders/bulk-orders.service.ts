import { bulkMessages, type CreatedOrders, type ImportReport } from '#contract/orders/bulk.ts'
import { createOrderSchema } from '#contract/orders/requests.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { BadInput, RowsRefused } from '../../kernel/errors.ts'
import { NotSpreadsheet, readTableFile, type ReadRow } from '../../kernel/table-file.ts'
import { renderRegistryWorkbook } from '../../kernel/registry-sheet.ts'
import { ordersOfRows } from './import-rows.ts'
import { byRow, checkNewOrders, insertNewOrders, type NewOrder } from './order-creation.ts'
import { importNames } from './order-creation.repository.ts'
import { importColumns } from '#contract/orders/bulk.ts'

export type BulkOrdersService = ReturnType<typeof createBulkOrdersService>

function tableOf(bytes: Uint8Array): ReadRow[] {
  try {
    return readTableFile(bytes)
  } catch (error) {
    if (error instanceof NotSpreadsheet)
      throw new BadInput(bulkMessages.notSpreadsheet, { file: bulkMessages.notSpreadsheet })
    throw error
  }
}

/**
 * Orders posted at once (issue 48): by a chain's system (`create-many`) or from a spreadsheet. Both run the rules
 * of one order's create (order-creation.ts) over every row, refuse duplicates, and create all rows or none.
 */
export function createBulkOrdersService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps

  /** Checks the rows and, with none refused and not a dry run, creates them; problems by row otherwise. */
  async function postRows(
    employeeId: number,
    rows: NewOrder[],
    early: { row: number; message: string }[],
    dryRun: boolean,
  ) {
    const now = clock()
    return db.transaction(async (tx) => {
      const checked = await checkNewOrders(tx, rows, now, { refuseDuplicates: true })
      const errors = [...early, ...byRow(checked.problems)].sort((a, b) => a.row - b.row)
      if (dryRun) return { errors, created: [] }
      if (errors.length > 0)
        throw new RowsRefused(bulkMessages.refused(new Set(errors.map((error) => error.row)).size), errors)
      return { errors, created: await insertNewOrders(tx, checked.accepted, employeeId, now) }
    })
  }

  return {
    async createMany(employeeId: number, raw: readonly unknown[]): Promise<CreatedOrders> {
      const rows: NewOrder[] = []
      const early: { row: number; message: string }[] = []
      raw.forEach((candidate, row) => {
        const parsed = createOrderSchema.safeParse(candidate)
        if (parsed.success) rows.push({ row, order: parsed.data })
        else early.push(...parsed.error.issues.map((issue) => ({ row, message: issue.message })))
      })
      const { created } = await postRows(employeeId, rows, early, false)
      return { orders: created }
    },

    async import(employeeId: number, bytes: Uint8Array, dryRun: boolean): Promise<ImportReport> {
      const table = tableOf(bytes)
      const read = ordersOfRows(table, await importNames(db))
      const { errors, created } = await postRows(employeeId, read.orders, read.problems, dryRun)
      return { rows: read.rows, errors, created: created.length }
    },

    /** The import's table with its header and nothing else (no `№`: its columns are the import's): what staff fill in. */
    importTemplate(): Uint8Array {
      const widths = [30, 30, 12, 9, 11, 11, 10, 40]
      const columns = importColumns.map((header, index) => ({ header, key: header, width: widths[index]! }))
      return renderRegistryWorkbook([{ name: 'Заказы', columns, rows: [] }])
    },
  }
}
