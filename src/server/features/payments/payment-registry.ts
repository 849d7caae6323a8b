import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { documentDate } from '#contract/common/display-dates.ts'
import { certificateStatusLabels } from '#contract/acts/enums.ts'
import { tariffPeriodLabels } from '#contract/orders/labels.ts'
import { sendToBankStatusLabels } from '#contract/payments/enums.ts'
import { toOffsetIso } from '#contract/common/instants.ts'
import { createRegistrySheet, numberColumn, type RegistryColumn } from '../../kernel/registry-sheet.ts'
import type { RegistryPayment } from './payment-registry.repository.ts'
import { quantityOf, tariffOf } from './payment-view.ts'

const columns: RegistryColumn[] = [
  numberColumn,
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
  { header: 'Сумма, ₽', key: 'sum', width: 14, money: true },
  { header: 'Акт', key: 'act', width: 24 },
  { header: 'Чек', key: 'receipt', width: 10 },
  { header: 'Статус в банке', key: 'bank', width: 26 },
]

/** A payment's row: the whole card number, which the bank pays to. */
function registryRow(payment: RegistryPayment, index: number) {
  const { tariffValue, tariffPeriod } = tariffOf(payment)
  return {
    index,
    orderNumber: payment.orderNumber,
    date: documentDate(toOffsetIso(payment.dateTime, payment.utcOffset)),
    city: payment.cityName,
    shop: payment.shopName,
    service: payment.serviceName,
    executor: payment.executorName,
    inn: payment.inn,
    card: payment.cardNumber,
    tariff: `${tariffValue} (${tariffPeriodLabels[tariffPeriod]})`,
    quantity: quantityOf(payment),
    sum: Number(payment.sumKopecks) / 100,
    act: payment.certificateStatus ? certificateStatusLabels[payment.certificateStatus] : '—',
    receipt: payment.receiptId === null ? 'нет' : 'есть',
    bank: sendToBankStatusLabels[payment.sendToBankStatus ?? 'NOT_SENT'],
  }
}

/**
 * The payment registry (.xlsx): one payment a row and a totals row with the count and the sum, written into
 * `output` as the batches come. Each batch is compressed into `output` at once, and the next one is read only once
 * `output` has taken what came before, so a registry of any length holds about one batch in memory.
 * Answers the number of payments written; `output` is left open for the caller to end.
 */
export async function writePaymentRegistry(
  batches: AsyncIterable<RegistryPayment[]>,
  madeAt: string,
  output: Writable,
): Promise<number> {
  const sheet = createRegistrySheet('Платежи', columns, (bytes) => output.write(bytes))
  let totalKopecks = 0
  let written = 0
  for await (const payments of batches) {
    sheet.addRows(
      payments.map((payment) => {
        totalKopecks += Number(payment.sumKopecks)
        return registryRow(payment, ++written)
      }),
    )
    if (output.writableNeedDrain) await once(output, 'drain')
  }
  sheet.finish({
    index: 'Итого',
    orderNumber: written,
    executor: `Сформирован ${madeAt}`,
    sum: totalKopecks / 100,
  })
  return written
}
