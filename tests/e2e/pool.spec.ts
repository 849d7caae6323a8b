import type { APIRequestContext, Page } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test, type Account } from './fixtures.ts'

const shopName = 'Магазин «Центральный»'

/** A day `days` from today in the demo shops' city (UTC+3), as the date field is typed: DD-MM-YYYY. */
function localDay(days: number): string {
  const iso = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`
}

async function api<T>(request: APIRequestContext, account: Account, path: string, data?: object): Promise<T> {
  const headers = await authHeaders(request, account)
  const response = data ? await request.post(path, { data, headers }) : await request.get(path, { headers })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (response.status() === 204 ? null : await response.json()) as T
}

async function pageAs(page: Page, account: Account, size: typeof desktopSize) {
  await page.setViewportSize(size)
  await signInAs(page, account)
}

test('staff favourite the demo worker, publish to favourites first; only the favourite sees it and the rule assigns it', async ({
  page,
  browser,
}) => {
  const request = page.request
  const workerId = (await api<{ id: number }>(request, 'worker', workerEndpoints.me.path)).id
  const shops = await api<Shop[]>(request, 'admin', dictionaryEndpoints.shops.path)
  const shop = shops.find((candidate) => candidate.name === shopName)!
  const created: number[] = []
  try {
    // Staff add the demo worker to the shop's favourites on the worker's profile.
    await pageAs(page, 'admin', desktopSize)
    await page.goto(`/self-employed-profile/${workerId}`)
    await page.getByRole('tab', { name: 'Магазины' }).click()
    const row = page.getByRole('row').filter({ hasText: shopName })
    await row.getByRole('button', { name: /^В избранные/ }).click()
    await expect(page.getByText('Исполнитель добавлен в избранные магазина')).toBeVisible()
    await expect(row.getByText('Избранный')).toBeVisible()

    // …and switch the shop's auto-accept rule on for favourites, under Справочники → Магазины.
    await page.goto('/dictionaries?tab=shop')
    await page.getByRole('button', { name: `Исполнители: ${shopName}` }).click()
    const people = page.getByRole('dialog', { name: `${shopName}: исполнители` })
    await expect(people.getByRole('link', { name: 'Иванов Иван Петрович' })).toBeVisible()
    await people.getByRole('tab', { name: 'Автоприём откликов' }).click()
    await people.getByRole('switch', { name: 'Принимать отклики избранных исполнителей' }).click()
    await people.getByRole('button', { name: 'Сохранить правило' }).click()
    await expect(page.getByText('Правило сохранено')).toBeVisible()
    await page.keyboard.press('Escape')

    // An order published to the favourites first, for 4 hours.
    await page.goto('/')
    await page.getByRole('button', { name: 'Создать заказ' }).click()
    const form = page.getByRole('dialog', { name: 'Новый заказ' })
    await form.getByRole('combobox', { name: 'Магазин' }).fill('Центральный')
    await page.getByRole('option', { name: new RegExp(shopName) }).click()
    await form.getByRole('button', { name: 'Услуга' }).click()
    await page.getByRole('option', { name: 'Кассир' }).click()
    await form.getByRole('textbox', { name: 'Дата смены' }).pressSequentially(localDay(3))
    await form.getByRole('textbox', { name: 'Начало' }).pressSequentially('1000')
    await form.getByRole('textbox', { name: 'Окончание' }).pressSequentially('1800')
    await form.getByRole('textbox', { name: 'Сначала избранным, часов' }).fill('4')
    const description = `Избранным e2e ${Date.now()}`
    await form.getByRole('textbox', { name: 'Описание' }).fill(description)
    const answer = page.waitForResponse((response) => response.url().endsWith(orderEndpoints.create.path))
    await form.getByRole('button', { name: 'Создать заказ' }).click()
    const order = (await (await answer).json()) as Order
    created.push(order.id)
    expect(order.favouritesFirstHours).toBe(4)

    // An order for everyone at the same shop: the other worker's list shows it, so theirs has loaded.
    const start = new Date(Date.now() + 4 * 86_400_000)
    const forEveryone = await api<Order>(request, 'admin', orderEndpoints.create.path, {
      shopId: shop.id,
      serviceId: order.serviceId,
      dateTime: toOffsetIso(start, 3),
      dateTo: toOffsetIso(new Date(start.getTime() + 4 * 3_600_000), 3),
      description: `Всем e2e ${Date.now()}`,
    })
    created.push(forEveryone.id)

    const other = await browser.newPage()
    await pageAs(other, 'secondWorker', phoneSize)
    await other.goto('/orders')
    await expect(other.getByRole('article').filter({ hasText: forEveryone.description! })).toBeVisible()
    await expect(other.getByRole('article').filter({ hasText: description })).toHaveCount(0)
    await other.close()

    // The favourite sees it, responds, and the shop's rule makes them the executor: they now confirm it.
    const worker = await browser.newPage()
    await pageAs(worker, 'worker', phoneSize)
    await worker.goto('/orders')
    const card = worker.getByRole('article').filter({ hasText: description })
    const responded = worker.waitForResponse((response) =>
      response.url().endsWith(responseEndpoints.make.path),
    )
    await card.getByRole('button', { name: 'Откликнуться' }).click()
    expect((await responded).ok()).toBe(true)
    await worker.goto('/my-current')
    await worker.getByRole('tab', { name: /^Подтвердить/ }).click()
    await expect(worker.getByRole('article').filter({ hasText: description })).toBeVisible()
    await worker.close()

    const assigned = await api<Order>(request, 'admin', orderEndpoints.byId.path, { id: order.id })
    expect(assigned).toMatchObject({ status: 'APPROVED', executor: { id: workerId } })
  } finally {
    // The rest of the suite runs on the same server: the rule, the favourite and the orders go.
    await api(request, 'admin', poolEndpoints.updateAutoAcceptRule.path, {
      shopId: shop.id,
      favourites: false,
      minShifts: null,
      minAverageMark: null,
    })
    await api(request, 'admin', poolEndpoints.unfavourite.path, { shopId: shop.id, selfEmployedId: workerId })
    for (const id of created)
      await api(request, 'admin', orderEndpoints.finish.path, { id, resolution: 'CANCELED' })
  }
})
