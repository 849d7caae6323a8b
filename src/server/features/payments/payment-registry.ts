import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { documentDate } from '#contract/common/display-dates.ts'
import { certificateStatusLabels } from '#contract/acts/enums.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import { sendToBankStatusLabels } from '#contract/payments/enums.ts'
import type { Payment } from '#contract/payments/payments.ts'

/** A payment for the bank's registry: the whole card number, which the bank pays to. */
export type RegistryPayment = Payment & { cardNumber: string; sumKopecks: number }

const moneyFormat = '#,##0.00'

/**
 * The payment registry (.xlsx): one payment a row and a totals row with the count and the sum, written into
 * `output` as the batches come. exceljs's streaming writer commits each row as it is added, and the next batch is
 * read only once `output` has taken what came before, so a registry of any length holds about one batch in memory.
 * Answers the number of payments written.
 */
export async function writePaymentRegistry(
  batches: AsyncIterable<RegistryPayment[]>,
  madeAt: string,
  output: Writable,
): Promise<number> {
  // Loaded on the first registry: exceljs takes a second to load, which no start should pay.
  const { default: ExcelJS } = await import('exceljs')
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve)
    output.on('error', reject)
  })
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
  const sheet = workbook.addWorksheet('Платежи')
  sheet.columns = [
    { header: '№', key: 'index', width: 6 },
    { header: 'Номер заказа', key: 'orderNumber', width: 13 },
    { header: 'Дата смены', key: 'date', width: 12 },
    { header: 'Город', key: 'city', width: 16 },
    { header: 'Магазин', key: 'shop', width: 28 },
    { header: 'Услуга', key: 'service', width: 28 },
    { header: 'Исполнитель', key: 'executor', width: 32 },
    { header: 'ИНН', key: 'inn', width: 14 },
    { header: 'Карта', key: 'card', width: 20 },
    { header: 'Тариф', key: 'tariff', width: 22 },
    { header: 'Количество', key: 'quantity', width: 11 },
    { header: 'Сумма, руб.', key: 'sum', width: 14, style: { numFmt: moneyFormat } },
    { header: 'Акт', key: 'act', width: 24 },
    { header: 'Чек', key: 'receipt', width: 10 },
    { header: 'Статус в банке', key: 'bank', width: 26 },
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  let totalKopecks = 0
  let written = 0
  for await (const payments of batches) {
    for (const payment of payments) {
      totalKopecks += payment.sumKopecks
      written += 1
      sheet
        .addRow({
          index: written,
          orderNumber: payment.orderNumber,
          date: documentDate(payment.dateTime),
          city: payment.shop.city.name,
          shop: payment.shop.name,
          service: payment.service.fullName,
          executor: payment.executor.fullName,
          inn: payment.executor.inn,
          card: payment.cardNumber,
          tariff: `${payment.tariffValue} (${tariffPeriodLabels[payment.tariffPeriod]})`,
          quantity: payment.quantity,
          sum: payment.sumKopecks / 100,
          act: payment.certificateStatus ? certificateStatusLabels[payment.certificateStatus] : '—',
          receipt: payment.receipt ? 'есть' : 'нет',
          bank: sendToBankStatusLabels[payment.sendToBankStatus],
        })
        .commit()
    }
    if (output.writableNeedDrain) await once(output, 'drain')
  }
  const totals = sheet.addRow({
    index: 'Итого',
    orderNumber: written,
    executor: `Сформирован ${madeAt}`,
    sum: totalKopecks / 100,
  })
  totals.font = { bold: true }
  totals.commit()
  sheet.commit()
  await workbook.commit()
  await finished
  return written
}
