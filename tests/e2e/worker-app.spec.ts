import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { endpointPath } from '../../src/contract/common/endpoint.ts'
import { filesEndpoints } from '../../src/contract/files/endpoints.ts'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import type { Page as ListPage } from '../../src/contract/common/page.ts'
import type { WorkerOrder } from '../../src/contract/orders/worker-views.ts'
import { expect, sessionFor, signInAs, test } from './fixtures.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'

/**
 * The worker's app on a phone, on the demo data: the worker (+7 999 000-00-11) has open orders in Луховицы,
 * an order awaiting confirmation, a DONE order whose act waits for them and a paid order without a receipt.
 * The tests run in order on one server: each builds on what the one before did.
 */
test.use({ viewport: { width: 375, height: 812 } })
test.describe.configure({ mode: 'serial' })

const morningShift = 'Кассир на утреннюю смену'
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function staffToken(page: Page): Promise<string> {
  return (await sessionFor(page.request, 'admin')).accessToken
}

async function call<T>(page: Page, token: string, url: string, data?: object): Promise<T> {
  const response = data
    ? await page.request.post(url, { data, headers: bearer(token) })
    : await page.request.get(url, { headers: bearer(token) })
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
  return (response.status() === 204 ? null : await response.json()) as T
}

/** A file opened in a new tab: headless Chromium downloads a PDF instead of showing it, so the answer is checked. */
async function expectFileOpened(page: Page, open: () => Promise<void>, contentType: string) {
  const answer = page
    .context()
    .waitForEvent('response', (response) => response.url().includes(endpointPath(filesEndpoints.download)))
  await open()
  const response = await answer
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain(contentType)
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text })

/** The drawer's entries with their badges; closed again by the caller's next navigation or Escape. */
/** The menu's code loads when it is first opened: it is there once the drawer shows its entries. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Открыть меню' }).click()
  const menu = page.getByRole('dialog', { name: 'Меню' })
  await expect(menu.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible()
  return menu
}

async function menuBadge(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByLabel(/^Новое: \d+$/)
  return (await badge.count()) ? Number(await badge.textContent()) : 0
}

/**
 * The menu button's number once the badges are asked for again and their answer drawn. The badges load after the
 * page's first screen: read before their answer, the number is 0 whatever the server counts.
 */
async function countedMenuBadge(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(navigationEndpoints.counts.path) && response.ok(),
  )
  await page.getByRole('button', { name: 'Обновить счётчики' }).click()
  await answered
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
  return menuBadge(page)
}

test('responds to an order and withdraws the response', async ({ page }) => {
  await signInAs(page, 'worker')
  await page.goto('/orders')
  const order = card(page, morningShift)
  await expect(order.getByText('Магазин «Центральный»')).toBeVisible()
  await expect(order.getByRole('link', { name: /Магазин на карте/ })).toHaveAttribute(
    'href',
    /^https:\/\/yandex\.ru\/maps\/\?pt=[\d.]+,[\d.]+&z=16&l=map$/,
  )
  await order.getByRole('button', { name: 'Откликнуться' }).click()
  await expect(order.getByText('Вы откликнулись')).toBeVisible()

  // The responses tab counts the change, until the tab has been seen.
  const menu = await openMenu(page)
  await menu.getByRole('link', { name: /Мои текущие заказы/ }).click()
  await expect(page.getByRole('tab', { name: /^Отклики\s*\d+$/ })).toBeVisible()
  const response = card(page, morningShift)
  await response.getByRole('button', { name: 'Отозвать отклик' }).click()
  await expect(response).toHaveCount(0)

  await (await openMenu(page)).getByRole('link', { name: /Заказы/ }).click()
  await expect(card(page, morningShift).getByRole('button', { name: 'Откликнуться' })).toBeVisible()
  await (await openMenu(page)).getByRole('link', { name: /Мои текущие заказы/ }).click()
  await expect(page.getByRole('tab', { name: 'Отклики', exact: true })).toBeVisible()
})

