import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { myReceiptSchema } from './requests.ts'

export default {
  upload: { summary: 'Загрузить чек (multipart: orderId, taxReceiptFile)', response: myReceiptSchema },
  mine: { summary: 'Мои чеки', response: z.array(myReceiptSchema) },
  linkForDownloading: {
    summary: 'Ссылка на чек (5 минут)',
    body: idBodySchema,
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
}
