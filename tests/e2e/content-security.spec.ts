import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { receiptLinkMessages, receiptPrintLink } from '../../src/contract/receipts/receipt-checks.ts'
import { innFor } from '../../src/server/db/seed/documents.ts'
import { demoReceiptNumbers } from '../../src/server/db/seed/receipt-checks.ts'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

declare global {
  interface Window {
    violations: string[]
  }
}

/** Every violation of the page's content security policy, recorded from the document's first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    window.violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
}
const violations = (page: Page) => page.evaluate(() => window.violations)

test('the sign-in page and its form break no rule of the content security policy', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/login')
  await page.getByLabel('Телефон').fill('9990000001')
  await page.getByRole('button', { name: 'Получить код' }).click()
  await expect(page.getByLabel('Код из СМС')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the staff and worker pages break no rule of the content security policy', async ({ page }) => {
  await recordViolations(page)
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('a QR code read as on an iPhone, by the app’s own WebAssembly, breaks no rule and asks no other site', async ({
  page,
  baseURL,
}) => {
  await recordViolations(page)
  // Safari has no BarcodeDetector: the WebAssembly reader (qr-scan/qr-reader.ts) reads the code.
  await page.addInitScript(() => delete (window as { BarcodeDetector?: unknown }).BarcodeDetector)
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.setViewportSize(phoneSize)
  // Абдуллаев's credited shift waits for its receipt (a receipt is asked for once the money is sent, decision 084).
  await signInAs(page, 'secondWorker')
  await page.goto('/receipts')
  await page
    .getByRole('radio', { name: /Кассир/ })
    .first()
    .check()

  // Another worker's receipt: read, then refused by its seller's INN, so nothing is stored.
  const link = receiptPrintLink(innFor(11), demoReceiptNumbers.readyForAbdullaev)
  await page.getByLabel('QR-код со снимка экрана').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(link, { type: 'png', width: 480, margin: 4 }),
  })
  await expect(page.getByRole('alert').filter({ hasText: receiptLinkMessages.notYourInn })).toBeVisible()

  expect(await violations(page)).toEqual([])
  expect(requested.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([])
  expect(requested.filter((url) => url.endsWith('.wasm'))).toEqual([
    expect.stringMatching(/\/assets\/zxing_reader-[\w-]+\.wasm$/),
  ])
})
