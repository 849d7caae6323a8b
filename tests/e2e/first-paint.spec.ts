import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from '@playwright/test'
import { javaScriptNeeded } from '../../src/client/app/frame/frame-texts.ts'
import { accounts, desktopSize, expect, phoneSize, sessionFor, test } from './fixtures.ts'

/**
 * Issue 18, item 2: the page paints the app's frame before (and without) the JavaScript — the top bar and a
 * loading page, or the sign-in card — and the app then takes the frame's place without anything moving.
 */

/** The frame's `<noscript>` line: Playwright's text search leaves `noscript` out, so it is found by its element. */
const noScriptLine = (page: Page) => page.locator('noscript > p')

/** A browser page whose localStorage already holds the account's session, set before any app code runs. */
async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: keyof typeof accounts,
  size = phoneSize,
) {
  const context = await browser.newContext({ baseURL, viewport: size })
  const page = await context.newPage()
  const tokens = await sessionFor(page.request, account)
  await context.addInitScript((saved) => {
    localStorage.setItem('accessToken', saved.accessToken)
    localStorage.setItem('refreshToken', saved.refreshToken)
  }, tokens)
  return page
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, viewport: phoneSize })

  test('a signed-in page shows the top bar and says that the app needs JavaScript', async ({ page }) => {
    await page.goto('/orders')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('banner').getByText('Смены')).toBeVisible()
    await expect(noScriptLine(page)).toBeVisible()
    await expect(noScriptLine(page)).toHaveText(javaScriptNeeded)
    // The loading page's skeleton is not left pulsing for ever: the line takes its place.
    await expect(page.getByRole('status')).toBeHidden()
  })

  test('the sign-in page shows its card and the same line', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
    await expect(page.getByText('Получите код в СМС на свой номер телефона.')).toBeVisible()
    await expect(noScriptLine(page)).toBeVisible()
    await expect(noScriptLine(page)).toHaveText(javaScriptNeeded)
  })
})

type Box = { x: number; y: number; width: number; height: number }

/** Where the top bar, the logo, the page's title line and its first list card are; `null` for what is missing. */
function layoutOf(page: Page): Promise<Record<string, Box | null>> {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }
    const main = document.querySelector('main')
    const children = [...(main?.children ?? [])].filter((child) => child.tagName !== 'NOSCRIPT')
    return {
      topBar: box(document.querySelector('header')),
      logo: box(document.querySelector('header img')),
      title: box(children[0]),
      firstCard: box(main?.querySelector('[role="status"] > div, ul > li')),
    }
  })
}

/** Layout shifts the page has had so far, as Chromium scores them (the CLS entries). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + ('value' in entry && typeof entry.value === 'number' ? entry.value : 0),
                0,
              ),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 200)
      }),
  )

test('the worker’s Заказы take the frame’s place without anything moving', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, 'worker')
  // The app's code is held back until the frame has been measured; the list stays loading meanwhile.
  let release = () => {}
  const codeHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld
    await route.continue()
  })
  await page.route('**/api/order/available**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  await page.goto('/orders', { waitUntil: 'commit' })
  await expect(page.locator('[data-app-frame]')).toBeVisible()
  const frame = await layoutOf(page)

  release()
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  await expect(page.locator('[data-app-frame]')).toHaveCount(0)
  const app = await layoutOf(page)

  expect(app.topBar).toEqual(frame.topBar)
  expect(app.logo).toEqual(frame.logo)
  expect(app.title).toEqual(frame.title)
  expect(app.firstCard).toEqual(frame.firstCard)
  expect(await layoutShifts(page)).toBe(0)
  await page.context().close()
})

test('the sign-in form appears where its skeleton was, on a phone and on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const size of [phoneSize, desktopSize]) {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: size })
    const page = await context.newPage()
    let release = () => {}
    const codeHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await codeHeld
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Вход' }) })
    await expect(card).toBeVisible()
    const frameCard = await card.boundingBox()

    release()
    await expect(page.getByRole('button', { name: 'Получить код' })).toBeVisible()
    expect(await card.boundingBox()).toEqual(frameCard)
    expect(await layoutShifts(page)).toBe(0)
    await context.close()
  }
})

/**
 * A stand-in for a slow network in front of the real server: its pages arrive in two parts, the second half a
 * second after the first, cut in the middle of the frame. Everything else passes through as the server sends it.
 */
async function pagesInTwoParts(baseURL: string): Promise<{ origin: string; server: Server }> {
  const target = new URL(baseURL)
  const server = createServer((incoming, outgoing) => {
    const isPage = incoming.headers.accept?.includes('text/html') ?? false
    const headers = { ...incoming.headers, host: target.host }
    // The page is cut as text, so it is asked for uncompressed.
    if (isPage) headers['accept-encoding'] = 'identity'
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!isPage) {
          outgoing.writeHead(answer.statusCode!, answer.headers)
          answer.pipe(outgoing)
          return
        }
        const parts: Buffer[] = []
        answer.on('data', (part: Buffer) => parts.push(part))
        answer.on('end', () => {
          const page = Buffer.concat(parts).toString()
          const root = page.indexOf('<div id="root">')
          const cut = root + Math.floor((page.indexOf('</body>') - root) / 2)
          const { 'content-length': _length, ...rest } = answer.headers
          outgoing.writeHead(answer.statusCode!, rest)
          outgoing.write(page.slice(0, cut))
          setTimeout(() => outgoing.end(page.slice(cut)), 1000)
        })
      },
    )
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

test('a page that arrives in parts is painted only once its frame is whole', async ({ browser, baseURL }) => {
  const { origin, server } = await pagesInTwoParts(baseURL!)
  for (const size of [phoneSize, desktopSize]) {
    for (const path of ['/login', '/orders']) {
      const context = await browser.newContext({ baseURL: origin, viewport: size })
      const page = await context.newPage()
      // Only the frame is looked at: the app's code would take its place.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto(path)
      await expect(page.locator('[data-app-frame]')).toBeVisible()
      expect(await layoutShifts(page), `${path} at ${size.width} px`).toBe(0)
      await context.close()
    }
  }
  server.close()
})
