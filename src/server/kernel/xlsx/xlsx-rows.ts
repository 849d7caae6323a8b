import { cellStyle, columnName, xmlText } from './xlsx-parts.ts'

/** A cell's value: text, a number, or nothing (the cell is left out). */
export type CellValue = string | number | null | undefined

/** How a row's cells look: `money` columns (by index) show kopecks and thousands apart; `bold` the whole row. */
export type RowLook = { money: ReadonlySet<number>; bold?: boolean }

function cellXml(reference: string, value: CellValue, style: number): string {
  const styleAttribute = style ? ` s="${style}"` : ''
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${reference}"${styleAttribute}><v>${value}</v></c>` : ''
  if (value === null || value === undefined || value === '') return ''
  const space = value.trim() === value ? '' : ' xml:space="preserve"'
  return `<c r="${reference}"${styleAttribute} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`
}

/** One `<row>` of the sheet; `rowNumber` counts from 1, as Excel's do. */
export function rowXml(rowNumber: number, values: readonly CellValue[], look: RowLook): string {
  let cells = ''
  values.forEach((value, index) => {
    const money = look.money.has(index)
    const style = look.bold
      ? money
        ? cellStyle.boldMoney
        : cellStyle.bold
      : money
        ? cellStyle.money
        : cellStyle.plain
    cells += cellXml(`${columnName(index)}${rowNumber}`, value, style)
  })
  return `<row r="${rowNumber}">${cells}</row>`
}
