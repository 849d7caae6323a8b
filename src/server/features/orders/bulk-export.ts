import { documentDate } from '#contract/common/display-dates.ts'
import { orderResolutionLabels, orderStatusLabels, tariffPeriodLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { renderRegistrySheet, type RegistryColumn } from '../../kernel/registry-sheet.ts'

const columns: RegistryColumn[] = [
  { header: 'Номер заказа', key: 'orderNumber', width: 13 },
  { header: 'Дата смены', key: 'date', width: 12 },
  { header: 'Начало', key: 'start', width: 8 },
  { header: 'Окончание', key: 'end', width: 10 },
  { header: 'Город', key: 'city', width: 16 },
  { header: 'Магазин', key: 'shop', width: 28 },
  { header: 'Адрес', key: 'address', width: 36 },
  { header: 'Услуга', key: 'service', width: 28 },
  { header: 'Описание', key: 'description', width: 36 },
  { header: 'Исполнителей', key: 'count', width: 13 },
  { header: 'Тариф, ₽', key: 'tariff', width: 12, money: true },
  { header: 'Период тарифа', key: 'period', width: 15 },
  { header: 'Сумма, ₽', key: 'sum', width: 12, money: true },
  { header: 'Исполнитель', key: 'executor', width: 32 },
  { header: 'Откликов', key: 'responses', width: 10 },
  { header: 'Статус', key: 'status', width: 22 },
  { header: 'Итог', key: 'resolution', width: 24 },
]

/** `HH:mm` of an offset date-time as written: the shop's local time the answer carries. */
const wallTime = (value: string) => value.slice(11, 16)

/**
 * The orders as the staff's table shows them, one a row in the shift's order, in the shop's local time: the rate the
 * worker is paid by (staff's fact rate when set) and the sum the server computes.
 */
export function renderOrdersExport(orders: readonly Order[]): Uint8Array {
  const sorted = [...orders].sort(
    (a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime) || a.orderNumber - b.orderNumber,
  )
  return renderRegistrySheet('Заказы', columns, sorted, (order) => ({
    orderNumber: order.orderNumber,
    date: documentDate(order.dateTime),
    start: wallTime(order.dateTime),
    end: wallTime(order.dateTo),
    city: order.shop.city.name,
    shop: order.shop.name,
    address: order.shop.address,
    service: order.service.fullName,
    description: order.description,
    count: order.planAssignmentsCount,
    tariff: Number(order.factTariffValue ?? order.planTariffValue),
    period: tariffPeriodLabels[order.factTariffPeriod ?? order.planTariffPeriod],
    sum: Number(order.sum),
    executor: order.executor?.fullName,
    responses: order.responsesCount,
    status: orderStatusLabels[order.status],
    resolution: order.resolution ? orderResolutionLabels[order.resolution] : null,
  }))
}
