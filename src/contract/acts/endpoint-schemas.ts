import { z } from 'zod'
import { idBodySchema } from '../common/ids.ts'
import { idListSchema } from '../orders/requests.ts'

const byOrderId = { body: idBodySchema }

export default {
  generate: { ...byOrderId, summary: 'Сформировать акт и отправить исполнителю' },
  confirm: { ...byOrderId, summary: 'Исполнитель подтверждает акт' },
  reject: { ...byOrderId, summary: 'Исполнитель отклоняет акт' },
  linkForDownloading: {
    summary: 'Ссылка на акт (5 минут)',
    body: idBodySchema,
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  pdf: { ...byOrderId, summary: 'Акт в PDF' },
  registry: { summary: 'Реестр актов одним PDF', body: idListSchema },
  upload: { summary: 'Загрузить акт в PDF (multipart: id, file)' },
}
