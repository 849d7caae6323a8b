import { strFromU8, unzipSync } from 'fflate'

/** A cell as read: text, a number (dates and times are Excel's serial numbers), or null when empty. */
export type ReadCell = string | number | null

/** A row of the sheet: its number as the spreadsheet shows it, and its cells from column A. */
export type ReadRow = { line: number; cells: ReadCell[] }

/** Columns past this are not read: tables people fill have a few, and a far cell must not cost memory. */
const columnsRead = 100

/** Parts past this size are refused before they are inflated: a small upload cannot expand into gigabytes. */
const partLimitBytes = 64 * 1024 * 1024

export class NotXlsx extends Error {}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
function xmlDecoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** The text of a string item (`<si>` or `<is>`): its runs' `<t>`, without phonetic hints. */
function itemText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').match(/<t\b[^>]*>[\s\S]*?<\/t>/g) ?? []
  return runs.map((run) => xmlDecoded(run.replace(/^<t\b[^>]*>|<\/t>$/g, ''))).join('')
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1]

/** A1 → 0, AB7 → 27. */
function columnIndex(reference: string): number | null {
  const letters = /^([A-Z]+)\d*$/.exec(reference)?.[1]
  if (!letters) return null
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1
}

function cellValue(type: string | undefined, inner: string, shared: readonly string[]): ReadCell {
  if (type === 'inlineStr') return itemText(inner)
  const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
  if (value === undefined) return null
  if (type === 's') return shared[Number(value)] ?? null
  if (type === 'str' || type === 'd' || type === 'e') return xmlDecoded(value)
  if (type === 'b') return value
  const number = Number(value)
  return Number.isFinite(number) ? number : xmlDecoded(value)
}

/** The path of the workbook's first sheet, from the workbook and its relationships. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml'
  const workbook = files['xl/workbook.xml']
  const relationships = files['xl/_rels/workbook.xml.rels']
  if (!workbook || !relationships) return fallback
  const id = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1]
  const relation = strFromU8(relationships)
    .match(/<Relationship\b[^>]*>/g)
    ?.find((tag) => attribute(tag, 'Id') === id)
  const target = relation && attribute(relation, 'Target')
  if (!target) return fallback
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`
}

/**
 * The first sheet of an .xlsx as rows of cells (issue 48's import): shared and inline strings, numbers and
 * booleans; styles are not read, so a date cell comes as its serial number. Throws NotXlsx for anything else.
 */
export function readXlsxRows(bytes: Uint8Array): ReadRow[] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name.startsWith('xl/') && file.originalSize <= partLimitBytes,
    })
  } catch {
    throw new NotXlsx('not a zip')
  }
  const sheet = files[firstSheetPath(files)]
  if (!sheet) throw new NotXlsx('no sheet')
  const sharedXml = files['xl/sharedStrings.xml']
  const shared = sharedXml ? (strFromU8(sharedXml).match(/<si\b[\s\S]*?<\/si>/g) ?? []).map(itemText) : []
  const rows: ReadRow[] = []
  const rowPattern = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g
  const cellPattern = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g
  for (const [, rowAttributes = '', rowXml = ''] of strFromU8(sheet).matchAll(rowPattern)) {
    const previous = rows.at(-1)?.line ?? 0
    const stated = Number(attribute(rowAttributes, 'r'))
    const line = Number.isInteger(stated) && stated > previous ? stated : previous + 1
    const cells: ReadCell[] = []
    for (const [, cellAttributes = '', inner = ''] of rowXml.matchAll(cellPattern)) {
      const index = columnIndex(attribute(cellAttributes, 'r') ?? '') ?? cells.length
      if (index >= columnsRead) continue
      while (cells.length < index) cells.push(null)
      cells[index] = cellValue(attribute(cellAttributes, 't'), inner, shared)
    }
    rows.push({ line, cells })
  }
  return rows
}
