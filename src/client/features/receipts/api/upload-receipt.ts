import { receiptEndpoints as calls } from '#contract/receipts/endpoints.ts'
import type { MyReceipt } from '#contract/receipts/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError, offlineMessage, timeoutMessage } from '../../../lib/api-error.ts'

/** A phone's upload may be slow, but one that sends nothing for this long has stalled. */
const uploadStallMs = 30_000

/** The share sent, from 0 to 1, or null while it cannot be told. */
export type Progress = (fraction: number | null) => void

/** The multipart body: `orderId` before the file, since the server reads the fields that precede it. */
function receiptForm(orderId: number, file: File): FormData {
  const form = new FormData()
  form.append('orderId', String(orderId))
  form.append('taxReceiptFile', file)
  return form
}

/**
 * fetch cannot report upload progress, so the upload goes through XMLHttpRequest. It is given up with a Russian
 * message when nothing moves for `uploadStallMs` — however long a steady upload takes.
 */
function sendWithProgress(form: FormData, onProgress: Progress, token: string | null) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    let stall: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => {
        request.abort()
        reject(new ApiError(0, timeoutMessage))
      }, uploadStallMs)
    }
    request.open(calls.upload.method, calls.upload.path)
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      watch()
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onprogress = watch
    request.onload = () => {
      clearTimeout(stall)
      resolve({ status: request.status, body: request.responseText })
    }
    request.onerror = () => {
      clearTimeout(stall)
      reject(new ApiError(0, offlineMessage))
    }
    watch()
    request.send(form)
  })
}

/**
 * `POST /api/tax-receipt/upload` with progress, with the session's access token (`useSession()`). An expired access token answers 401 before the body
 * matters; the upload is then repeated through the API client, which renews the session first.
 */
export async function uploadReceipt(
  upload: { orderId: number; file: File; accessToken: string | null },
  onProgress: Progress,
): Promise<MyReceipt> {
  const { orderId, file } = upload
  const { status, body } = await sendWithProgress(receiptForm(orderId, file), onProgress, upload.accessToken)
  if (status === 401) {
    onProgress(null)
    const receipt = await call(calls.upload, { form: receiptForm(orderId, file) })
    onProgress(1)
    return receipt
  }
  if (status >= 200 && status < 300) return JSON.parse(body) as MyReceipt
  if (status < 200 || status > 599) throw new ApiError(0, offlineMessage)
  throw await ApiError.from(new Response(body, { status }))
}
