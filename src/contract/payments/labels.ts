/** The bank status with its Russian labels and colours, free of zod so the worker's pages stay light. */
import type { SendToBankStatus } from './list-fields.ts'

// The statuses and sort fields alone are read from the payments page's address, in every first screen's route tree.
export { paymentSortFields, sendToBankStatuses, type SendToBankStatus } from './list-fields.ts'

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
