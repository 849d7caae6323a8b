/**
 * A worker's documents belong to one person: an INN, SNILS, card or passport that an active, not-confirmed or
 * blocked worker already has is refused to anyone else (a deleted worker's are free again). The message
 * says what is taken, never whose.
 */
export const takenDocumentMessages = {
  inn: 'Этот ИНН уже указан в профиле другого исполнителя',
  snils: 'Этот СНИЛС уже указан в профиле другого исполнителя',
  paymentCardNumber: 'Эта карта уже указана в профиле другого исполнителя',
  passportNumber: 'Этот паспорт уже указан в профиле другого исполнителя',
} as const
export type DocumentField = keyof typeof takenDocumentMessages