test('confirms the order staff chose me for in «Мои текущие заказы»', async ({ page }) => {
  const tokens = await signInAs(page, 'worker')
  const me = await call<{ id: number }>(page, tokens.accessToken, workerEndpoints.me.path)
  await page.goto('/orders')
  await card(page, morningShift).getByRole('button', { name: 'Откликнуться' }).click()
  await expect(card(page, morningShift).getByText('Вы откликнулись')).toBeVisible()

  const available = await call<ListPage<WorkerOrder>>(
    page,
    tokens.accessToken,
    workerOrderEndpoints.available.path,
    {},
  )
  const order = available.content.find((candidate) => candidate.description === morningShift)!
  await call(page, await staffToken(page), orderEndpoints.setExecutor.path, {
    id: order.id,
    selfEmployedId: me.id,
  })

  await page.getByRole('button', { name: 'Обновить счётчики' }).click()
  const before = await menuBadge(page)
  const currentBefore = (
    await call<{ currentOrders: number }>(page, tokens.accessToken, navigationEndpoints.counts.path)
  ).currentOrders
  await (await openMenu(page)).getByRole('link', { name: /Мои текущие заказы/ }).click()
  await page.getByRole('tab', { name: /Подтвердить/ }).click()
  const awaiting = card(page, morningShift)
  await expect(awaiting.getByText(/Подтвердите до \S+, \d\d-\d\d-\d{4}, \d\d:\d\d/)).toBeVisible()
  await awaiting.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(awaiting).toHaveCount(0)
  // The message names the tab by its own name.
  await expect(page.getByText('Заказ подтверждён. Он на вкладке «Смены»')).toBeVisible()

  await page.getByRole('tab', { name: 'Смены' }).click()
  await expect(card(page, morningShift).getByText('Запланирован')).toBeVisible()
  await expect.poll(() => menuBadge(page)).toBe(before + 1)
  await expect((await openMenu(page)).getByLabel(`Мои текущие заказы: ${currentBefore + 1}`)).toBeVisible()
})

test('rejects an act, then opens and confirms the corrected one', async ({ page }) => {
  const tokens = await signInAs(page, 'worker')
  await page.goto('/confirmations')
  // The demo's act, of eight hours; other browser tests may have sent this worker acts of their own (a late
  // cancellation's).
  const sent = () => card(page, 'Акт отправлен исполнителю').filter({ hasText: 'за 8 ч' })
  await expect(sent().getByText('Сумма:')).toBeVisible()
  await sent().getByRole('button', { name: 'Отклонить' }).click()
  await page
    .getByRole('dialog', { name: 'Отклонить акт?' })
    .getByRole('button', { name: 'Отклонить' })
    .click()
  await expect(card(page, 'Акт отклонён исполнителем')).toBeVisible()

  // The demo act was seeded without a file; staff form it again, as after a rejection.
  const acts = await call<ListPage<WorkerOrder>>(page, tokens.accessToken, workerOrderEndpoints.mine.path, {
    list: 'acts',
  })
  const rejected = acts.content.find((order) => order.certificateStatus === 'CANCELED')!
  await call(page, await staffToken(page), actEndpoints.generate.path, {
    id: rejected.id,
  })
  await page.reload()
  await expectFileOpened(
    page,
    () => sent().getByRole('button', { name: 'Открыть акт (PDF)' }).click(),
    'application/pdf',
  )

  const before = await menuBadge(page)
  await expect((await openMenu(page)).getByLabel(/^Акты: \d+$/)).toBeVisible()
  await page.keyboard.press('Escape')
  await sent().getByRole('button', { name: 'Подтвердить' }).click()
  await page
    .getByRole('dialog', { name: 'Подтвердить акт?' })
    .getByRole('button', { name: 'Подтвердить' })
    .click()
  await expect(sent()).toHaveCount(0)
  await expect(
    card(page, `Заказ № ${rejected.orderNumber}`).getByText('Акт подтверждён', { exact: true }),
  ).toBeVisible()
  // Other browser tests may leave acts of their own: this one's confirmation takes exactly one off the badge.
  await expect.poll(() => menuBadge(page)).toBe(before - 1)
})

