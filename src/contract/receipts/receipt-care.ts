// Plain data: the worker's Чеки page and the staff's history show these without loading schemas.

/** Decision 085: a receipt is checked before it is stored, moved to the order it fits, and removable until VERIFIED. */
export const receiptCareMessages = {
  verifiedStays: 'Проверенный чек удалить нельзя: налоговая его уже подтвердила',
  notFound: 'Чек не найден',
  /** A receipt that does not fit the chosen order is not stored: the worker reads why. */
  doesNotFit: (reason: string) => `Чек не подходит к этому заказу: ${reason}`,
} as const

/** «Прикрепить к заказу № 1008?» — a receipt that fits another of the worker's orders is offered for it. */
export const attachElsewhereQuestion = (orderNumber: number) => `Прикрепить к заказу № ${orderNumber}?`

/** The refusal of a receipt that fits another order: said with the question, so an API caller reads it too. */
export const fitsOtherOrderMessage = (orderNumber: number) =>
  `Чек подходит к другому заказу. ${attachElsewhereQuestion(orderNumber)}`

/** The journal's receipt actions, in the staff's words. */
export const receiptHistoryActions = {
  'receipt.uploaded': 'Загружен файл чека',
  'receipt.linked': 'Добавлен чек по ссылке',
  'receipt.refused': 'Чек не принят',
  'receipt.removed': 'Чек удалён исполнителем',
  'receipt.moved': 'Чек перенесён на другой заказ',
  'receipt.checked': 'Проверка в «Мой налог»',
  'receipt.registered': 'Чек зарегистрировал провайдер выплат',
} as const
