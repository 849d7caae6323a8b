import { idBodySchema } from '../common/ids.ts'
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
  confirmPayoutMethod: {
    summary: 'Подтвердить изменённый способ выплаты исполнителя',
    body: idBodySchema,
    response: payoutMethodSchema,
  },
}
