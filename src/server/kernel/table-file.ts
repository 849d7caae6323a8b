import { readXlsxRows, UnreadableXlsx, type ReadRow } from './xlsx/xlsx-reader.ts'

export type { ReadCell, ReadRow } from './xlsx/xlsx-reader.ts'

/** The upload is neither an .xlsx nor a text table: a zip that is no workbook, or a binary file. */
export class NotSpreadsheet extends Error {
  readonly kind: 'unreadable-xlsx' | 'binary'
  constructor(kind: 'unreadable-xlsx' | 'binary') {
    super(kind === 'binary' ? 'a binary file, not a table' : 'a zip that is not a workbook')
    this.kind = kind
  }
}

const zipSignature = [0x50, 0x4b, 0x03, 0x04]
const utf8Bom = [0xef, 0xbb, 0xbf]
const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/**
 * Text in UTF-8, or in Windows-1251 as Russian Excel saves «CSV (разделители — точка с запятой)». Control
 * characters other than tab and line ends mean a binary file (a PDF, a picture), not a table.
 */
function decodedText(bytes: Uint8Array): string {
  const body = startsWith(bytes, utf8Bom) ? bytes.subarray(utf8Bom.length) : bytes
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    text = new TextDecoder('windows-1251').decode(body)
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw new NotSpreadsheet('binary')
  return text
}

/** RFC 4180 with `;` between cells: quoted cells may hold `;`, line ends and doubled quotes. */
function csvRows(text: string): ReadRow[] {
  const rows: ReadRow[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endCell = () => {
    cells.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push({ row: rowLine, cells: cells.map((value) => (value.trim() === '' ? null : value)) })
    cells = []
    rowLine = line
  }
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (character === '"') quoted = false
      else {
        if (character === '\n') line += 1
        cell += character
      }
    } else if (character === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (character === ';') endCell()
    else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1
      line += 1
      endRow()
    } else cell += character
  }
  if (cell !== '' || cells.length > 0) endRow()
  return rows
}

/** An uploaded table's rows: an .xlsx's first sheet, or a .csv; NotSpreadsheet for anything else. */
export function readTableFile(bytes: Uint8Array): ReadRow[] {
  if (startsWith(bytes, zipSignature)) {
    try {
      return readXlsxRows(bytes)
    } catch (error) {
      if (error instanceof UnreadableXlsx) throw new NotSpreadsheet('unreadable-xlsx')
      throw error
    }
  }
  return csvRows(decodedText(bytes))
}
