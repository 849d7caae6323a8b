import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { apiKeyEndpoints } from '../../src/contract/api-keys/endpoints.ts'
import { bulkMessages, importColumns } from '../../src/contract/orders/bulk.ts'
import { bulkOrderEndpoints as calls } from '../../src/contract/orders/bulk-endpoints.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { readTableFile } from '../../src/server/kernel/table-file.ts'
import { callApi } from '../support/api.ts'
import { csvOf, csvUpload, orderCount, sheetDate } from '../support/bulk-orders.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

let t: OrdersTestApp
let shop: string
let service: string

beforeAll(async () => {
  t = await createOrdersTestApp()
  shop = t.ref.lukhovitsyShop.name
  service = t.ref.lukhovitsyShop.services.find((offered) => offered.id === t.ref.perShift.id)!.fullName
})
afterAll(() => t.test.close())

const importFile = (bytes: Buffer, dryRun: boolean, name?: string) =>
  callApi(t.test.app, calls.import, {
    token: t.staff,
    query: { dryRun: dryRun ? 'true' : 'false' },
    upload: csvUpload(bytes, name),
  })

describe('POST /api/order/import', () => {
  it('previews a table without creating anything, then creates all of its rows', async () => {
    const rows = [
      [shop, service, sheetDate(t.test, 3), '09:00', '18:00', 2, '2 500,50', 'Выкладка; фрукты'],
      [shop.toUpperCase(), service, sheetDate(t.test, 3), '22:00', '06:00', '', '', ''],
    ]
    const before = await orderCount(t.test)
    const preview = await importFile(csvOf(rows), true)
    expect(preview.status).toBe(200)
    expect(preview.body).toEqual({ rows: 2, errors: [], created: 0 })
    expect(await orderCount(t.test)).toBe(before)
    const done = await importFile(csvOf(rows), false)
    expect(done.body).toEqual({ rows: 2, errors: [], created: 2 })
    expect(await orderCount(t.test)).toBe(before + 2)

    const again = await importFile(csvOf(rows), false)
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual([
      { row: 2, message: bulkMessages.duplicateExisting },
      { row: 3, message: bulkMessages.duplicateExisting },
    ])
    expect(await orderCount(t.test)).toBe(before + 2)
  })

  it('lists every bad row by its line, in Russian, and creates none of the rows', async () => {
    const rows = [
      [shop, service, sheetDate(t.test, 4), '09:00', '18:00', '', '', ''],
      ['Нет такого', service, sheetDate(t.test, 4), '09:00', '18:00', '', '', ''],
      [shop, 'Нет такой', sheetDate(t.test, 4), '09:00', '18:00', '', '', ''],
      [shop, service, sheetDate(t.test, -2), '09:00', '18:00', '', '', ''],
      [shop, service, sheetDate(t.test, 4), '09:00', `${sheetDate(t.test, 5)} 18:00`, '', '', ''],
      [shop, service, '2026-12-01', '9', '18:00', 'два', 'много', ''],
    ]
    const before = await orderCount(t.test)
    for (const dryRun of [true, false]) {
      const answer = await importFile(csvOf(rows), dryRun)
      expect(answer.status).toBe(dryRun ? 200 : 400)
      expect(answer.body.errors).toEqual([
        { row: 3, message: bulkMessages.unknownShop('Нет такого') },
        { row: 4, message: bulkMessages.unknownService('Нет такой') },
        { row: 5, message: scheduleMessages.startsInPast },
        { row: 6, message: scheduleMessages.tooLong },
        { row: 7, message: bulkMessages.date },
        { row: 7, message: bulkMessages.time('Начало') },
        { row: 7, message: bulkMessages.count },
        { row: 7, message: bulkMessages.tariff },
      ])
    }
    expect(await orderCount(t.test)).toBe(before)
  })

  it('refuses a file that is not a table, has another header, no rows or is over the limit', async () => {
    const before = await orderCount(t.test)
    const refused = async (bytes: Buffer, status: number, message: string, name?: string) => {
      const answer = await importFile(bytes, false, name)
      expect(answer.status).toBe(status)
      expect(answer.body.message).toBe(message)
    }
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    await refused(png, 400, bulkMessages.notSpreadsheet, 'orders.png')
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, bulkMessages.notSpreadsheet, 'x.xlsx')
    await refused(Buffer.from('Магазин,Услуга,Дата\r\n'), 400, bulkMessages.badHeader)
    await refused(csvOf([]), 400, bulkMessages.noRows)
    await refused(Buffer.alloc(6 * 1024 * 1024, 0x41), 413, bulkMessages.importTooLarge)
    const noFile = await callApi(t.test.app, calls.import, {
      token: t.staff,
      upload: { fields: {}, file: { field: 'other', name: 'a.csv', type: 'text/csv', bytes: csvOf([]) } },
    })
    expect(noFile.body.message).toBe(bulkMessages.importNoFile)
    expect(await orderCount(t.test)).toBe(before)
  })

  it('reads an .xlsx with date and time cells, and a .csv saved in Windows-1251', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Заказы')
    sheet.addRow([...importColumns])
    const day = new Date(t.test.clock().getTime() + 9 * 86_400_000)
    const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
    sheet.addRow([shop, service, date, '08:00', 0.75, 3, 1800, 'из Excel'])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    const answer = await importFile(xlsx, false, 'orders.xlsx')
    expect(answer.body).toEqual({ rows: 1, errors: [], created: 1 })

    const text = `${importColumns.join(';')}\r\n${shop};${service};${sheetDate(t.test, 10)};10:00;12:00;;;\r\n`
    const cp1251 = Buffer.from(
      [...text].map((character) => {
        const code = character.charCodeAt(0)
        if (code < 0x80) return code
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0
        return { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb }[character] ?? 0x3f
      }),
    )
    const windows = await importFile(cp1251, true)
    expect(windows.body).toEqual({ rows: 1, errors: [], created: 0 })
  })

  it('offers a template that the import itself reads', async () => {
    const template = await callApi(t.test.app, calls.importTemplate, { token: t.staff })
    expect(template.status).toBe(200)
    expect(template.headers['content-type']).toContain('spreadsheetml')
    const [header] = readTableFile(template.body)
    expect(header!.cells).toEqual([...importColumns])
    const empty = await importFile(template.body, true, 'template.xlsx')
    expect(empty.body.message).toBe(bulkMessages.noRows)
  })

  it('is staff’s and an API key’s with orders:write only', async () => {
    const rows = csvOf([[shop, service, sheetDate(t.test, 12), '09:00', '18:00', '', '', '']])
    const worker = await callApi(t.test.app, calls.import, { token: t.worker, upload: csvUpload(rows) })
    expect(worker.status).toBe(403)
    const admin = (await signIn(t.test, 'admin')).accessToken
    const key = async (scopes: ('orders:read' | 'orders:write')[]) =>
      (await callApi(t.test.app, apiKeyEndpoints.create, { token: admin, body: { name: 'ERP', scopes } }))
        .body.key
    const reader = await callApi(t.test.app, calls.import, {
      token: await key(['orders:read']),
      upload: csvUpload(rows),
    })
    expect(reader.status).toBe(403)
    const writer = await callApi(t.test.app, calls.import, {
      token: await key(['orders:write']),
      upload: csvUpload(rows),
    })
    expect(writer.body).toEqual({ rows: 1, errors: [], created: 1 })
  })
})
