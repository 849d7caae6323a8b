import { isIsoDate, isStorableText, isValidInn, textMaxLength } from '#contract/common/rules.ts'
import {
  formerEmployeeMessages as says,
  formerEmployeesHeader,
  formerEmployeesRowLimit,
} from '#contract/former-employees/former-employees.ts'
import { NotSpreadsheet, readTableFile, type ReadCell, type ReadRow } from '../../kernel/table-file.ts'
import { excelDayToIsoDate } from '../../kernel/xlsx/xlsx-reader.ts'

/** One former employee as the file lists them. */
export type ListedEmployee = { inn: string; fullName: string; dismissedOn: string }

/** The file read: the rows that passed, or a reason for each row that did not; `problem` when the file itself is wrong. */
export type ListFile = { problem: string } | { employees: ListedEmployee[]; rejected: string[] }

const asText = (cell: ReadCell | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim()

/** An INN Excel kept as a number has lost its leading zeros. */
function innOf(cell: ReadCell | undefined): string {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell > 0) return String(cell).padStart(12, '0')
  return asText(cell)
}

/** `DD.MM.YYYY` as written, or a day Excel keeps as its number; null when neither is a real date. */
function dateOf(cell: ReadCell | undefined): string | null {
  if (typeof cell === 'number') return excelDayToIsoDate(cell)
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(asText(cell))
  if (!match) return null
  const iso = `${match[3]}-${match[2]}-${match[1]}`
  return isIsoDate(iso) ? iso : null
}

function checkRow(cells: ReadCell[], today: string): ListedEmployee | string {
  if (cells.length > 3 && cells.slice(3).some((cell) => asText(cell) !== '')) return says.columns
  const inn = innOf(cells[0])
  const fullName = asText(cells[1]).replace(/\s+/g, ' ')
  const dismissedOn = dateOf(cells[2])
  if (!isValidInn(inn)) return says.badInn
  if (fullName === '') return says.noName
  if (!isStorableText(fullName)) return says.noName
  if ([...fullName].length > textMaxLength) return says.longName
  if (!dismissedOn) return says.badDate
  if (dismissedOn > today) return says.futureDate
  return { inn, fullName, dismissedOn }
}

function rowsOf(bytes: Uint8Array): ReadRow[] | string {
  try {
    return readTableFile(bytes)
  } catch (error) {
    if (error instanceof NotSpreadsheet) return error.kind === 'binary' ? says.notASheet : says.unreadable
    throw error
  }
}

/**
 * The company's list from an .xlsx (first sheet) or a .csv: the header `ИНН;ФИО;Дата увольнения` first, then
 * one person a row. Every row is checked, so the answer names each wrong row, not only the first; `today` is
 * the server's Moscow day (no dismissal after it).
 */
export function readListFile(bytes: Uint8Array, today: string): ListFile {
  const rows = rowsOf(bytes)
  if (typeof rows === 'string') return { problem: rows }
  const [header, ...body] = rows
  const headerCells = (header?.cells ?? []).map(asText).filter((cell, index) => index < 3 || cell !== '')
  if (headerCells.join(';').toLowerCase() !== formerEmployeesHeader.join(';').toLowerCase())
    return { problem: says.header }
  const filled = body.filter((row) => row.cells.some((cell) => asText(cell) !== ''))
  if (filled.length === 0) return { problem: says.empty }
  if (filled.length > formerEmployeesRowLimit) return { problem: says.tooManyRows }
  const employees: ListedEmployee[] = []
  const rejected: string[] = []
  for (const { row, cells } of filled) {
    const checked = checkRow(cells, today)
    if (typeof checked === 'string') rejected.push(says.row(row, checked))
    else employees.push(checked)
  }
  return { employees, rejected }
}
