import { receiptMessages, taxReceiptLimitBytes } from '#contract/receipts/requests.ts'

/** What the server takes, judged by content there; the declared type here only spares a doomed upload. */
const acceptedTypes = ['image/jpeg', 'image/png', 'application/pdf']

/**
 * Why a chosen file cannot be a receipt, or null. Checked before sending so a worker on a slow network does
 * not wait out a 10 MB upload only to be refused. An empty type (some Android pickers) is left to the server.
 */
export function receiptFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return receiptMessages.noFile
  if (file.size > taxReceiptLimitBytes) return receiptMessages.tooLarge
  if (file.type && !acceptedTypes.includes(file.type)) return receiptMessages.wrongKind
  return null
}

/** `350 КБ`, `2,4 МБ`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0КБ`
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toLocaleString('ru-RU')}\u00a0МБ`
}
