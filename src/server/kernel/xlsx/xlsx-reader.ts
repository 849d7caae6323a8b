import { strFromU8, unzipSync } from 'fflate'

/** A cell as read: its text, its number, or nothing. Dates are Excel's day numbers unless typed as text. */
export type ReadCell = string | number | null
/** A row of the first sheet, by its number in the sheet (from 1), its cells by column (A is 0). */
export type ReadRow = { row: number; cells: ReadCell[] }

/** A file that is not a workbook this reader understands. */
export class UnreadableXlsx extends Error {}

/** The parts a sheet's text needs may unpack to at most this, whatever the zip's headers claim. */
const unpackedLimitBytes = 64 * 1024 * 1024

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
function xmlDecoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/** The text of every `<t>` inside: a shared or inline string, rich text's runs joined. */
const textOf = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => xmlDecoded(match[1]!)).join('')

/** Column A → 0, AA → 26, from a cell reference such as `AB12`. */
function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A'
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1
}

function unpacked(bytes: Uint8Array): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes, {
      filter: (file) =>
        file.originalSize <= unpackedLimitBytes &&
        (file.name === 'xl/workbook.xml' ||
          file.name === 'xl/_rels/workbook.xml.rels' ||
          file.name === 'xl/sharedStrings.xml' ||
          file.name.startsWith('xl/worksheets/')),
    })
  } catch {
    throw new UnreadableXlsx('not a zip')
  }
}

/** The path of the workbook's first sheet, by the workbook's own list and its relationships. */
function firstSheetPath(parts: Record<string, Uint8Array>): string {
  const workbook = parts['xl/workbook.xml'] && strFromU8(parts['xl/workbook.xml'])
  const rels = parts['xl/_rels/workbook.xml.rels'] && strFromU8(parts['xl/_rels/workbook.xml.rels'])
  const id = workbook && /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1]
  const relationship =
    id && rels
      ? [...rels.matchAll(/<Relationship\b[^>]*>/g)].find((one) => one[0].includes(`Id="${id}"`))
      : null
  const path = relationship ? /\bTarget="([^"]+)"/.exec(relationship[0])?.[1] : undefined
  if (!path) return 'xl/worksheets/sheet1.xml'
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`
}

function cellValue(attributes: string, inner: string, shared: readonly string[]): ReadCell {
  const type = /\bt="([^"]+)"/.exec(attributes)?.[1] ?? 'n'
  if (type === 'inlineStr') return textOf(inner)
  const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
  if (value === undefined) return null
  if (type === 's') return shared[Number(value)] ?? null
  if (type === 'str' || type === 'e') return xmlDecoded(value)
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE'
  const number = Number(value)
  return Number.isFinite(number) ? number : xmlDecoded(value)
}

/**
 * The rows of an .xlsx's first sheet (ECMA-376 SpreadsheetML), as Excel, LibreOffice and this product's own
 * writer save them: shared, inline and formula strings, numbers. Formats and formulas are not evaluated.
 */
export function readXlsxRows(bytes: Uint8Array): ReadRow[] {
  const parts = unpacked(bytes)
  const sheet = parts[firstSheetPath(parts)]
  if (!sheet) throw new UnreadableXlsx('no sheet')
  const sharedXml = parts['xl/sharedStrings.xml'] ? strFromU8(parts['xl/sharedStrings.xml']) : ''
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1]!))
  const rows: ReadRow[] = []
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(/\br="(\d+)"/.exec(rowMatch[1]!)?.[1] ?? rows.length + 1)
    const cells: ReadCell[] = []
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const reference = /\br="([A-Z]+\d+)"/.exec(cell[1]!)?.[1]
      const index = reference ? columnIndex(reference) : cells.length
      while (cells.length < index) cells.push(null)
      cells[index] = cellValue(cell[1]!, cell[2] ?? '', shared)
    }
    rows.push({ row: number, cells })
  }
  return rows
}

/** Excel's day number (the 1900 system, counting its phantom 29 February 1900) as `YYYY-MM-DD`. */
export function excelDayToIsoDate(day: number): string | null {
  if (!Number.isInteger(day) || day < 61 || day > 73_050) return null
  return new Date(Date.UTC(1899, 11, 30) + day * 86_400_000).toISOString().slice(0, 10)
}
