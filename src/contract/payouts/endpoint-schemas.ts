import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { orderPayoutSchema, payoutModeSchema, providerNotificationSchema } from './payouts.ts'
import {
  payoutDifferencesSchema,
  payoutLimitsAnswerSchema,
  payoutLimitsSchema,
  payoutMoneySchema,
} from './payout-money.ts'
import {
  payoutMethodInputSchema,
  payoutMethodSchema,
  receiptsByProviderSchema,
  sbpBankListSchema,
} from './payout-method.ts'

export default {
  sbpBanks: { summary: 'Банки — участники СБП, куда можно получать выплаты', response: sbpBankListSchema },
  payoutMethod: { summary: 'Способ выплаты исполнителя', response: payoutMethodSchema },
  changePayoutMethod: {
    summary: 'Исполнитель выбирает способ выплаты: на карту или по СБП',
    body: payoutMethodInputSchema,
    response: payoutMethodSchema,
  },
  changeReceiptsByProvider: {
    summary: 'Исполнитель разрешает провайдеру выплат регистрировать за него чеки',
    body: receiptsByProviderSchema,
    response: payoutMethodSchema,
  },
  workerPayoutMethod: {
    summary: 'Способ выплаты исполнителя для сотрудника (телефон скрыт)',
    query: idBodySchema,
    response: payoutMethodSchema,
  },
  payoutMode: { summary: 'Режим выплат', response: payoutModeSchema },
  setPayoutMode: { summary: 'Изменить режим выплат', body: payoutModeSchema, response: payoutModeSchema },
  myOrderPayout: { summary: 'Выплата по своему заказу', query: idBodySchema, response: orderPayoutSchema },
  orderPayout: { summary: 'Выплата по заказу', query: idBodySchema, response: orderPayoutSchema },
  retryPayout: { summary: 'Повторить отменённую выплату', body: idBodySchema, response: orderPayoutSchema },
  providerNotification: {
    summary: 'Уведомление ЮKassa о выплате (payout.succeeded, payout.canceled)',
    body: providerNotificationSchema,
    response: z.object({}),
  },
  payoutLimits: {
    summary: 'Дневной лимит выплат и порог низкого баланса',
    response: payoutLimitsAnswerSchema,
  },
  setPayoutLimits: {
    summary: 'Изменить дневной лимит выплат и порог низкого баланса',
    body: payoutLimitsSchema,
    response: payoutLimitsAnswerSchema,
  },
  payoutMoney: {
    summary: 'Баланс выплат у провайдера, выплаты за сегодня и дневной лимит',
    response: payoutMoneySchema,
  },
  payoutDifferences: {
    summary: 'Сверка: расхождения выплат провайдера с учётом',
    response: payoutDifferencesSchema,
  },
  confirmPayoutMethod: {
    summary: 'Подтвердить изменённый способ выплаты исполнителя',
    body: idBodySchema,
    response: payoutMethodSchema,
  },
}
