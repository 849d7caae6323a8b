import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { byLinkBodySchema, myReceiptSchema, receiptNeededSchema } from './requests.ts'

export default {
  upload: { summary: 'Загрузить чек (multipart: orderId, taxReceiptFile)', response: myReceiptSchema },
  byLink: {
    summary: 'Добавить чек по ссылке из «Мой налог» (проверяется в налоговой)',
    body: byLinkBodySchema,
    response: myReceiptSchema,
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
