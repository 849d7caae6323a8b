import { readFileSync } from 'node:fs'
import QRCode from 'qrcode'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import { shopCodeQrText } from '#contract/check-in/rules.ts'
import { readQrCode, readerWasmLocation } from './qr-reader.ts'

/**
 * The WebAssembly reader that iPhones use (no `BarcodeDetector`), on real pixels and the real .wasm: the test's
 * `fetch` plays the app's server, which has only the app's own files, so a request for the .wasm anywhere else
 * (the library's CDN) fails the reading.
 */
const requests: string[] = []
let failNextRequests = 0
vi.stubGlobal('fetch', async (input: string | URL | Request) => {
  const url = input instanceof Request ? input.url : String(input)
  requests.push(url)
  if (url !== readerWasmUrl) throw new TypeError(`a request left the app: ${url}`)
  if (failNextRequests > 0) {
    failNextRequests--
    return new Response('offline', { status: 503 })
  }
  const wasm = readFileSync(new URL(`../../../..${url}`, import.meta.url))
  return new Response(wasm, { headers: { 'content-type': 'application/wasm' } })
})
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => {
  requests.length = 0
})

/** RGBA pixels of `text`'s QR code as a canvas holds them: `scale` pixels a module, a 4-module quiet zone. */
function qrPixels(text: string, { scale = 5, inverted = false } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const width = (modules.size + 8) * scale
  const data = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / scale) - 4
      const column = Math.floor(x / scale) - 4
      const inCode = row >= 0 && column >= 0 && row < modules.size && column < modules.size
      const dark = inCode && modules.get(row, column) === 1
      data.fill(dark !== inverted ? 0 : 255, (y * width + x) * 4, (y * width + x) * 4 + 3)
      data[(y * width + x) * 4 + 3] = 255
    }
  return { data, width, height: width }
}

const receiptLink = 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/200a1b2c3d/print'

describe('the QR reader without BarcodeDetector', () => {
  it('fetches its .wasm from the app’s own assets, never from the library’s CDN', () => {
    expect(readerWasmLocation('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm/')).toBe(
      readerWasmUrl,
    )
    expect(readerWasmUrl).toMatch(/^\/[^/]/)
  })

  it('fails a reading without its .wasm, and fetches it again for the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    failNextRequests = 2
    await expect(readQrCode(qrPixels(receiptLink))).rejects.toThrow()
    expect(failNextRequests).toBe(0)
    vi.mocked(console.error).mockRestore()

    expect(await readQrCode(qrPixels(receiptLink))).toBe(receiptLink)
    expect(requests.length).toBeGreaterThan(0)
  })

  it('reads a shop’s check-in code and a receipt link, and fetches nothing more once loaded', async () => {
    expect(await readQrCode(qrPixels(shopCodeQrText(7, '123456')))).toBe(shopCodeQrText(7, '123456'))
    expect(await readQrCode(qrPixels(receiptLink, { scale: 3 }))).toBe(receiptLink)
    expect(requests).toEqual([])
  })

  it('reads a code drawn light on dark', async () => {
    expect(await readQrCode(qrPixels(receiptLink, { inverted: true }))).toBe(receiptLink)
  })

  it('answers null for a picture without a code', async () => {
    const blank = qrPixels('x')
    blank.data.fill(255)
    expect(await readQrCode(blank)).toBeNull()
  })
})
