/**
 * The browser's own barcode reader (Chrome on Android and macOS; not Safari, not Firefox): not in TypeScript's DOM
 * types yet.
 */
type NativeDetector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector
  getSupportedFormats(): Promise<string[]>
}

let native: Promise<NativeDetector | null> | undefined

/** The browser's QR reader, if it has one that reads QR codes. */
function nativeDetector(): Promise<NativeDetector | null> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
    if (!Detector) return null
    try {
      return (await Detector.getSupportedFormats()).includes('qr_code')
        ? new Detector({ formats: ['qr_code'] })
        : null
    } catch {
      return null
    }
  })()
  return native
}

/**
 * The text of the QR code drawn on `canvas`, or null when none is found: the browser's own reader where there
 * is one, otherwise ZXing's WebAssembly reader (`qr-reader.ts`), loaded on the first use (never with the
 * first screen).
 */
export async function decodeQrOnCanvas(canvas: HTMLCanvasElement): Promise<string | null> {
  const detector = await nativeDetector()
  if (detector) {
    const [found] = await detector.detect(canvas).catch(() => [])
    if (found?.rawValue) return found.rawValue
  }
  const { readQrCode } = await import('./qr-reader.ts')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  return readQrCode(context.getImageData(0, 0, canvas.width, canvas.height))
}

/** A screenshot's QR code is readable well below its full size; a smaller picture decodes faster. */
const longestSide = 1600

/** Draws `source` on `canvas`, no larger than needed to read a QR code. */
export function drawForDecoding(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
): void {
  const scale = Math.min(1, longestSide / Math.max(width, height))
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, canvas.width, canvas.height)
}

export class NotAnImage extends Error {}

/** The QR code's text in an image file (a screenshot from the gallery), or null; NotAnImage when it is none. */
export async function decodeQrInImage(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new NotAnImage()
  }
  const canvas = document.createElement('canvas')
  drawForDecoding(canvas, bitmap, bitmap.width, bitmap.height)
  bitmap.close()
  return decodeQrOnCanvas(canvas)
}
