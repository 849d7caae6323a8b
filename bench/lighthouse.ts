import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium, type Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Machine, Section } from './report.ts'
import { startBuiltApp } from './built-app.ts'
import { median, ms } from './stats.ts'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const worker = { phone: '+79990000011', as: 'worker' } as const
const offlineRuns = 5

type Scores = { performance: number; accessibility: number; bestPractices: number }
type Finding = { id: string; title: string }
export type LighthouseResult = {
  lighthouseVersion: string
  pages: {
    path: string
    signedIn: boolean
    scores: Scores
    metrics: Record<string, string>
    findings: Finding[]
  }[]
  installable: { errors: string[]; serviceWorker: boolean; manifestUrl: string }
  offline: { path: string; heading: string; runsMs: number[] }[]
}

type Session = { accessToken: string; refreshToken: string; isRedirectedFromExternalApp: boolean }

async function workerSession(base: string): Promise<Session> {
  const response = await fetch(`${base}/dev/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(worker),
  })
  if (!response.ok) throw new Error(`/dev/session answered ${response.status}`)
  return (await response.json()) as Session
}

/**
 * Lighthouse (mobile preset, simulated throttling) in its own Chromium. For a signed-in page the tokens are put
 * into that browser's localStorage first, from `/api/health` (a page of the same origin that runs none of the
 * app, so nothing is cached before the run), and Lighthouse is told not to reset storage.
 */
async function audit(base: string, path: string, session: Session | null) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'))
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage())
      await page.goto(`${base}/api/health`)
      await page.evaluate((tokens) => {
        localStorage.setItem('accessToken', tokens.accessToken)
        localStorage.setItem('refreshToken', tokens.refreshToken)
      }, session)
      await browser.close()
    }
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: session !== null,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { lhr } = result
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—'
    const auditIds = new Set(
      ['accessibility', 'best-practices'].flatMap(
        (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
      ),
    )
    const findings = Object.values(lhr.audits)
      .filter((item) => auditIds.has(item.id) && item.score !== null && item.score < 1)
      .map((item) => ({ id: item.id, title: item.title }))
    return {
      version: lhr.lighthouseVersion,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
      },
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
      },
      findings,
    }
  } finally {
    chrome.kill()
    rmSync(profile, { recursive: true, force: true })
  }
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/**
 * Chromium's own installability check (what Lighthouse's removed `installable-manifest` audit reported):
 * `Page.getInstallabilityErrors` once the service worker controls the page.
 */
async function installability(base: string) {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'bench-install-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: ['--no-sandbox'],
    serviceWorkers: 'allow',
    viewport: { width: 375, height: 812 },
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${base}/login`)
  await waitForServiceWorker(page)
  await page.reload()
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  const { url } = await cdp.send('Page.getAppManifest', {})
  const serviceWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null)
  await context.close()
  rmSync(profile, { recursive: true, force: true })
  return {
    errors: installabilityErrors.map((error) => error.errorId),
    serviceWorker,
    manifestUrl: new URL(url).pathname,
  }
}

/**
 * Time to the first screen from the service worker's cache with the network off: the page is opened once
 * online (the app precached, the worker's pages saved), then the network is cut and the page reloaded; the time
 * runs from the reload until the page's heading is visible.
 */
async function offlineFirstScreen(
  base: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  path: string,
  heading: string,
  session: Session | null,
) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } })
  if (session) {
    await context.addInitScript((tokens) => {
      localStorage.setItem('accessToken', tokens.accessToken)
      localStorage.setItem('refreshToken', tokens.refreshToken)
    }, session)
  }
  const page = await context.newPage()
  await page.goto(`${base}${path}`)
  await page.getByRole('heading', { name: heading }).waitFor()
  await waitForServiceWorker(page)
  await page.reload()
  await page.getByRole('heading', { name: heading }).waitFor()
  // The worker's saved pages are written a second after they change.
  await page.waitForTimeout(1500)
  await context.setOffline(true)
  const runsMs: number[] = []
  for (let run = 0; run < offlineRuns; run += 1) {
    const started = performance.now()
    await page.reload({ waitUntil: 'commit' })
    await page.getByRole('heading', { name: heading }).waitFor()
    runsMs.push(performance.now() - started)
  }
  await context.close()
  return { path, heading, runsMs }
}

