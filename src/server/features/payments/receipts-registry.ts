import { zipSync } from 'fflate'
import { documentDate } from '#contract/common/display-dates.ts'
import { renderRegistrySheet, type RegistryColumn } from '../../kernel/registry-sheet.ts'
import type { PaymentView } from './payment-view.ts'

export type ReceiptEntry = { payment: PaymentView; bytes: Uint8Array; extension: string }

/** The receipt's name inside the archive: the order number tells the accountant which payment it backs. */
export const receiptEntryName = (entry: ReceiptEntry) =>
  `Чеки/Заказ ${entry.payment.orderNumber}.${entry.extension}`

/** The tax receipts registry: a ZIP of the receipts and an index sheet naming each file with its payment. */
export async function renderReceiptsRegistry(entries: ReceiptEntry[]): Promise<Uint8Array> {
  const columns: RegistryColumn[] = [
    { header: '№', key: 'index', width: 6 },
    { header: 'Номер заказа', key: 'orderNumber', width: 13 },
    { header: 'Дата смены', key: 'date', width: 12 },
    { header: 'Исполнитель', key: 'executor', width: 32 },
    { header: 'ИНН', key: 'inn', width: 14 },
    { header: 'Сумма, руб.', key: 'sum', width: 14, money: true },
    { header: 'Чек загружен', key: 'uploaded', width: 14 },
    { header: 'Файл в архиве', key: 'file', width: 30 },
  ]
  const index = await renderRegistrySheet('Чеки', columns, entries, (entry) => ({
    orderNumber: entry.payment.orderNumber,
    date: documentDate(entry.payment.dateTime),
    executor: entry.payment.executor.fullName,
    inn: entry.payment.executor.inn,
    sum: Number(entry.payment.sum),
    uploaded: entry.payment.receipt ? documentDate(entry.payment.receipt.uploadedAt) : '',
    file: receiptEntryName(entry),
  }))
  const archive: Record<string, Uint8Array> = { 'Реестр чеков.xlsx': index }
  for (const entry of entries) archive[receiptEntryName(entry)] = entry.bytes
  // Everything inside is compressed already (images, PDFs, the .xlsx is itself a ZIP): stored as it is.
  return zipSync(archive, { level: 0 })
}
