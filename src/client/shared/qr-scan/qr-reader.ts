import { prepareZXingModule, purgeZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/**
 * ZXing-C++ compiled to WebAssembly (`zxing-wasm`), for browsers without a QR-reading `BarcodeDetector`
 * (every iPhone). The library would fetch its .wasm from a CDN; it comes from the app's own assets instead
 * (hashed by Vite, precached by the service worker), so a reading asks no other site and works offline.
 * Only `decode-qr.ts` imports this module, on the first reading: no first screen carries it.
 */
export const readerWasmLocation = (path: string, prefix: string): string =>
  path.endsWith('.wasm') ? readerWasmUrl : prefix + path

const prepare = () => prepareZXingModule({ overrides: { locateFile: readerWasmLocation } })
prepare()

const readerOptions: ReaderOptions = { formats: ['QRCode'], maxNumberOfSymbols: 1 }

/** The text of the QR code in `pixels` (RGBA, as a canvas gives them), light on dark too, or null. */
export async function readQrCode(
  pixels: Pick<ImageData, 'data' | 'width' | 'height'>,
): Promise<string | null> {
  try {
    const [found] = await readBarcodes(pixels as ImageData, readerOptions)
    return found?.text || null
  } catch (error) {
    // A .wasm that could not be fetched (offline before the service worker had it) is not kept as failed:
    // the next reading fetches it again.
    purgeZXingModule()
    prepare()
    throw error
  }
}
