import { decodeQrOnCanvas, drawForDecoding } from './decode-qr.ts'

/** How often a camera frame is read while scanning. */
const frameMs = 250

/**
 * Shows the back camera in `video` and reads its frames until one holds a QR code: resolves with the code's text,
 * or null when stopped. Rejects when the camera cannot be had (no camera, permission refused, no HTTPS).
 */
export function scanWithCamera(video: HTMLVideoElement, signal: AbortSignal): Promise<string | null> {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new Error('no camera API'))
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
    (stream) =>
      new Promise<string | null>((resolve) => {
        const canvas = document.createElement('canvas')
        let timer: ReturnType<typeof setTimeout> | undefined
        const finish = (text: string | null) => {
          clearTimeout(timer)
          for (const track of stream.getTracks()) track.stop()
          video.srcObject = null
          resolve(text)
        }
        if (signal.aborted) return finish(null)
        signal.addEventListener('abort', () => finish(null), { once: true })
        const read = async () => {
          if (signal.aborted) return
          if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
            drawForDecoding(canvas, video, video.videoWidth, video.videoHeight)
            const text = await decodeQrOnCanvas(canvas)
            if (text && !signal.aborted) return finish(text)
          }
          timer = setTimeout(() => void read(), frameMs)
        }
        video.srcObject = stream
        void video.play().catch(() => {})
        void read()
      }),
  )
}
