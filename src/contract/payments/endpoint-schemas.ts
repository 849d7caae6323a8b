import { pageQuerySchema } from '../common/page.ts'
import { myEarningsSchema } from './my-earnings.ts'
import {
  downloadLinkSchema,
  paymentFiltersSchema,
  paymentPageSchema,
  paymentSelectionSchema,
  sendToBankAnswerSchema,
} from './payments.ts'

export default {
  filter: {
    summary:
      'Платежи: завершённые оплаченные заказы с итогами по фильтрам (страница, размер, сортировка в query)',
    query: pageQuerySchema,
    body: paymentFiltersSchema,
    response: paymentPageSchema,
  },
  sendToBank: {
    summary: 'Отправить в банк выбранные платежи (idList) или все неотправленные по фильтрам (filters)',
    body: paymentSelectionSchema,
    response: sendToBankAnswerSchema,
  },
  paymentRegistry: {
    summary: 'Реестр платежей (.xlsx) выбранных или отобранных платежей с итогом',
    body: paymentSelectionSchema,
  },
  myEarnings: {
    summary: 'Мои выплаты: заработано за месяц, зачислено, ещё в пути и отклонённые банком',
    response: myEarningsSchema,
  },
  receiptsRegistryLink: {
    summary: 'Реестр чеков (ZIP с описью .xlsx): ссылка на 5 минут только для запросившего',
    body: paymentSelectionSchema,
    response: downloadLinkSchema,
  },
}
