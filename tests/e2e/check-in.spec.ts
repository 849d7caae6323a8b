import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import QRCode from 'qrcode'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import type { OrderChecks } from '../../src/contract/check-in/endpoint-schemas.ts'
import { checkInMessages, lateCheckOutTexts } from '../../src/contract/check-in/messages.ts'
import { shopCodeQrText } from '../../src/contract/check-in/rules.ts'
import { waitingChecksAtSignOut } from '../../src/contract/check-in/waiting-checks.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'
import { call, confirmedOrder, minute, moscow, shopCodeNow, type Auth } from './check-in-calls.ts'

/**
 * Issue 25 in the browser: the demo worker checks in at the shop with the typed code while the phone has no
 * network, and the check reaches the server with its own time once the network is back; staff's finish dialog
 * offers the checked minutes.
 */
const checksOf = (request: APIRequestContext, staff: Auth, id: number) =>
  call<OrderChecks>(request, checkInEndpoints.ofOrder.path, staff, { id })

/**
 * The demo worker, on a phone, opens a confirmed order starting in 20 minutes, loses the network and checks in
 * with the shop's code: the check waits on the phone. Answers the moments between which it was tapped.
 */
async function checkInOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  description: string,
  options: { installed?: boolean } = {},
) {
  await page.setViewportSize(phoneSize)
  const { order, staff } = await confirmedOrder(request, 20, description)
  await signInAs(page, 'worker')
  await page.goto('/my-current')
  if (options.installed) {
    // As in the app on the home screen: the service worker serves the app's code, the menu's included, offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  }
  await page.getByRole('tab', { name: 'Смены' }).click()
  const card = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  const checkIn = card.getByRole('button', { name: 'Я на месте' })
  await expect(checkIn).toBeVisible()
  // The dialog's code is fetched when the window opens: the phone has it once that fetch is done, not before.
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await checkIn.click()
  const dialog = page.getByRole('dialog', { name: 'Я на месте' })
  await expect(dialog.getByText('Нет сети: отметка сохранится на телефоне')).toBeVisible()
  await dialog.getByLabel('Код с экрана магазина').fill(await shopCodeNow(request, staff, order.shopId))
  const tappedFrom = Date.now()
  await dialog.getByRole('button', { name: 'Отметить приход' }).click()
  const tappedBy = Date.now()
  await expect(dialog).toHaveCount(0)
  await expect(card.getByText('Сохранено на телефоне, отправится, когда появится связь')).toBeVisible()
  return { order, staff, card, tappedFrom, tappedBy }
}

/** Выйти from the phone's menu. */
async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Выйти' }).click()
}

test('offline, the worker checks in with the typed code; online again, the check arrives with its own time', async ({
  page,
  context,
  request,
}) => {
  const { order, staff, card, tappedFrom, tappedBy } = await checkInOffline(
    page,
    context,
    request,
    `Отметка без сети e2e ${Date.now()}`,
  )
  await expect(card.getByRole('button', { name: 'Ухожу со смены' })).toBeVisible()

  // Nothing has reached the server while the phone is offline.
  await page.waitForTimeout(3_000)
  expect((await checksOf(request, staff, order.id)).checkIn).toBeNull()

  const online = Date.now()
  await context.setOffline(false)
  await expect.poll(async () => (await checksOf(request, staff, order.id)).checkIn).not.toBeNull()
  const { checkIn: arrived } = await checksOf(request, staff, order.id)
  const at = Date.parse(arrived!.at)
  // The server keeps the phone's moment of the tap (to the millisecond it was sent with), not its own.
  expect(at).toBeGreaterThanOrEqual(tappedFrom)
  expect(at).toBeLessThanOrEqual(tappedBy)
  expect(Date.parse(arrived!.receivedAt)).toBeGreaterThanOrEqual(online)
  expect(arrived!.verification).toBe('CODE')
  await expect(card.getByText('Сохранено на телефоне')).toHaveCount(0)
  await expect(card.getByText(/^Приход отмечен в \d\d:\d\d$/)).toBeVisible()
  const started = await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(started.status).toBe('IN_PROGRESS')
})

test.describe('in the installed app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a check waiting on the phone survives sign-out: another worker never sends it, its worker does on signing in', async ({
    page,
    context,
    request,
  }) => {
    const { order, staff, tappedFrom, tappedBy } = await checkInOffline(
      page,
      context,
      request,
      `Отметка через выход e2e ${Date.now()}`,
      { installed: true },
    )

    // Signing out with the check still waiting: the worker is told it stays on the phone.
    await signOutFromMenu(page)
    const warning = page.getByRole('dialog', { name: 'Выйти из приложения?' })
    await expect(warning).toContainText(waitingChecksAtSignOut)
    await warning.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await context.setOffline(false)

    // Another worker on the same phone: the check is not theirs to send, and their sign-out asks nothing.
    await signInAs(page, 'secondWorker')
    await page.goto('/orders')
    await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
    await page.waitForTimeout(3_000)
    expect((await checksOf(request, staff, order.id)).checkIn).toBeNull()
    await signOutFromMenu(page)
    await expect(page).toHaveURL(/\/login$/)

    // Its own worker signs in again: the check goes, with the moment of the tap.
    await signInAs(page, 'worker')
    await page.goto('/orders')
    await expect(page.getByText('Отметка отправлена')).toBeVisible()
    const { checkIn: arrived } = await checksOf(request, staff, order.id)
    expect(Date.parse(arrived!.at)).toBeGreaterThanOrEqual(tappedFrom)
    expect(Date.parse(arrived!.at)).toBeLessThanOrEqual(tappedBy)
  })
})

