import { adminOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Счета (ADMIN): the payments table, sending to the bank and the registries. */
export const paymentEndpoints = endpoints('Счета', () => import('./endpoint-schemas.ts'), {
  filter: {
    method: 'POST',
    path: '/api/order/payments',
    access: adminOnly,
    summary:
      'Платежи: завершённые оплаченные заказы с итогами по фильтрам (страница, размер, сортировка в query)',
  },
  sendToBank: {
    method: 'POST',
    path: '/api/order/send-to-bank',
    access: adminOnly,
    summary: 'Отправить в банк выбранные платежи (idList) или все неотправленные по фильтрам (filters)',
  },
  paymentRegistry: {
    method: 'POST',
    path: '/api/order/payment-registry',
    access: adminOnly,
    summary: 'Реестр платежей (.xlsx) выбранных или отобранных платежей с итогом',
    answer: 'file',
  },
  receiptsRegistryLink: {
    method: 'POST',
    path: '/api/tax-receipt/registry/link-for-downloading',
    access: adminOnly,
    summary: 'Реестр чеков (ZIP с описью .xlsx): ссылка на 5 минут только для запросившего',
  },
})
