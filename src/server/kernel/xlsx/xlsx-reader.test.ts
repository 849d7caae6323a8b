import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createXlsxWriter } from './xlsx-writer.ts'
import { excelDayToIsoDate, readXlsxRows, UnreadableXlsx } from './xlsx-reader.ts'

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'

describe('reading an .xlsx', () => {
  it("reads back what the product's own writer wrote: inline strings and numbers, empty cells kept in place", () => {
    const chunks: Uint8Array[] = []
    const writer = createXlsxWriter('Лист', [{ width: 10 }, { width: 10 }, { width: 10 }], (bytes) =>
      chunks.push(bytes),
    )
    writer.addRows([
      ['ИНН', 'ФИО', 'Дата'],
      ['500100732259', null, 45292],
      ['a & <b>', ' пробел ', 1.5],
    ])
    writer.finish()
    const bytes = new Uint8Array(Buffer.concat(chunks))
    expect(readXlsxRows(bytes)).toEqual([
      { row: 1, cells: ['ИНН', 'ФИО', 'Дата'] },
      { row: 2, cells: ['500100732259', null, 45292] },
      { row: 3, cells: ['a & <b>', ' пробел ', 1.5] },
    ])
  })

  it("reads Excel's shared strings, rich text runs and the first sheet its workbook names", () => {
    const bytes = zipSync({
      'xl/workbook.xml': strToU8(
        `<workbook xmlns="${main}" xmlns:r="r"><sheets><sheet name="Список" sheetId="3" r:id="rId7"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/data.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(
        `<sst xmlns="${main}"><si><t>ИНН</t></si><si><r><t>Иванов </t></r><r><t>И&amp;И</t></r></si></sst>`,
      ),
      'xl/worksheets/data.xml': strToU8(
        `<worksheet xmlns="${main}"><sheetData><row r="2"><c r="A2" t="s"><v>0</v></c>` +
          '<c r="C2" t="s"><v>1</v></c><c r="D2" t="str"><v>&#1046;</v></c></row></sheetData></worksheet>',
      ),
    })
    expect(readXlsxRows(bytes)).toEqual([{ row: 2, cells: ['ИНН', null, 'Иванов И&И', 'Ж'] }])
  })

  it('refuses what is not a zip, and turns Excel day numbers into dates', () => {
    expect(() => readXlsxRows(strToU8('PK not really'))).toThrow(UnreadableXlsx)
    expect(excelDayToIsoDate(45292)).toBe('2024-01-01')
    expect(excelDayToIsoDate(61)).toBe('1900-03-01')
    expect(excelDayToIsoDate(45292.5)).toBeNull()
  })
})
