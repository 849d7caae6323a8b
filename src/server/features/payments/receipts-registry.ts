import { zipSync } from 'fflate'
import { documentDate } from '#contract/common/display-dates.ts'
import { receiptCheckLabels, receiptFileLabel } from '#contract/receipts/receipt-checks.ts'
import { renderRegistrySheet, type RegistryColumn } from '../../kernel/registry-sheet.ts'
import type { PaymentView } from './payment-view.ts'

/** A payment's receipt: its uploaded file, or none for a receipt given by its link (listed, not archived). */
export type ReceiptEntry = { payment: PaymentView; file: { bytes: Uint8Array; extension: string } | null }

/** The receipt's name inside the archive: the order number tells the accountant which payment it backs. */
const receiptEntryName = (payment: PaymentView, extension: string) =>
  `Чеки/Заказ ${payment.orderNumber}.${extension}`

/** The tax receipts registry: a ZIP of the receipts and an index sheet naming each file with its payment. */
export function renderReceiptsRegistry(entries: ReceiptEntry[]): Uint8Array {
  const columns: RegistryColumn[] = [
    { header: 'Номер заказа', key: 'orderNumber', width: 13 },
    { header: 'Дата смены', key: 'date', width: 12 },
    { header: 'Исполнитель', key: 'executor', width: 32 },
    { header: 'ИНН', key: 'inn', width: 14 },
    { header: 'Сумма, ₽', key: 'sum', width: 14, money: true },
    { header: 'Чек загружен', key: 'uploaded', width: 14 },
    { header: 'Проверка в «Мой налог»', key: 'check', width: 22 },
    { header: 'Причина', key: 'reason', width: 40 },
    { header: 'Файл в архиве или ссылка на чек', key: 'file', width: 60 },
  ]
  const index = renderRegistrySheet('Чеки', columns, entries, ({ payment, file }) => {
    const check = payment.receipt?.check
    return {
      orderNumber: payment.orderNumber,
      date: documentDate(payment.dateTime),
      executor: payment.executor.fullName,
      inn: payment.executor.inn,
      sum: Number(payment.sum),
      uploaded: payment.receipt ? documentDate(payment.receipt.uploadedAt) : '',
      check: check ? receiptCheckLabels[check.status] : receiptFileLabel,
      reason: check?.reason ?? '',
      file: file ? receiptEntryName(payment, file.extension) : (payment.receipt?.link ?? ''),
    }
  })
  const archive: Record<string, Uint8Array> = { 'Реестр чеков.xlsx': index }
  for (const { payment, file } of entries)
    if (file) archive[receiptEntryName(payment, file.extension)] = file.bytes
  // Everything inside is compressed already (images, PDFs, the .xlsx is itself a ZIP): stored as it is.
  return zipSync(archive, { level: 0 })
}
