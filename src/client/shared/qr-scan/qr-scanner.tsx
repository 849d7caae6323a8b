import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { PhotoIcon, QrCodeIcon } from '@heroicons/react/24/outline'
import { Button } from '../../ui/button.tsx'
import { scanWithCamera } from './camera-scan.ts'
import { decodeQrInImage, NotAnImage } from './decode-qr.ts'

/** What the scanner says when it reads nothing; each consumer gives its own words from its contract. */
export type QrScanMessages = { noCode: string; notImage: string; noCamera: string }

const pickerClass =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-primary-800 ring-1 ring-inset ring-primary-700/40 hover:bg-primary-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-700'

/**
 * Reads a QR code with the phone's camera or from an image picked from the gallery (a screenshot), in the
 * browser, and hands its text to `onText`. Shared: receipts read «Мой налог» links, the check-in reads shop
 * codes.
 */
export function QrScanner(props: {
  onText: (text: string) => void
  messages: QrScanMessages
  disabled?: boolean
  cameraLabel?: string
  imageLabel?: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [scanning, setScanning] = useState(false)
  const [reading, setReading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const { onText, messages } = props

  // The latest handlers, so a parent's new function does not restart the camera.
  const handle = useRef({ onText, noCamera: messages.noCamera })
  useEffect(() => {
    handle.current = { onText, noCamera: messages.noCamera }
  })

  // The camera starts once its video element is in the page (iOS wants it there) and stops when a code is
  // read, when stopped, or when the page is left.
  useEffect(() => {
    if (!scanning || !video.current) return
    const stop = new AbortController()
    scanWithCamera(video.current, stop.signal)
      .then((text) => {
        if (text) handle.current.onText(text)
      })
      .catch(() => setProblem(handle.current.noCamera))
      .finally(() => {
        if (!stop.signal.aborted) setScanning(false)
      })
    return () => stop.abort()
  }, [scanning])

  const startCamera = () => {
    setProblem(null)
    setScanning(true)
  }

  const readImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same picture may be picked again after a failure: the input must not keep it.
    event.target.value = ''
    if (!file) return
    setProblem(null)
    setReading(true)
    try {
      const text = await decodeQrInImage(file)
      if (text) onText(text)
      else setProblem(messages.noCode)
    } catch (error) {
      setProblem(error instanceof NotAnImage ? messages.notImage : messages.noCode)
    } finally {
      setReading(false)
    }
  }

  return (
    <div className="space-y-2">
      {scanning ? (
        <div className="space-y-2">
          <video
            ref={video}
            muted
            playsInline
            aria-label="Изображение с камеры"
            className="aspect-square w-full rounded-lg bg-gray-900 object-cover"
          />
          <Button variant="secondary" block onClick={() => setScanning(false)}>
            Остановить камеру
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Button variant="secondary" block onClick={startCamera} disabled={props.disabled || reading}>
            <QrCodeIcon className="size-5" aria-hidden />
            {props.cameraLabel ?? 'Сканировать QR-код камерой'}
          </Button>
          <label className={pickerClass}>
            <input
              type="file"
              accept="image/*"
              onChange={(event) => void readImage(event)}
              disabled={props.disabled || reading}
              className="sr-only"
            />
            <PhotoIcon className="size-5" aria-hidden />
            {reading ? 'Читаем QR-код…' : (props.imageLabel ?? 'QR-код со снимка экрана')}
          </label>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  )
}
