import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import type { Machine, Section } from './report.ts'
import { startBuiltApp } from './built-app.ts'

export type EntryWeight = {
  entry: string
  path: string
  viewport: string
  js: number
  css: number
  files: { name: string; gzip: number }[]
}

const entries = [
  {
    entry: 'Worker: Заказы',
    path: '/orders',
    phone: '+79990000011',
    as: 'worker',
    viewport: { width: 375, height: 812 },
    heading: 'Заказы',
  },
  {
    entry: 'Staff: Текущие заявки',
    path: '/',
    phone: '+79990000001',
    as: 'employee',
    viewport: { width: 1280, height: 800 },
    heading: 'Текущие заявки',
  },
] as const

/**
 * What a signed-in user's browser downloads to show each entry page: every script and stylesheet the page
 * requests with an empty cache and no service worker, measured as gzip bytes of each body.
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
      const files: { name: string; gzip: number; kind: string }[] = []
      page.on('response', async (response) => {
        const kind = response.request().resourceType()
        if (kind !== 'script' && kind !== 'stylesheet') return
        const body = await response.body().catch(() => null)
        if (body)
          files.push({ name: new URL(response.url()).pathname, gzip: gzipSync(body).byteLength, kind })
      })
      await page.goto(`${base}${entry.path}`)
      await page.getByRole('heading', { name: entry.heading }).waitFor()
      await page.waitForLoadState('networkidle')
      results.push({
        entry: entry.entry,
        path: entry.path,
        viewport: `${entry.viewport.width}×${entry.viewport.height}`,
        js: files.filter((file) => file.kind === 'script').reduce((sum, file) => sum + file.gzip, 0),
        css: files.filter((file) => file.kind === 'stylesheet').reduce((sum, file) => sum + file.gzip, 0),
        files: files.map(({ name, gzip }) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
      })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
    await app.stop()
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function verdict(results: EntryWeight[]): string {
  const worker = results.find((result) => result.path === '/orders')
  if (!worker) return ''
  const ratio = worker.js / 1024 / floorKb
  return `The worker's entry is ${ratio.toFixed(2)}× the floor: ${ratio <= 1.2 ? 'within' : 'over'} the target. Its own code (layout,
session, device store and saved pages, order cards, the contract's labels and sums) is one \`worker-shell\` chunk
rather than two dozen small shared ones, each with its own request and compression overhead. It holds no
schema library and no dialog library: the contract's labels and sums live in zod-free modules, the phone's menu is
the browser's own modal dialog, and the confirm, offer, debug and create-order dialogs load when first opened.`
}

/**
 * The framework floor of the stack notes: a minimal React + Router + Query page with the service-worker
 * registration, ≈108.8 kB gzip (≈106.6 kB without it); the target is 1.2× that.
 */
const floorKb = 108.8

export function bundleSection(results: EntryWeight[], machine: Machine): Section {
  const rows = results
    .map(
      (result) =>
        `| ${result.entry} (\`${result.path}\`, ${result.viewport}) | ${kb(result.js)} | ${kb(result.css)} | ${result.files.length} |`,
    )
    .join('\n')
  const largest = results
    .map(
      (result) =>
        `- ${result.entry}: ${result.files
          .slice(0, 5)
          .map((file) => `\`${file.name.replace('/assets/', '')}\` ${kb(file.gzip)}`)
          .join(', ')}`,
    )
    .join('\n')
  return {
    id: 'bundle-size',
    body: `## What the first screen downloads

A signed-in user's browser with an empty cache and no service worker opens the entry page of the production
build (\`npm start\`'s server); every script and stylesheet it requests is counted as the gzip size of its
body. Target for the worker's entry: at most 1.2× the framework floor of the stack notes (a minimal React +
Router + Query page with the service-worker registration, ${floorKb} kB), that is ${(floorKb * 1.2).toFixed(1)} kB
of JS. Sizes in kB (1024 bytes).

| Entry | JS, gzip | CSS, gzip | Files |
| ----- | -------- | --------- | ----- |
${rows}

Largest files:

${largest}

${verdict(results)}

Measured ${machine.date}, Node ${machine.node}.

Reproduce: \`npm run bench -- bundle-size\`; the code is \`bench/bundle-size.ts\`.`,
  }
}
