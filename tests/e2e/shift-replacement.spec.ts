import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { confirmedShift, hour, moscow, postAs } from './confirmed-shift.ts'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 49 in the browser, on a phone: a worker who cannot come releases the shift and another takes it as
 * «Срочная замена»; a worker declines a changed time. Screenshots go to .tmp/.
 */
const shots = '.tmp/screens-shift-replacement'

test('a worker releases a shift with «Не смогу выйти» and another takes it', async ({ page, request }) => {
  const { order, staff } = await confirmedShift(request, 'worker', {
    hoursAhead: 48,
    description: `Замена e2e ${Date.now()}`,
  })
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const mine = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  await mine.getByRole('button', { name: 'Не смогу выйти' }).click()
  const asked = page.getByRole('dialog', { name: 'Не сможете выйти?' })
  await page.screenshot({ path: `${shots}/release-asks-375.png` })
  await asked.getByRole('button', { name: 'Искать замену' }).click()
  await expect(mine.getByRole('status')).toContainText('Ищем замену')
  await mine.getByRole('status').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/replacement-looked-for-375.png` })

  await signInAs(page, 'secondWorker')
  await page.goto('/orders')
  const offered = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  await expect(offered.getByText('Срочная замена')).toBeVisible()
  await offered.getByRole('button', { name: 'Взять смену' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/urgent-replacement-375.png` })
  await offered.getByRole('button', { name: 'Взять смену' }).click()
  await expect(offered).toHaveCount(0)
  await page.goto('/my-current?tab=scheduled')
  await expect(page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })).toBeVisible()

  const taken = await postAs<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(taken.status).toBe('CONFIRMED')
  expect(taken.executor?.fullName).toMatch(/^Абдуллаев/)
  expect(taken.replacement).toBeNull()
})

test('a worker declines a changed time and is free of the shift', async ({ page, request }) => {
  const { order, staff } = await confirmedShift(request, 'worker', {
    hoursAhead: 48,
    description: `Изменение e2e ${Date.now()}`,
  })
  const moved = {
    dateTime: toOffsetIso(new Date(Date.parse(order.dateTime) + 2 * hour), moscow),
    dateTo: toOffsetIso(new Date(Date.parse(order.dateTo) + 2 * hour), moscow),
  }
  const proposed = await postAs<Order>(request, orderEndpoints.update.path, staff, {
    id: order.id,
    serviceId: order.serviceId,
    shopId: order.shopId,
    description: order.description,
    ...moved,
  })
  expect(proposed.dateTime).toBe(order.dateTime)

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const card = page.getByRole('article').filter({ hasText: `Заказ № ${order.orderNumber}` })
  const change = card.getByRole('region', { name: 'Магазин предлагает изменения' })
  await expect(change.getByText(moved.dateTime.slice(11, 16), { exact: false })).toBeVisible()
  await expect(change.getByRole('button', { name: 'Принять' })).toBeVisible()
  await change.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/change-proposed-375.png` })
  await change.getByRole('button', { name: 'Отказаться' }).click()
  await page
    .getByRole('dialog', { name: 'Отказаться от изменённой смены?' })
    .getByRole('button', { name: 'Отказаться' })
    .click()
  await expect(card).toHaveCount(0)

  const after = await postAs<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
  expect(after.executor).toBeNull()
  expect(after.dateTime).toBe(moved.dateTime)
  expect(after.pendingChange).toBeNull()
})
