import type { APIRequestContext } from '@playwright/test'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { settingLabels, settingMessages, settingsDefaults } from '../../src/contract/settings/settings.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Decision 080 in the browser, on a phone: leaving a shift before its end is asked first, and the available
 * orders come nearest first under «Сегодня», «Завтра» and later days; the admin sets the check-in's opening.
 * Screenshots go to .tmp/.
 */
type Auth = { authorization: string }
const minute = 60_000
const hour = 60 * minute
const moscow = 3
const shots = '.tmp/screens-time-rules'

async function call<T>(request: APIRequestContext, path: string, headers: Auth, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A cashier's two-hour order at «Центральный» from `startsInMinutes`. */
async function cashierOrder(
  request: APIRequestContext,
  staff: Auth,
  startsInMinutes: number,
  description: string,
) {
  const shopsResponse = await request.get(dictionaryEndpoints.shops.path, { headers: staff })
  const shops = (await shopsResponse.json()) as {
    id: number
    name: string
    services: { id: number; fullName: string }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const cashier = shop.services.find((service) => service.fullName === 'Кассир')!
  const start = new Date(Date.now() + startsInMinutes * minute)
  return call<Order>(request, orderEndpoints.create.path, staff, {
    shopId: shop.id,
    serviceId: cashier.id,
    dateTime: toOffsetIso(start, moscow),
    dateTo: toOffsetIso(new Date(start.getTime() + 2 * hour), moscow),
    description,
  })
}

test('an early «Ухожу со смены» asks first, naming the end of the shift', async ({ page, request }) => {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, 'worker')
  const order = await cashierOrder(request, staff, 1, `Ранний уход e2e ${Date.now()}`)
  await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
  const me = await (await request.get(workerEndpoints.me.path, { headers: worker })).json()
  await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
  await call(request, orderEndpoints.confirm.path, worker, { id: order.id })
  await call(request, checkInEndpoints.checkIn.path, worker, { id: order.id, at: new Date().toISOString() })

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current')
  await page.getByRole('tab', { name: 'Смены' }).click()
  const card = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  const leave = card.getByRole('button', { name: 'Ухожу со смены' })
  const endsAt = order.dateTo.slice(11, 16)

  await leave.click()
  const asked = page.getByRole('dialog', { name: `Смена до ${endsAt} — уйти раньше?` })
  await expect(asked.getByRole('button', { name: 'Уйти раньше' })).toBeVisible()
  await page.screenshot({ path: `${shots}/early-leave-375.png` })
  await asked.getByRole('button', { name: 'Остаться' }).click()
  await expect(asked).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Ухожу со смены' })).toHaveCount(0)

  await leave.click()
  await asked.getByRole('button', { name: 'Уйти раньше' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Ухожу со смены' }).getByRole('heading', { name: 'Ухожу со смены' }),
  ).toBeVisible()
  await page.screenshot({ path: `${shots}/check-out-after-asking-375.png` })
})

test('the available orders come nearest first under «Сегодня», «Завтра» and later days', async ({
  page,
  request,
}) => {
  const staff = await authHeaders(request, 'admin')
  const tag = `По дням e2e ${Date.now()}`
  // Created latest first, so the list's order is the shifts' and not the creation's.
  const later = await cashierOrder(request, staff, 3 * 24 * 60, tag)
  const tomorrow = await cashierOrder(request, staff, 24 * 60, tag)
  const today = await cashierOrder(request, staff, 5, tag)

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/orders')
  const list = page.getByRole('list', { name: 'Доступные заказы' })
  await expect(list.getByRole('heading', { name: 'Сегодня' })).toBeVisible()
  await page.screenshot({ path: `${shots}/orders-headings-375.png` })

  // Each of ours under its own day's heading, in the order of the shifts.
  // The days' headings open their runs' first items; the cards' titles are inside the cards.
  const headings = list.locator(':scope > li > h2')
  const texts = await headings.allTextContents()
  expect(texts.slice(0, 2)).toEqual(['Сегодня', 'Завтра'])
  const positions = await list
    .getByRole('article')
    .evaluateAll(
      (cards, numbers) =>
        numbers.map((n) => cards.findIndex((card) => card.textContent?.includes(`Заказ № ${n}`))),
      [today.orderNumber, tomorrow.orderNumber],
    )
  expect(positions[0]).toBeGreaterThanOrEqual(0)
  expect(positions[1]).toBeGreaterThan(positions[0]!)
  void later
})

test('the admin sets how early a check-in is taken, in «Настройки»', async ({ page }) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/administration')
  const label = settingLabels.checkInOpensMinutes
  const field = page.getByRole('textbox', { name: label })
  await expect(field).toHaveValue(String(settingsDefaults.checkInOpensMinutes))
  await field.fill('721')
  await expect(page.getByText(settingMessages.checkInOpensMinutes)).toBeVisible()
  await page.screenshot({ path: `${shots}/settings-check-in-1280.png`, fullPage: true })
  const save = async (value: number) => {
    await field.fill(String(value))
    await page.getByRole('button', { name: `Сохранить: ${label}` }).click()
    await expect(page.getByText(`Сохранено: ${label.toLowerCase()}`)).toBeVisible()
  }
  await save(45)
  // The other specs check in by the default.
  await save(settingsDefaults.checkInOpensMinutes)
})
