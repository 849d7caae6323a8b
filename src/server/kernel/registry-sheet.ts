import { createXlsxWorkbookWriter, createXlsxWriter } from './xlsx/xlsx-writer.ts'
import type { CellValue } from './xlsx/xlsx-rows.ts'

/** A registry's column: its header, its key in the row, its width in characters; `money`: roubles, kopecks. */
export type RegistryColumn = { header: string; key: string; width: number; money?: true }

/** A registry's row: its cells by the columns' keys; a key left out leaves its cell empty. */
export type RegistryRow = Record<string, CellValue>

/** A registry's sheet written as its rows come: the headers in a bold first row, sums with kopecks. */
export type RegistrySheet = {
  addRows(rows: readonly RegistryRow[]): void
  /** A bold last row (the totals); the sheet is finished after it and `onBytes` has had every byte. */
  finish(totals?: RegistryRow): void
}

/** Every registry's sheet, streamed: each row's bytes go to `onBytes` as soon as they are compressed. */
export function createRegistrySheet(
  sheetName: string,
  columns: readonly RegistryColumn[],
  onBytes: (bytes: Uint8Array) => void,
): RegistrySheet {
  const writer = createXlsxWriter(sheetName, columns, onBytes)
  const cells = (row: RegistryRow) => columns.map((column) => row[column.key])
  writer.addRows([columns.map((column) => column.header)], { bold: true })
  return {
    addRows: (rows) => writer.addRows(rows.map(cells)),
    finish(totals) {
      if (totals) writer.addRows([cells(totals)], { bold: true })
      writer.finish()
    },
  }
}

/** Every registry's first column: the row's number, counted from 1 (a totals row writes «Итого» there). */
export const numberColumn: RegistryColumn = { header: '№', key: 'index', width: 6 }

/** A registry of one sheet made in memory: the header row with `№` first, then one row per item, numbered. */
export function renderRegistrySheet<Item>(
  sheetName: string,
  columns: readonly RegistryColumn[],
  items: readonly Item[],
  rowOf: (item: Item) => RegistryRow,
): Uint8Array {
  const chunks: Uint8Array[] = []
  const sheet = createRegistrySheet(sheetName, [numberColumn, ...columns], (bytes) => chunks.push(bytes))
  sheet.addRows(items.map((item, index) => ({ index: index + 1, ...rowOf(item) })))
  sheet.finish()
  return Buffer.concat(chunks)
}

/** A sheet of a registry workbook: its rows already shaped, and a bold totals row if it has one. */
export type RegistryWorkbookSheet = {
  name: string
  columns: readonly RegistryColumn[]
  rows: readonly RegistryRow[]
  totals?: RegistryRow
}

/** A registry of several sheets made in memory, each with its bold header row, as one sheet's registry is. */
export function renderRegistryWorkbook(sheets: readonly RegistryWorkbookSheet[]): Uint8Array {
  const chunks: Uint8Array[] = []
  const workbook = createXlsxWorkbookWriter(
    sheets.map((sheet) => sheet.name),
    (bytes) => chunks.push(bytes),
  )
  for (const { columns, rows, totals } of sheets) {
    const writer = workbook.nextSheet(columns)
    const cells = (row: RegistryRow) => columns.map((column) => row[column.key])
    writer.addRows([columns.map((column) => column.header)], { bold: true })
    writer.addRows(rows.map(cells))
    if (totals) writer.addRows([cells(totals)], { bold: true })
  }
  workbook.finish()
  return Buffer.concat(chunks)
}
