import { request as httpRequest } from 'node:http'
import { chromium } from '@playwright/test'
import type { Machine, Section } from './report.ts'
import { startBuiltApp } from './built-app.ts'

type Encoding = 'br' | 'gzip' | 'none'
type ServedFile = {
  name: string
  kind: 'document' | 'script' | 'stylesheet'
  bytes: Record<Encoding, number>
}

export type EntryWeight = {
  entry: string
  path: string
  viewport: string
  /** What the page's own list needs, or also what loads once it is drawn (badges, the sections saved for offline). */
  phase: 'first screen' | 'then, until the network is idle'
  files: ServedFile[]
}

const entries = [
  {
    entry: 'Worker: Заказы',
    path: '/orders',
    phone: '+79990000011',
    as: 'worker',
    viewport: { width: 375, height: 812 },
    heading: 'Заказы',
    mainCall: '/api/order/available',
  },
  {
    entry: 'Staff: Текущие заявки',
    path: '/',
    phone: '+79990000001',
    as: 'employee',
    viewport: { width: 1280, height: 800 },
    heading: 'Текущие заявки',
    mainCall: '/api/order/filter',
  },
] as const

const acceptEncoding: Record<Encoding, string | undefined> = { br: 'br, gzip', gzip: 'gzip', none: undefined }

/** The body's length as the server sends it: Node's client neither asks for nor undoes an encoding by itself. */
function bytesOnTheWire(url: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const accept = acceptEncoding[encoding]
    const call = httpRequest(url, { headers: accept ? { 'accept-encoding': accept } : {} })
    call.on('response', (response) => {
      let length = 0
      response.on('data', (chunk: Buffer) => (length += chunk.byteLength))
      response.on('end', () => resolve(length))
    })
    call.on('error', reject).end()
  })
}

/**
 * What a signed-in user's browser downloads to show each entry page with an empty cache and no service worker:
 * the page, every script and stylesheet it requests, each fetched again as the server sends it to a browser
 * that accepts Brotli, one that accepts only gzip, and one that accepts neither.
 */
export async function measureBundles(): Promise<EntryWeight[]> {
  const app = await startBuiltApp('bundle')
  const base = app.baseUrl
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  try {
    const results: EntryWeight[] = []
    for (const entry of entries) {
      const context = await browser.newContext({ viewport: entry.viewport, serviceWorkers: 'block' })
      const page = await context.newPage()
      const session = await (
        await page.request.post(`${base}/dev/session`, { data: { phone: entry.phone, as: entry.as } })
      ).json()
      // Tokens go in before any script runs, so no other page's code is loaded or counted.
      await context.addInitScript((tokens) => {
        localStorage.setItem('accessToken', tokens.accessToken)
        localStorage.setItem('refreshToken', tokens.refreshToken)
      }, session)
      const requested: { url: string; kind: ServedFile['kind'] }[] = []
      page.on('request', (request) => {
        const kind = request.resourceType()
        if (kind === 'document' || kind === 'script' || kind === 'stylesheet')
          requested.push({ url: request.url(), kind })
      })
      const listAnswered = page.waitForResponse((response) => response.url().includes(entry.mainCall))
      await page.goto(`${base}${entry.path}`)
      await listAnswered
      await page.getByRole('heading', { name: entry.heading }).waitFor()
      const firstScreen = requested.length
      await page.waitForLoadState('networkidle')
      await context.close()
      const files: ServedFile[] = []
      for (const { url, kind } of requested) {
        const bytes = { br: 0, gzip: 0, none: 0 }
        for (const encoding of ['br', 'gzip', 'none'] as const)
          bytes[encoding] = await bytesOnTheWire(url, encoding)
        files.push({ name: new URL(url).pathname, kind, bytes })
      }
      const weight = (phase: EntryWeight['phase'], loaded: ServedFile[]) => ({
        entry: entry.entry,
        path: entry.path,
        viewport: `${entry.viewport.width}×${entry.viewport.height}`,
        phase,
        files: [...loaded].sort((a, b) => b.bytes.br - a.bytes.br),
      })
      results.push(weight('first screen', files.slice(0, firstScreen)))
      if (files.length > firstScreen) results.push(weight('then, until the network is idle', files))
    }
    return results
  } finally {
    await browser.close()
    await app.stop()
  }
}

