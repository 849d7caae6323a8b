import type { MyReceipt } from '#contract/receipts/requests.ts'
import { api } from '../../../lib/api-client.ts'
import { ApiError, offlineMessage } from '../../../lib/api-error.ts'
import { tokenStore } from '../../../lib/tokens.ts'

const url = '/api/tax-receipt/upload'

/** The share sent, from 0 to 1, or null while it cannot be told. */
export type Progress = (fraction: number | null) => void

/** The multipart body: `orderId` before the file, since the server reads the fields that precede it. */
function receiptForm(orderId: number, file: File): FormData {
  const form = new FormData()
  form.append('orderId', String(orderId))
  form.append('taxReceiptFile', file)
  return form
}

/** fetch cannot report upload progress, so the upload goes through XMLHttpRequest. */
function sendWithProgress(form: FormData, onProgress: Progress) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    const token = tokenStore.access()
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, body: request.responseText })
    request.onerror = () => reject(new ApiError(0, offlineMessage))
    request.send(form)
  })
}

/**
 * `POST /api/tax-receipt/upload` with progress. An expired access token answers 401 before the body
 * matters; the upload is then repeated through the API client, which renews the session first.
 */
export async function uploadReceipt(orderId: number, file: File, onProgress: Progress): Promise<MyReceipt> {
  const { status, body } = await sendWithProgress(receiptForm(orderId, file), onProgress)
  if (status === 401) {
    onProgress(null)
    const receipt = await api.upload<MyReceipt>(url, receiptForm(orderId, file))
    onProgress(1)
    return receipt
  }
  if (status >= 200 && status < 300) return JSON.parse(body) as MyReceipt
  if (status < 200 || status > 599) throw new ApiError(0, offlineMessage)
  throw await ApiError.from(new Response(body, { status }))
}
