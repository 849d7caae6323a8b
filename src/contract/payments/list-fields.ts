/** The bank status of a payment: not sent, being sent, sent. */
export const sendToBankStatuses = ['NOT_SENT', 'IN_PROGRESS', 'SENT'] as const
export type SendToBankStatus = (typeof sendToBankStatuses)[number]

/** What the payments table sorts by. */
export const paymentSortFields = ['dateTime', 'orderNumber'] as const
