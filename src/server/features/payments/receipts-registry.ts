import { zipSync } from 'fflate'
import { documentDate } from '#contract/common/display-dates.ts'
import type { PaymentView } from './payment-view.ts'

export type ReceiptEntry = { payment: PaymentView; bytes: Uint8Array; extension: string }

/** The receipt's name inside the archive: the order number tells the accountant which payment it backs. */
export const receiptEntryName = (entry: ReceiptEntry) =>
  `Чеки/Заказ ${entry.payment.orderNumber}.${entry.extension}`

/** The tax receipts registry: a ZIP of the receipts and an index sheet naming each file with its payment. */
export async function renderReceiptsRegistry(entries: ReceiptEntry[]): Promise<Uint8Array> {
  // Loaded on the first registry: exceljs takes a second to load, which no start should pay.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Чеки')
  sheet.columns = [
    { header: '№', key: 'index', width: 6 },
    { header: 'Номер заказа', key: 'orderNumber', width: 13 },
    { header: 'Дата смены', key: 'date', width: 12 },
    { header: 'Исполнитель', key: 'executor', width: 32 },
    { header: 'ИНН', key: 'inn', width: 14 },
    { header: 'Сумма, руб.', key: 'sum', width: 14, style: { numFmt: '#,##0.00' } },
    { header: 'Чек загружен', key: 'uploaded', width: 14 },
    { header: 'Файл в архиве', key: 'file', width: 30 },
  ]
  sheet.getRow(1).font = { bold: true }
  entries.forEach((entry, index) => {
    const { payment } = entry
    sheet.addRow({
      index: index + 1,
      orderNumber: payment.orderNumber,
      date: documentDate(payment.dateTime),
      executor: payment.executor.fullName,
      inn: payment.executor.inn,
      sum: Number(payment.sum),
      uploaded: payment.receipt ? documentDate(payment.receipt.uploadedAt) : '',
      file: receiptEntryName(entry),
    })
  })
  const index = new Uint8Array(await workbook.xlsx.writeBuffer())
  const archive: Record<string, Uint8Array> = { 'Реестр чеков.xlsx': index }
  for (const entry of entries) archive[receiptEntryName(entry)] = entry.bytes
  // Everything inside is compressed already (images, PDFs, the .xlsx is itself a ZIP): stored as it is.
  return zipSync(archive, { level: 0 })
}
