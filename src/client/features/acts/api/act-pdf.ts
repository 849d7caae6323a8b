import { ApiError } from '../../../lib/api-error.ts'
import { fileTimeoutMs, timedFetch } from '../../../lib/timed-fetch.ts'
import { deviceActs } from '../device-acts.ts'
import { actLink } from './act-link.ts'

export const actNotSavedMessage =
  'Нет сети, а этот акт ещё не открывался на телефоне. Откройте его, когда появится связь'

/** The tab has read the file long before this; the page's memory is then given back. */
const keepLinkMs = 60_000

function pdfLink(bytes: ArrayBuffer): string {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
  setTimeout(() => URL.revokeObjectURL(url), keepLinkMs)
  return url
}

/**
 * A link to the act's PDF that this page can open. Online the PDF is downloaded through its short-lived link
 * and kept on the device for this user; with no network — or a network that fails — the kept copy is opened.
 */
export async function actPdfLink(userId: number, orderId: number): Promise<string> {
  if (navigator.onLine) {
    try {
      const bytes = await timedFetch(
        await actLink(orderId),
        {},
        async (response) => {
          if (!response.ok) throw await ApiError.from(response)
          return response.arrayBuffer()
        },
        fileTimeoutMs,
      )
      void deviceActs.savePdf(userId, orderId, bytes)
      return pdfLink(bytes)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error
    }
  }
  const saved = await deviceActs.readPdf(userId, orderId)
  if (!saved) throw new ApiError(0, actNotSavedMessage)
  return pdfLink(saved.data)
}
