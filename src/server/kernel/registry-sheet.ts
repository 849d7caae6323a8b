import type { Worksheet } from 'exceljs'

/** A registry's column: its header, its key in the row, its width in characters; `money`: roubles, kopecks. */
export type RegistryColumn = { header: string; key: string; width: number; money?: true }

/** exceljs, loaded on the first registry: it takes a second to load, which no start should pay. */
export const loadExcel = async () => (await import('exceljs')).default

/** Every registry's columns: the headers in a bold first row, sums with kopecks and thousands apart. */
export function setRegistryColumns(sheet: Worksheet, columns: RegistryColumn[]): void {
  sheet.columns = columns.map(({ money, ...column }) =>
    money ? { ...column, style: { numFmt: '#,##0.00' } } : column,
  )
  sheet.getRow(1).font = { bold: true }
}

/** A registry of one sheet made in memory: the header row, then one row per item (`index` counts from 1). */
export async function renderRegistrySheet<Item>(
  sheetName: string,
  columns: RegistryColumn[],
  items: readonly Item[],
  rowOf: (item: Item) => Record<string, unknown>,
): Promise<Uint8Array> {
  const ExcelJS = await loadExcel()
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName)
  setRegistryColumns(sheet, columns)
  items.forEach((item, index) => sheet.addRow({ index: index + 1, ...rowOf(item) }))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
