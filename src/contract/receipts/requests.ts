import { z } from 'zod'

export const taxReceiptLimitBytes = 10 * 1024 * 1024

export const receiptMessages = {
  noOrder: 'Укажите заказ (поле orderId)',
  noFile: 'Прикрепите чек: фото или PDF из приложения «Мой налог»',
  wrongKind: 'Чек должен быть изображением (JPEG, PNG) или PDF',
  tooLarge: 'Файл чека слишком большой: не более 10 МБ',
  notPaid: 'Чек прикрепляется к завершённому и оплаченному заказу',
  alreadyUploaded: 'Чек по этому заказу уже загружен',
} as const

export const myReceiptSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  fileName: z.string(),
  uploadedAt: z.string(),
})
export type MyReceipt = z.infer<typeof myReceiptSchema>