/** Builds the app, serves it with `npm start`'s server on a fresh embedded database, and measures. */
export async function measureLighthouse(): Promise<LighthouseResult> {
  const app = await startBuiltApp('lighthouse')
  const base = app.baseUrl
  try {
    const pages: LighthouseResult['pages'] = []
    let lighthouseVersion = ''
    for (const [path, signedIn] of [
      ['/login', false],
      ['/orders', true],
    ] as const) {
      const result = await audit(base, path, signedIn ? await workerSession(base) : null)
      lighthouseVersion = result.version
      pages.push({
        path,
        signedIn,
        scores: result.scores,
        metrics: result.metrics,
        findings: result.findings,
      })
      console.log(`  ${path}: ${JSON.stringify(result.scores)}`)
    }
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
    try {
      const installable = await installability(base)
      const offline = [
        await offlineFirstScreen(base, browser, '/login', 'Вход', null),
        await offlineFirstScreen(base, browser, '/orders', 'Заказы', await workerSession(base)),
      ]
      return { lighthouseVersion, pages, installable, offline }
    } finally {
      await browser.close()
    }
  } finally {
    await app.stop()
  }
}

const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')

export function lighthouseSection(result: LighthouseResult, machine: Machine): Section {
  const scoreRows = result.pages.map((page) => [
    `\`${page.path}\`${page.signedIn ? ' (demo worker signed in)' : ''}`,
    String(page.scores.performance),
    String(page.scores.accessibility),
    String(page.scores.bestPractices),
    page.metrics.FCP!,
    page.metrics.LCP!,
    page.metrics.TBT!,
    page.metrics.CLS!,
  ])
  const findings = result.pages
    .flatMap((page) =>
      page.findings.map((finding) => `- \`${page.path}\`: ${finding.title} (\`${finding.id}\`)`),
    )
    .join('\n')
  const offlineRows = result.offline.map((entry) => [
    `\`${entry.path}\` («${entry.heading}»)`,
    ...entry.runsMs.map(ms),
    `**${ms(median(entry.runsMs))}**`,
  ])
  const { installable } = result
  return {
    id: 'lighthouse',
    body: `## Lighthouse and the offline first screen

Lighthouse ${result.lighthouseVersion} (npm package) on \`${chromePath}\` (\`--headless=new --no-sandbox\`), mobile
form factor with its default simulated throttling, against the production build served by \`npm start\`'s
server on a fresh embedded database. Each page runs in a new browser profile; for \`/orders\` the demo worker's
tokens are put into localStorage from \`/api/health\` first (no app code runs there) and storage is not reset.

${table(['Page', 'Performance', 'Accessibility', 'Best practices', 'FCP', 'LCP', 'TBT', 'CLS'], scoreRows)}

${findings ? `Audits below full marks:\n\n${findings}` : 'No accessibility or best-practices audit below full marks.'}

Installability: Lighthouse 12 no longer has the PWA category or its \`installable-manifest\` audit, so the same
check is asked of Chromium itself (\`Page.getInstallabilityErrors\` over CDP on \`/login\` once the service worker
controls it): ${installable.errors.length ? `errors ${installable.errors.map((error) => `\`${error}\``).join(', ')}` : '**no installability errors**'}; manifest \`${installable.manifestUrl}\`,
service worker controlling the page: ${installable.serviceWorker ? 'yes' : 'no'}.

Time to the first screen from the service worker's cache with the network off (Playwright, 375×812, no
throttling): the page is opened online once, then the network is cut (\`context.setOffline(true)\`) and the page
reloaded ${offlineRuns} times; each time runs from the reload until the page's heading is visible. Times in ms.

${table(['Page', ...result.offline[0]!.runsMs.map((_, index) => `Run ${index + 1}`), 'Median'], offlineRows)}

Measured ${machine.date} on ${machine.nproc} cores, Node ${machine.node}; 1-minute load average
${machine.load.toFixed(2)} when the run began${machine.load >= 1 ? ' (other work was running, so the performance scores are likely lower than on an idle machine)' : ''}.

Reproduce: \`npm run bench -- lighthouse\`; the code is \`bench/lighthouse.ts\`.`,
  }
}
