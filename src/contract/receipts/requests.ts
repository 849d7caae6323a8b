import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { text } from '../common/rules.ts'
import { receiptCheckStatuses } from './check-statuses.ts'

export const taxReceiptLimitBytes = 10 * 1024 * 1024

export const receiptMessages = {
  noOrder: 'Укажите заказ (поле orderId)',
  noFile: 'Прикрепите чек: фото или PDF из приложения «Мой налог»',
  wrongKind: 'Чек должен быть изображением (JPEG, PNG) или PDF',
  tooLarge: 'Файл чека слишком большой: не более 10 МБ',
  notPaid: 'Чек прикрепляется к завершённому и оплаченному заказу',
  alreadyUploaded: 'Чек по этому заказу уже загружен',
  chooseOrder: 'Выберите заказ, к которому относится чек',
  noLink: 'Вставьте ссылку на чек из «Мой налог» или отсканируйте его QR-код',
  sellerErased: 'ИНН продавца в чеке стёрт: срок хранения данных исполнителя истёк',
} as const

const receiptCheckStatusSchema = z.enum(receiptCheckStatuses)

/** The tax service's verdict on a receipt added by its link; null for a receipt uploaded as a file. */
export const receiptCheckSchema = z.object({
  status: receiptCheckStatusSchema,
  /** Why it is not VERIFIED, in Russian; null when it is. */
  reason: z.string().nullable(),
  checkedAt: z.string(),
})
export type ReceiptCheck = z.infer<typeof receiptCheckSchema>

export const myReceiptSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  /** The uploaded file's name; null for a receipt added by its link. */
  fileName: z.string().nullable(),
  /** The receipt's page at «Мой налог»; null for an uploaded file. */
  link: z.string().nullable(),
  uploadedAt: z.string(),
  check: receiptCheckSchema.nullable(),
})
export type MyReceipt = z.infer<typeof myReceiptSchema>

export const byLinkBodySchema = z.object({
  orderId: idSchema,
  link: text().max(500, { error: 'Ссылка на чек слишком длинная' }).min(1, { error: receiptMessages.noLink }),
})

/** A paid order of mine that still needs its receipt, with the day it is due (the 9th of the next month). */
export const receiptNeededSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  dueDate: z.string(),
  overdue: z.boolean(),
  /** The refused receipt this one replaces (MISMATCH or ANNULLED), if any. */
  refusedReceiptId: z.number().int().nullable(),
})
export type ReceiptNeeded = z.infer<typeof receiptNeededSchema>