const total = (files: ServedFile[], encoding: Encoding, kind?: ServedFile['kind']) =>
  files.filter((file) => !kind || file.kind === kind).reduce((sum, file) => sum + file.bytes[encoding], 0)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function verdict(results: EntryWeight[]): string {
  const worker = results.find((result) => result.path === '/orders' && result.phase === 'first screen')
  if (!worker) return ''
  const transferred = total(worker.files, 'br') / 1024
  const ratio = total(worker.files, 'gzip', 'script') / 1024 / floorKb
  return `The worker's first screen transfers ${transferred.toFixed(1)} kB with Brotli: ${transferred <= targetKb ? 'within' : 'over'} the
${targetKb} kB target. Its JS served as gzip is ${ratio.toFixed(2)}× the framework floor served the same way: ${ratio <= 1.2 ? 'within' : 'over'}
the 1.2× target. Its own code (the route tree, layout, session, device store and saved pages, order cards, the
contract's labels and sums) is one \`worker-shell\` chunk beside the framework and a small entry, rather than two
dozen small shared ones. What the screen does not show loads when first needed: the menu's entries and drawer (on a
phone, when the menu opens), sign-out, the blocked and not-confirmed notices, the queue of checks made offline
(when the phone holds some), the 404 page, the confirm, offer, debug and create-order dialogs, and a working
worker's restrictions and standby slots. Once the list is drawn and the browser idle, the app asks for the badges
and the worker's app fetches every section of the menu to keep it for offline (decision 087): the rows "then, until
the network is idle" count that too.`
}

/**
 * The framework floor of the stack notes: a minimal React + Router + Query page with the service-worker
 * registration, ≈108.8 kB of JS as gzip; the target is 1.2× that.
 */
const floorKb = 108.8
/** Issue 18: the worker's `/orders` on a first visit, JS + CSS + HTML as transferred. */
const targetKb = 150

export function bundleSection(results: EntryWeight[], machine: Machine): Section {
  const rows = results
    .map(
      (result) =>
        `| ${result.entry} (\`${result.path}\`, ${result.viewport}), ${result.phase} | ${kb(total(result.files, 'br'))} | ${kb(total(result.files, 'gzip'))} | ${kb(total(result.files, 'none'))} | ${kb(total(result.files, 'gzip', 'script'))} | ${result.files.length} |`,
    )
    .join('\n')
  const largest = results
    .filter((result) => result.phase === 'first screen')
    .map(
      (result) =>
        `- ${result.entry}: ${result.files
          .slice(0, 5)
          .map(
            (file) =>
              `\`${file.name.replace('/assets/', '')}\` ${kb(file.bytes.br)} (${kb(file.bytes.none)})`,
          )
          .join(', ')}`,
    )
    .join('\n')
  return {
    id: 'bundle-size',
    body: `## What the first screen downloads

A signed-in user's browser with an empty cache and no service worker opens the entry page of the production
build (\`npm start\`'s server). The page, every script and every stylesheet it requests until the page's list has
answered and its heading shows (the first screen), and then until the network is idle, are fetched again
as the server sends them, counting the bytes of the body on the wire: to a browser that accepts Brotli
(\`Accept-Encoding: br, gzip\`), to one that accepts only gzip, and to one that accepts neither. Targets for the
worker's entry: at most ${targetKb} kB transferred (JS + CSS + HTML), and its JS at most 1.2× the framework floor of the
stack notes served the same way (a minimal React + Router + Query page with the service-worker registration,
${floorKb} kB as gzip), that is ${(floorKb * 1.2).toFixed(1)} kB. Sizes in kB (1024 bytes).

| Entry | Brotli | gzip | Uncompressed | JS as gzip | Files |
| ----- | ------ | ---- | ------------ | ---------- | ----- |
${rows}

Largest files, Brotli (uncompressed):

${largest}

${verdict(results)}

Measured ${machine.date}, Node ${machine.node}.

Reproduce: \`npm run bench -- bundle-size\`; the code is \`bench/bundle-size.ts\`.`,
  }
}
