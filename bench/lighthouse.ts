import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { chromium, type Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startBuiltApp } from './built-app.ts'

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const accounts = {
  worker: { phone: '+79990000011', as: 'worker' },
  employee: { phone: '+79990000001', as: 'employee' },
} as const
/** Each page is audited this many times; the report gives the median of each figure. */
export const runs = 3
export const offlineRuns = 5

type Preset = 'mobile' | 'desktop'
export type AuditedPage = {
  path: string
  label: string
  account: keyof typeof accounts | null
  preset: Preset
  /** Issue 18's target for the median performance score. */
  target: number
}

/** Issue 18: the sign-in page and the worker's first screen on a phone; staff's start page, where staff work. */
const auditedPages: AuditedPage[] = [
  { path: '/login', label: '`/login`', account: null, preset: 'mobile', target: 95 },
  { path: '/orders', label: '`/orders` (demo worker)', account: 'worker', preset: 'mobile', target: 95 },
  { path: '/', label: '`/` (demo admin, staff)', account: 'employee', preset: 'desktop', target: 90 },
  { path: '/', label: '`/` (demo admin, staff)', account: 'employee', preset: 'mobile', target: 90 },
]

/** Issue 18's targets for each run's metrics, as Lighthouse reports them (ms; CLS unitless). */
export const metricTargets = { fcp: 1800, lcp: 2500, tbt: 200, cls: 0 }

type Finding = { id: string; title: string }
export type AuditRun = {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** Lighthouse's own measure of this machine's speed at the start of the run; ≈1000 and less is a slow one. */
  benchmarkIndex: number
  /** 1-minute load average just before the run. */
  load: number
}
export type LighthouseResult = {
  lighthouseVersion: string
  /** Per page: its runs, its first run's findings, and the errors of runs that failed and were made again. */
  pages: (AuditedPage & { runs: AuditRun[]; findings: Finding[]; failures: string[] })[]
  installable: { errors: string[]; serviceWorker: boolean; manifestUrl: string }
  offline: { path: string; heading: string; runsMs: number[] }[]
}

type Session = { accessToken: string; refreshToken: string; isRedirectedFromExternalApp: boolean }

async function sessionOf(base: string, account: keyof typeof accounts): Promise<Session> {
  const response = await fetch(`${base}/dev/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts[account]),
  })
  if (!response.ok) throw new Error(`/dev/session answered ${response.status}`)
  return (await response.json()) as Session
}

/**
 * One Lighthouse run (simulated throttling of its preset) in its own Chromium. For a signed-in page the tokens
 * are put into that browser's localStorage first, from `/api/health` (a page of the same origin that runs none
 * of the app, so nothing is cached before the run), and Lighthouse is told not to reset storage.
 */
async function audit(base: string, page: AuditedPage, session: Session | null) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'))
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const tab = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage())
      await tab.goto(`${base}/api/health`)
      await tab.evaluate((tokens) => {
        localStorage.setItem('accessToken', tokens.accessToken)
        localStorage.setItem('refreshToken', tokens.refreshToken)
      }, session)
      await browser.close()
    }
    const load = loadavg()[0] ?? 0
    const result = await lighthouse(
      `${base}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: session !== null,
      },
      page.preset === 'desktop' ? (desktopConfig as Config) : undefined,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const auditIds = new Set(
      ['accessibility', 'best-practices'].flatMap(
        (category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
      ),
    )
    const findings = Object.values(lhr.audits)
      .filter((item) => auditIds.has(item.id) && item.score !== null && item.score < 1)
      .map((item) => ({ id: item.id, title: item.title }))
    const run: AuditRun = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      load,
    }
    return { version: lhr.lighthouseVersion, run, findings }
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

/** The app itself is on screen: the page's heading is there and the frame index.html painted has been replaced. */
async function appShown(page: Page, heading: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      !document.querySelector('[data-app-frame]') &&
      [...document.querySelectorAll('h1')].some((element) => element.textContent === name),
    heading,
  )
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
 * runs from the reload until the app has replaced the page's frame and shows the page's heading.
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
  await appShown(page, heading)
  await waitForServiceWorker(page)
  await page.reload()
  await appShown(page, heading)
  // The worker's saved pages are written a second after they change.
  await page.waitForTimeout(1500)
  await context.setOffline(true)
  const runsMs: number[] = []
  for (let run = 0; run < offlineRuns; run += 1) {
    const started = performance.now()
    await page.reload({ waitUntil: 'commit' })
    await appShown(page, heading)
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
    for (const page of auditedPages) {
      const auditRuns: AuditRun[] = []
      const failures: string[] = []
      let findings: Finding[] = []
      while (auditRuns.length < runs) {
        try {
          const result = await audit(base, page, page.account ? await sessionOf(base, page.account) : null)
          lighthouseVersion = result.version
          if (auditRuns.length === 0) findings = result.findings
          auditRuns.push(result.run)
          console.log(
            `  ${page.path} (${page.preset}) run ${auditRuns.length}: ${JSON.stringify(result.run)}`,
          )
        } catch (error) {
          // Lighthouse sometimes loses the page on a busy machine (NO_FCP, a protocol timeout): run it again.
          failures.push(error instanceof Error ? error.message : String(error))
          console.warn(`  ${page.path} (${page.preset}) failed: ${failures.at(-1)}`)
          if (failures.length > runs) throw error
        }
      }
      pages.push({ ...page, runs: auditRuns, findings, failures })
    }
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
    try {
      const installable = await installability(base)
      const offline = [
        await offlineFirstScreen(base, browser, '/login', 'Вход', null),
        await offlineFirstScreen(base, browser, '/orders', 'Заказы', await sessionOf(base, 'worker')),
      ]
      return { lighthouseVersion, pages, installable, offline }
    } finally {
      await browser.close()
    }
  } finally {
    await app.stop()
  }
}
