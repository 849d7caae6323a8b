import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { receiptHistoryEntrySchema, receiptLinkCheckSchema } from './receipt-care-schemas.ts'
import { byLinkBodySchema, myReceiptSchema, receiptNeededSchema } from './requests.ts'

export default {
  upload: { summary: 'Загрузить чек (multipart: orderId, taxReceiptFile)', response: myReceiptSchema },
  byLink: {
    summary: 'Добавить чек по ссылке из «Мой налог» (проверяется в налоговой)',
    body: byLinkBodySchema,
    response: myReceiptSchema,
  },
  checkLink: {
    summary:
      'Проверить чек по ссылке для заказа, ничего не сохраняя; чек другого заказа предлагается для него',
    body: byLinkBodySchema,
    response: receiptLinkCheckSchema,
  },
  remove: {
    summary: 'Удалить свой чек, пока он не проверен (VERIFIED удалить нельзя)',
    body: idBodySchema,
    response: z.object({ orderId: z.number().int() }),
  },
  history: {
    summary: 'История чеков заказа: загрузки, проверки, отказы, удаления (для сотрудников)',
    body: idBodySchema,
    response: z.array(receiptHistoryEntrySchema),
  },
  mine: { summary: 'Мои чеки', response: z.array(myReceiptSchema) },
  needed: {
    summary: 'Оплаченные заказы, которым нужен чек, со сроками',
    response: z.array(receiptNeededSchema),
  },
  linkForDownloading: {
    summary: 'Ссылка на чек (5 минут)',
    body: idBodySchema,
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
}
