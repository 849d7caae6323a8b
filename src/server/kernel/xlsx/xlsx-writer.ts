import { strToU8, Zip, ZipDeflate } from 'fflate'
import { fixedParts, sheetEnd, sheetPath, sheetStart } from './xlsx-parts.ts'
import { rowXml, type CellValue } from './xlsx-rows.ts'

/** A sheet's column: its width in characters; `money` for sums shown with kopecks and thousands apart. */
export type SheetColumn = { width: number; money?: boolean }

/** Writes one sheet's rows as they come; the package's bytes go to `onBytes` as soon as they are compressed. */
export type XlsxWriter = {
  /** Adds rows after those already written. */
  addRows(rows: readonly (readonly CellValue[])[], options?: { bold?: boolean }): void
  /** Closes the sheet and the package; `onBytes` has had every byte when it returns. */
  finish(): void
}

/** A workbook of several sheets written one after another: `nextSheet` closes the sheet before it. */
export type XlsxWorkbookWriter = {
  nextSheet(columns: readonly SheetColumn[]): Pick<XlsxWriter, 'addRows'>
  finish(): void
}

// Level 1 compresses a sheet's repetitive XML almost as well as the default and several times faster.
const compression = { level: 1 } as const

/**
 * An .xlsx of the named sheets written as a stream: each row is turned into XML, compressed and handed on at
 * once, so the memory used does not grow with the rows. The sheets come in the names' order, one at a time.
 */
export function createXlsxWorkbookWriter(
  sheetNames: readonly string[],
  onBytes: (bytes: Uint8Array) => void,
): XlsxWorkbookWriter {
  let failure: Error | null = null
  const zip = new Zip((error, bytes) => {
    if (error) failure = error
    else onBytes(bytes)
  })
  for (const [path, text] of Object.entries(fixedParts(sheetNames))) {
    const part = new ZipDeflate(path, compression)
    zip.add(part)
    part.push(strToU8(text), true)
  }
  const check = () => {
    if (failure) throw failure
  }
  let current: ZipDeflate | null = null
  let opened = 0
  const closeSheet = () => {
    current?.push(strToU8(sheetEnd), true)
    current = null
  }
  return {
    nextSheet(columns) {
      closeSheet()
      if (opened === sheetNames.length) throw new Error('more sheets than named')
      const sheet = new ZipDeflate(sheetPath(++opened), compression)
      current = sheet
      zip.add(sheet)
      sheet.push(strToU8(sheetStart(columns.map((column) => column.width))))
      const money = new Set(columns.flatMap((column, index) => (column.money ? [index] : [])))
      let written = 0
      return {
        addRows(rows, options = {}) {
          let xml = ''
          for (const row of rows) xml += rowXml(++written, row, { money, bold: options.bold })
          sheet.push(strToU8(xml))
          check()
        },
      }
    },
    finish() {
      closeSheet()
      if (opened !== sheetNames.length) throw new Error('fewer sheets than named')
      zip.end()
      check()
    },
  }
}

/** A one-sheet .xlsx written as a stream. */
export function createXlsxWriter(
  sheetName: string,
  columns: readonly SheetColumn[],
  onBytes: (bytes: Uint8Array) => void,
): XlsxWriter {
  const workbook = createXlsxWorkbookWriter([sheetName], onBytes)
  const sheet = workbook.nextSheet(columns)
  return { addRows: sheet.addRows, finish: workbook.finish }
}