test('uploads a tax receipt for a paid order, refusing a file that is not one', async ({ page }) => {
  // Абдуллаев: his payments credited by the bank ask for receipts (the demo worker's is not sent yet).
  await signInAs(page, 'secondWorker')
  await page.goto('/receipts')
  const choice = page.locator('fieldset label').first()
  const orderNumber = /№\s(\d+)/.exec((await choice.textContent()) ?? '')![1]!
  const order = page.getByRole('radio', { name: new RegExp(`№\\s${orderNumber}`) })
  await order.check()
  await page.getByRole('radio', { name: 'Файл', exact: true }).click()
  const file = page.getByLabel('Выбрать файл')
  const send = page.getByRole('button', { name: 'Отправить чек' })

  await file.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024),
  })
  await expect(page.getByRole('alert').filter({ hasText: 'не более 10 МБ' })).toBeVisible()
  await expect(send).toBeDisabled()

  await file.setInputFiles({
    name: 'чек.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ not a pdf'),
  })
  await send.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Чек должен быть изображением' })).toBeVisible()

  await file.setInputFiles({ name: 'чек.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('чек.png')).toBeVisible()
  await send.click()
  const receipt = page
    .getByRole('list', { name: 'Мои чеки' })
    .getByRole('listitem')
    .filter({ hasText: 'чек.png' })
    .filter({ hasText: new RegExp(`№\\s${orderNumber}`) })
  await expect(receipt).toBeVisible()
  await expect(order).toHaveCount(0)

  await expectFileOpened(page, () => receipt.getByRole('button', { name: 'Открыть' }).click(), 'image/png')
})

test('a new order in my city shows on the Заказы badge until I open the page', async ({ page }) => {
  await signInAs(page, 'worker')
  // The opening is saved once the page is drawn: the order below must come after it to be new.
  const opened = page.waitForResponse(
    (response) => response.url().endsWith(navigationEndpoints.saveOpening.path) && response.ok(),
  )
  await page.goto('/orders')
  await expect(card(page, 'Выкладка молочной продукции')).toBeVisible()
  await opened
  const before = await countedMenuBadge(page)
  await expect((await openMenu(page)).getByLabel(/^Заказы: /)).toHaveCount(0)
  await page.keyboard.press('Escape')

  const token = await staffToken(page)
  const shops = await call<Shop[]>(page, token, dictionaryEndpoints.shops.path)
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 86_400_000)
  await call(page, token, orderEndpoints.create.path, {
    serviceId: shop.services[0]!.id,
    shopId: shop.id,
    dateTime: toOffsetIso(start, shop.city.utcOffset),
    dateTo: toOffsetIso(new Date(start.getTime() + 4 * 3_600_000), shop.city.utcOffset),
    description: 'Новая смена для проверки счётчика',
  })

  await page.getByRole('button', { name: 'Обновить счётчики' }).click()
  await expect.poll(() => menuBadge(page)).toBe(before + 1)
  const menu = await openMenu(page)
  await expect(menu.getByLabel('Заказы: 1', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/my-history')
  await (await openMenu(page)).getByRole('link', { name: /Заказы/ }).click()
  await expect(card(page, 'Новая смена для проверки счётчика')).toBeVisible()
  await expect.poll(() => menuBadge(page)).toBe(before)
})

test('every worker page is readable at 375 px, without horizontal scroll or accessibility violations', async ({
  page,
}) => {
  await signInAs(page, 'worker')
  for (const path of ['/orders', '/my-current', '/confirmations', '/my-history', '/receipts']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(/Загружаем/)).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(result.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([])
  }
})
