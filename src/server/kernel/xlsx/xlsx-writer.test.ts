import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { createXlsxWorkbookWriter, createXlsxWriter } from './xlsx-writer.ts'
import { columnName } from './xlsx-parts.ts'

/** The package read back by exceljs, an independent reader of the format. */
async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.slice().buffer)
  return workbook
}

function written(build: (writer: ReturnType<typeof createXlsxWriter>) => void, sheetName = 'Платежи') {
  const chunks: Uint8Array[] = []
  const writer = createXlsxWriter(
    sheetName,
    [{ width: 6 }, { width: 30 }, { width: 14, money: true }],
    (bytes) => chunks.push(bytes),
  )
  build(writer)
  return Buffer.concat(chunks)
}

describe('the .xlsx writer', () => {
  it('writes text, numbers, sums and bold rows that a spreadsheet reads back as written', async () => {
    const bytes = written((writer) => {
      writer.addRows([['№', 'Исполнитель', 'Сумма, руб.']], { bold: true })
      writer.addRows([
        [1, 'Иванов & Сыновья <ООО> "Ромашка"', 2800.5],
        [2, '  с пробелами  ', 0],
        [3, 'управляющий\u0007символ', null],
      ])
      writer.addRows([['Итого', undefined, 2800.5]], { bold: true })
      writer.finish()
    })
    const workbook = await readBack(bytes)
    const sheet = workbook.getWorksheet('Платежи')!
    expect(sheet.rowCount).toBe(5)
    expect(sheet.getRow(1).getCell(2).value).toBe('Исполнитель')
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true)
    expect(sheet.getRow(2).getCell(1).value).toBe(1)
    expect(sheet.getRow(2).getCell(2).value).toBe('Иванов & Сыновья <ООО> "Ромашка"')
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy()
    expect(sheet.getRow(2).getCell(3).value).toBe(2800.5)
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0.00')
    expect(sheet.getRow(3).getCell(2).value).toBe('  с пробелами  ')
    expect(sheet.getRow(4).getCell(2).value).toBe('управляющийсимвол')
    expect(sheet.getRow(4).getCell(3).value).toBeNull()
    expect(sheet.getRow(5).getCell(1).value).toBe('Итого')
    expect(sheet.getRow(5).getCell(3).font?.bold).toBe(true)
    expect(sheet.getRow(5).getCell(3).numFmt).toBe('#,##0.00')
    expect(sheet.getColumn(2).width).toBe(30)
  })

  it('hands the bytes on while rows are still coming, so a long registry is never held whole', () => {
    const chunks: Uint8Array[] = []
    const writer = createXlsxWriter('Платежи', [{ width: 10 }, { width: 40 }], (bytes) => chunks.push(bytes))
    const row = (index: number) => [index, `Исполнитель номер ${index} из длинного реестра`]
    for (let batch = 0; batch < 20; batch += 1)
      writer.addRows(Array.from({ length: 1000 }, (_, index) => row(batch * 1000 + index)))
    const beforeFinish = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    writer.finish()
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    expect(beforeFinish).toBeGreaterThan(total / 2)
  })

  it('makes a sheet name Excel accepts from any name', async () => {
    const bytes = written((writer) => writer.finish(), 'Реестр: 01/12 [итог] и ещё очень длинное имя листа')
    const workbook = await readBack(bytes)
    const name = workbook.worksheets[0]!.name
    expect(name.length).toBeLessThanOrEqual(31)
    expect(name).not.toMatch(/[:\\/?*[\]]/)
    expect(name.startsWith('Реестр  01 12  итог ')).toBe(true)
  })

  it('writes several sheets in their order, each with its own columns and sums', async () => {
    const chunks: Uint8Array[] = []
    const book = createXlsxWorkbookWriter(['Сводка', 'Магазины'], (bytes) => chunks.push(bytes))
    book.nextSheet([{ width: 30 }, { width: 12 }]).addRows([['Заказов', 9]])
    const shops = book.nextSheet([{ width: 20 }, { width: 14, money: true }])
    shops.addRows([['Магазин', 'Сумма']], { bold: true })
    shops.addRows([['Магазин А', 6200]])
    book.finish()
    const workbook = await readBack(Buffer.concat(chunks))
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Сводка', 'Магазины'])
    expect(workbook.getWorksheet('Сводка')!.getRow(1).getCell(2).value).toBe(9)
    const second = workbook.getWorksheet('Магазины')!
    expect(second.getRow(2).getCell(2).value).toBe(6200)
    expect(second.getRow(2).getCell(2).numFmt).toBe('#,##0.00')
    expect(second.getColumn(1).width).toBe(20)
  })

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA'])
  })
})