test("staff's finish dialog shows the checks, offers the checked minutes up to the end, and counts a late check-out's time on request", async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktopSize)
  const description = `Табель по отметкам e2e ${Date.now()}`
  const { order, staff, worker } = await confirmedOrder(request, 24 * 60, description)
  // The shift is moved into the past, and the checks the phone kept come in with their own minutes and codes.
  const start = Date.now() - 3 * 3_600_000
  const end = start + 2 * 3_600_000
  const moved = await call<Order>(request, orderEndpoints.update.path, staff, {
    id: order.id,
    serviceId: order.serviceId,
    shopId: order.shopId,
    dateTime: new Date(start).toISOString(),
    dateTo: new Date(end).toISOString(),
    description: order.description,
    comment: order.comment,
    planAssignmentsCount: order.planAssignmentsCount,
  })
  // A confirmed shift's new times wait for the worker's consent (issue 49): they accept.
  await call(request, orderEndpoints.answerChange.path, worker, { id: moved.pendingChange!.id, accept: true })
  const checkedIn = start - 5 * minute
  const checkedOut = end + 30 * minute
  await call(request, checkInEndpoints.checkIn.path, worker, {
    id: order.id,
    at: new Date(checkedIn).toISOString(),
  })
  const shop = await call<{ id: number; latitude: number; longitude: number }[]>(
    request,
    dictionaryEndpoints.shops.path,
    staff,
  )
  const place = shop.find((one) => one.id === order.shopId)!
  await call(request, checkInEndpoints.checkOut.path, worker, {
    id: order.id,
    at: new Date(checkedOut).toISOString(),
    latitude: place.latitude,
    longitude: place.longitude,
  })
  await expect
    .poll(async () => (await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })).status)
    .toBe('DONE')

  await signInAs(page, 'admin')
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(description)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
  const view = page.getByRole('dialog', { name: `Заказ № ${order.orderNumber}` })
  await expect(view.getByText('без подтверждения')).toBeVisible()
  await view.getByRole('button', { name: 'Завершить', exact: true }).click()

  const finish = page.getByRole('dialog', { name: `Завершение заказа № ${order.orderNumber}` })
  const time = (instant: number) => new Date(instant + moscow * 3_600_000).toISOString().slice(11, 16)
  await expect(finish.getByText(`Приход в ${time(checkedIn)}`)).toBeVisible()
  await expect(finish.getByText('без подтверждения')).toBeVisible()
  await expect(finish.getByText(`Уход в ${time(checkedOut)}`)).toBeVisible()
  // A position is the phone's word, never a proof: the shop's coordinates are public.
  await expect(finish.getByText('по данным телефона, 0 м')).toBeVisible()
  // From the start (not the early check-in) to the end (not the late check-out): 120 minutes.
  await expect(finish.getByText(lateCheckOutTexts.flag(30))).toBeVisible()
  await expect(finish.getByText('По отметкам:')).toContainText('120 мин')
  const minutes = finish.getByLabel('Время, минут')
  await expect(minutes).toHaveValue('120')
  await finish.getByRole('button', { name: lateCheckOutTexts.count }).click()
  await expect(finish.getByText(lateCheckOutTexts.counted(30))).toBeVisible()
  await expect(finish.getByText('По отметкам:')).toContainText('150 мин')
  await expect(minutes).toHaveValue('150')
  await minutes.fill('100')
  await expect(minutes).toHaveValue('100')
  await finish.getByRole('button', { name: 'Отмена' }).click()
})

test('the worker reads the shop’s code from a picture of its QR; another shop’s code is refused', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phoneSize)
  const { order, staff } = await confirmedOrder(request, 20, `Отметка по QR e2e ${Date.now()}`)
  await signInAs(page, 'worker')
  await page.goto('/my-current')
  await page.getByRole('tab', { name: 'Смены' }).click()
  const card = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  await card.getByRole('button', { name: 'Я на месте' }).click()
  const dialog = page.getByRole('dialog', { name: 'Я на месте' })
  const picture = async (text: string) => ({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(text, { type: 'png', width: 480, margin: 4 }),
  })

  await dialog
    .getByLabel('QR-код со снимка экрана')
    .setInputFiles(await picture(shopCodeQrText(order.shopId + 1000, '123456')))
  await expect(dialog.getByText(checkInMessages.otherShop)).toBeVisible()
  await expect(dialog.getByLabel('Код с экрана магазина')).toHaveValue('')

  const code = await shopCodeNow(request, staff, order.shopId)
  await dialog
    .getByLabel('QR-код со снимка экрана')
    .setInputFiles(await picture(shopCodeQrText(order.shopId, code)))
  await expect(dialog.getByLabel('Код с экрана магазина')).toHaveValue(code)
  await expect(dialog.getByText(checkInMessages.otherShop)).toHaveCount(0)
})
