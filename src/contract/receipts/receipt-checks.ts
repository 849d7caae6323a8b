// Plain data, no zod: the worker's Чеки page and the staff's Счета show these without loading schemas.
import { displayDate } from '../common/display-dates.ts'
import { formatRoubles, fromKopecks } from '../common/kopecks.ts'
import type { ReceiptCheckFilter, ReceiptCheckStatus } from './check-statuses.ts'

export const receiptCheckLabels: Record<ReceiptCheckStatus, string> = {
  VERIFIED: 'Проверен',
  MISMATCH: 'Не совпадает',
  ANNULLED: 'Аннулирован',
  UNVERIFIED: 'Не проверен',
}

export const receiptCheckFilterLabels: Record<ReceiptCheckFilter, string> = {
  OVERDUE: 'Срок чека прошёл',
  ...receiptCheckLabels,
}

/** A receipt uploaded as a photo or PDF: stored, not checked against the tax service. */
export const receiptFileLabel = 'Файл без проверки'

/** A receipt found MISMATCH or ANNULLED does not count: the worker adds a new one in its place. */
export const replaceableStatuses: readonly ReceiptCheckStatus[] = ['MISMATCH', 'ANNULLED']

export const receiptLinkMessages = {
  notReceiptLink:
    'Это не ссылка на чек «Мой налог»: нужна ссылка вида https://lknpd.nalog.ru/api/v1/receipt/ИНН/номер/print',
  notYourInn: 'Чек сформирован не на ваш ИНН: добавьте чек из своего «Мой налог»',
  notFound: 'Чек не найден в «Мой налог»: проверьте ссылку',
  usedElsewhere: 'Этот чек уже прикреплён к другому заказу',
  noQrCode: 'На изображении не найден QR-код чека: выберите снимок, где код виден целиком',
  notImage: 'Выберите изображение: снимок экрана или фото чека',
  noCamera: 'Камера недоступна: разрешите доступ к камере или выберите снимок чека из галереи',
} as const

/** Why a receipt is MISMATCH, ANNULLED or UNVERIFIED, in the worker's and the staff's words. */
export const receiptCheckReasons = {
  otherSeller: 'В чеке указан ИНН другого продавца',
  /** Sums in kopecks, written as every sum is. */
  amount: (receipt: number, payment: number) =>
    `Сумма чека ${formatRoubles(fromKopecks(receipt))}, а выплата по заказу — ${formatRoubles(fromKopecks(payment))}`,
  buyer: (receipt: string | null, company: string) =>
    receipt
      ? `В чеке ИНН покупателя ${receipt}, а нужен ИНН компании ${company}`
      : `В чеке не указан ИНН покупателя: нужен ИНН компании ${company}`,
  /** Dates `YYYY-MM-DD`, written in the spec's display format as on every screen. */
  beforePayment: (receipt: string, payment: string) =>
    `Дата чека ${displayDate(receipt)} раньше даты выплаты ${displayDate(payment)}`,
  annulled: (comment: string | null) =>
    comment ? `Чек аннулирован в «Мой налог»: ${comment}` : 'Чек аннулирован в «Мой налог»',
  gone: 'Чек больше не находится в «Мой налог»',
  unavailable: '«Мой налог» не ответил — проверим чек повторно автоматически',
  byProvider: 'Чек зарегистрировал провайдер выплат — проверяем его в «Мой налог»',
  noCompany: 'ИНН компании не указан в настройках — чек проверим, когда администратор его укажет',
} as const

const receiptHost = 'lknpd.nalog.ru'
const linkPattern = /^\/api\/v1\/receipt\/(\d{12})\/([0-9A-Za-z]{1,64})\/print\/?$/

/** The seller's INN and the receipt's number from a «Мой налог» receipt link (its QR code holds the same), or null. */
export function parseReceiptLink(text: string): { sellerInn: string; receiptId: string } | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname !== receiptHost) return null
  const match = linkPattern.exec(url.pathname)
  return match ? { sellerInn: match[1]!, receiptId: match[2]! } : null
}

/** The receipt's printable page at the tax service, which the QR code of the receipt points to. */
export const receiptPrintLink = (sellerInn: string, receiptId: string) =>
  `https://${receiptHost}/api/v1/receipt/${sellerInn}/${receiptId}/print`
