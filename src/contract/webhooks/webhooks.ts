import { z } from 'zod'
import { text } from '../common/rules.ts'
import { idSchema } from '../common/ids.ts'
import { pageSchema } from '../common/page.ts'

/** The order events a chain's system can hear (issue 48), with their names on the administration's screen. */
export const webhookEventLabels = {
  'order.created': 'Заказ создан',
  'order.filled': 'Исполнитель подтвердил заказ',
  'order.started': 'Смена началась',
  'order.finished': 'Заказ выполнен',
  'order.paid': 'Исполнителю выплачено',
  'order.cancelled': 'Заказ отменён',
} as const
export type WebhookEvent = keyof typeof webhookEventLabels
export const webhookEvents = Object.keys(webhookEventLabels) as [WebhookEvent, ...WebhookEvent[]]

export const webhookMessages = {
  url: 'Адрес вебхука — https-адрес в интернете, без логина и пароля',
  events: 'Выберите хотя бы одно событие',
  notFound: 'Вебхук не найден',
  deliveryNotFound: 'Доставка не найдена',
  tooMany: 'Не больше 20 вебхуков: удалите ненужный',
} as const

const webhookUrlMaxLength = 2000
export const webhooksMax = 20

export const createWebhookBody = z.object({
  url: text()
    .trim()
    .min(1, { error: webhookMessages.url })
    .max(webhookUrlMaxLength, { error: webhookMessages.url }),
  events: z
    .array(z.enum(webhookEvents, { error: webhookMessages.events }))
    .min(1, { error: webhookMessages.events })
    .transform((events) => [...new Set(events)]),
})
export type CreateWebhookBody = z.input<typeof createWebhookBody>

/** The secret is shown once, in this answer; the server keeps it only to sign the deliveries. */
export const createdWebhookSchema = z.object({ id: z.number().int(), secret: z.string() })

export const deliveryStates = ['PENDING', 'DELIVERED', 'FAILED'] as const
export const deliveryStateLabels: Record<(typeof deliveryStates)[number], string> = {
  PENDING: 'Ожидает отправки',
  DELIVERED: 'Доставлено',
  FAILED: 'Не доставлено',
}

const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  createdAt: z.string(),
  failedDeliveries: z.number().int(),
})
export const webhookListSchema = z.array(webhookSchema)
export type Webhook = z.infer<typeof webhookSchema>

export const deliveriesBody = z.object({ webhookId: idSchema })
export const deliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(webhookEvents),
  orderId: z.number().int(),
  /** The number staff know the order by; null once the order is gone. */
  orderNumber: z.number().int().nullable(),
  state: z.enum(deliveryStates),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
})
export const deliveryPageSchema = pageSchema(deliverySchema)
export type WebhookDelivery = z.infer<typeof deliverySchema>
