import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { orderPayoutSchema, payoutModeSchema, providerNotificationSchema } from './payouts.ts'
import { payoutMethodInputSchema, payoutMethodSchema, sbpBankListSchema } from './payout-method.ts'

export default {
  sbpBanks: { summary: 'Банки — участники СБП, куда можно получать выплаты', response: sbpBankListSchema },
  payoutMethod: { summary: 'Способ выплаты исполнителя', response: payoutMethodSchema },
  changePayoutMethod: {
    summary: 'Исполнитель выбирает способ выплаты: на карту или по СБП',
    body: payoutMethodInputSchema,
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
  confirmPayoutMethod: {
    summary: 'Подтвердить изменённый способ выплаты исполнителя',
    body: idBodySchema,
    response: payoutMethodSchema,
  },
}
