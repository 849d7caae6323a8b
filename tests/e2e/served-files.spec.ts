import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from './fixtures.ts'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** Bytes as the server sends them: Node's client neither asks for nor undoes any encoding by itself. */
function fetchRaw(baseURL: string, path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(new URL(path, baseURL), {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
    call.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    call.on('error', reject).end()
  })
}

/** Issue 42, item 5: the QR reader's WebAssembly is the app's own file, which the service worker keeps offline. */
test('the QR reader’s .wasm is precached and sent compressed as application/wasm', async ({ baseURL }) => {
  const base = baseURL!
  const serviceWorker = (await fetchRaw(base, '/sw.js')).body.toString()
  const wasm = /"(assets\/zxing_reader-[\w-]+\.wasm)"/.exec(serviceWorker)?.[1]
  expect(wasm, 'the service worker precaches the reader').toBeTruthy()

  const plain = await fetchRaw(base, `/${wasm}`)
  expect(plain.status).toBe(200)
  expect(plain.headers['content-type']).toBe('application/wasm')
  expect(plain.body.subarray(0, 4).equals(Buffer.from('\0asm', 'latin1'))).toBe(true)
  const brotli = await fetchRaw(base, `/${wasm}`, 'gzip, deflate, br')
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2)
  expect(String(brotli.headers['cache-control'])).toBe('public, max-age=31536000, immutable')
})

/** Issue 18, item 1: the built app travels compressed, hashed files are cached for good, the rest revalidated. */
test('the built app is sent as Brotli or gzip, whichever the browser accepts, with the right caching', async ({
  baseURL,
}) => {
  const base = baseURL!
  const page = await fetchRaw(base, '/login')
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    page.body.toString(),
  )?.[1]
  // Preloaded rather than linked: the page's frame paints without waiting for it (issue 18, item 3).
  const stylesheet = /<link rel="preload" as="style" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(
    page.body.toString(),
  )?.[1]
  expect(entry).toBeTruthy()
  expect(stylesheet).toBeTruthy()

  for (const path of ['/login', '/orders', entry!, stylesheet!, '/sw.js', '/manifest.webmanifest']) {
    const plain = await fetchRaw(base, path)
    expect(plain.status, path).toBe(200)
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    expect(String(plain.headers.vary), path).toMatch(/accept-encoding/i)

    const brotli = await fetchRaw(base, path, 'gzip, deflate, br')
    expect(brotli.headers['content-encoding'], path).toBe('br')
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true)
    expect(brotli.body.length, path).toBeLessThan(plain.body.length)

    const gzip = await fetchRaw(base, path, 'gzip')
    expect(gzip.headers['content-encoding'], path).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true)

    const hashed = path.startsWith('/assets/')
    expect(String(brotli.headers['cache-control']), path).toBe(
      hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
  }
})

/** Issue 18, item 2: each client path gets the page whose frame fits it; the app's stylesheet does not hold it. */
test('the sign-in page comes with the sign-in card, every other page with the signed-in frame', async ({
  baseURL,
}) => {
  const base = baseURL!
  const signIn = (await fetchRaw(base, '/login?redirect=%2Forders')).body.toString()
  expect(signIn).toContain('<h1')
  expect(signIn).toContain('Получите код в СМС на свой номер телефона.')
  expect(signIn).not.toContain('<header')
  for (const path of ['/orders', '/', '/history', '/no-such-page']) {
    const page = (await fetchRaw(base, path)).body.toString()
    expect(page, path).toContain('<header')
    expect(page, path).not.toContain('<h1')
  }
  for (const page of [signIn, (await fetchRaw(base, '/orders')).body.toString()]) {
    expect(page).not.toMatch(/<link rel="stylesheet"/)
    expect(page).toMatch(/<style>[^<]*\.noscript\\:hidden/)
  }
})
