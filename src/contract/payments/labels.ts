/** The bank status with its Russian labels and colours, free of zod so the worker's pages stay light. */
export const sendToBankStatuses = ['NOT_SENT', 'IN_PROGRESS', 'SENT'] as const
export type SendToBankStatus = (typeof sendToBankStatuses)[number]

export const sendToBankStatusLabels: Record<SendToBankStatus, string> = {
  NOT_SENT: 'Не отправлено в банк',
  IN_PROGRESS: 'В процессе отправки в банк',
  SENT: 'Отправлено в банк',
}

/** Colours by the spec: red, warning, primary. */
export const sendToBankStatusTone: Record<SendToBankStatus, 'error' | 'warning' | 'primary'> = {
  NOT_SENT: 'error',
  IN_PROGRESS: 'warning',
  SENT: 'primary',
}

/** What the payments table sorts by. */
export const paymentSortFields = ['dateTime', 'orderNumber'] as const
