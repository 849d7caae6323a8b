/**
 * The fixed parts of an .xlsx of one sheet or several (SpreadsheetML, ECMA-376): what Excel, LibreOffice and the bank's import
 * need and nothing more. Strings are written inline in the sheet, so no shared-strings table grows with the rows.
 */

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships'
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** Cell styles, by their index in `cellXfs` below. */
export const cellStyle = { plain: 0, bold: 1, money: 2, boldMoney: 3 } as const

/** Sheet `n` (from 1) is `xl/worksheets/sheet<n>.xml`, related to the workbook as `rId<n>`. */
export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

const contentTypes = (count: number) =>
  `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  numbers(count)
    .map(
      (n) =>
        `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

const packageRels =
  `${declaration}<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

const workbookRels = (count: number) =>
  `${declaration}<Relationships xmlns="${packageRelationships}">` +
  numbers(count)
    .map(
      (n) =>
        `<Relationship Id="rId${n}" Type="${relationships}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
    )
    .join('') +
  `<Relationship Id="rId${count + 1}" Type="${relationships}/styles" Target="styles.xml"/>` +
  '</Relationships>'

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`
const xf = (numFmtId: number, fontId: number) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
  `${fontId ? ' applyFont="1"' : ''}${numFmtId ? ' applyNumberFormat="1"' : ''}/>`
const moneyFormat = 164

const styles =
  `${declaration}<styleSheet xmlns="${main}">` +
  `<numFmts count="1"><numFmt numFmtId="${moneyFormat}" formatCode="#,##0.00"/></numFmts>` +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="4">${xf(0, 0)}${xf(0, 1)}${xf(moneyFormat, 0)}${xf(moneyFormat, 1)}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

// XML 1.0 allows tab, line feed and carriage return among the control characters, and no others.
// eslint-disable-next-line no-control-regex
const notAllowedInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text made safe for an XML attribute or element. */
export function xmlText(text: string): string {
  return text.replace(notAllowedInXml, '').replace(/[&<>"]/g, (character) => escapes[character]!)
}

/** Excel's name of a column: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

/** Every part but the sheets themselves, by its path in the package; the sheets in the names' order. */
export function fixedParts(sheetNames: readonly string[]): Record<string, string> {
  // Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ].
  const sheets = sheetNames
    .map((sheetName, index) => {
      const name = xmlText(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31))
      return `<sheet name="${name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`
    })
    .join('')
  return {
    '[Content_Types].xml': contentTypes(sheetNames.length),
    '_rels/.rels': packageRels,
    'xl/workbook.xml': `${declaration}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>${sheets}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': workbookRels(sheetNames.length),
    'xl/styles.xml': styles,
  }
}

/** The sheet's opening, up to its first row: the columns' widths. */
export function sheetStart(widths: readonly number[]): string {
  const columns = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('')
  return `${declaration}<worksheet xmlns="${main}" xmlns:r="${relationships}"><cols>${columns}</cols><sheetData>`
}

export const sheetEnd = '</sheetData></worksheet>'
