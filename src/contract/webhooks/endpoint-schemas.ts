import { idBodySchema } from '../common/ids.ts'
import { pageQuerySchema } from '../common/page.ts'
import {
  createdWebhookSchema,
  createWebhookBody,
  deliveriesBody,
  deliveryPageSchema,
  deliverySchema,
  webhookListSchema,
} from './webhooks.ts'

export default {
  create: {
    summary: 'Создать вебхук: адрес и события; секрет для подписи показывается один раз',
    body: createWebhookBody,
    response: createdWebhookSchema,
  },
  all: { summary: 'Вебхуки компании', response: webhookListSchema },
  remove: { summary: 'Удалить вебхук: недоставленное больше не отправляется', body: idBodySchema },
  deliveries: {
    summary: 'Журнал доставок вебхука, новые сверху',
    body: deliveriesBody,
    query: pageQuerySchema,
    response: deliveryPageSchema,
  },
  resend: { summary: 'Отправить доставку ещё раз', body: idBodySchema, response: deliverySchema },
}
