import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { swapEndpoints } from '../../src/contract/swaps/endpoints.ts'
import type { Swap } from '../../src/contract/swaps/swaps.ts'
import { confirmedShift, postAs } from './confirmed-shift.ts'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 49, item 2 in the browser, on a phone (decision 108): a worker offers their confirmed shift for another
 * worker's, the other agrees on their card, staff approve, and each works the other's shift. Screenshots go
 * to .tmp/.
 */
const shots = '.tmp/screens-shift-swap'

test('two workers swap confirmed shifts and staff approve', async ({ page, request }) => {
  const mine = await confirmedShift(request, 'worker', {
    hoursAhead: 5 * 24,
    description: `Обмен e2e ${Date.now()}`,
  })
  const theirs = await confirmedShift(request, 'secondWorker', {
    hoursAhead: 6 * 24,
    description: `Обмен e2e ${Date.now()}`,
  })
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/my-current?tab=scheduled')
  const myCard = page.getByRole('article').filter({ hasText: `Заказ № ${mine.order.orderNumber}` })
  const offer = myCard.getByRole('button', { name: 'Поменяться сменой' })
  expect((await offer.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Поменяться сменой' })
  const choice = dialog.getByRole('radio', { name: new RegExp(`№ ${theirs.order.orderNumber}:`) })
  await choice.check()
  await page.screenshot({ path: `${shots}/swap-choose-375.png` })
  await dialog.getByRole('button', { name: 'Предложить обмен' }).click()
  await expect(myCard.getByRole('status')).toContainText('Вы предложили обмен')

  await signInAs(page, 'secondWorker')
  await page.goto('/my-current?tab=scheduled')
  const theirCard = page.getByRole('article').filter({ hasText: `Заказ № ${theirs.order.orderNumber}` })
  const proposal = theirCard.getByRole('region', { name: 'Предложение поменяться сменой' })
  await expect(proposal).toContainText(`№ ${mine.order.orderNumber}:`)
  await proposal.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${shots}/swap-proposed-375.png` })
  const agree = proposal.getByRole('button', { name: 'Согласиться' })
  expect((await agree.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await agree.click()
  await page
    .getByRole('dialog', { name: 'Поменяться сменой?' })
    .getByRole('button', { name: 'Согласиться' })
    .click()
  await expect(theirCard.getByRole('status')).toContainText('ждёт одобрения магазина')

  const [swap] = await postAs<Swap[]>(request, swapEndpoints.filter.path, mine.staff, {
    orderId: mine.order.id,
  })
  expect(swap!.status).toBe('ACCEPTED')

  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(mine.order.description!)
  await page.getByRole('button', { name: `Открыть заказ № ${mine.order.orderNumber}` }).click()
  const view = page.getByRole('dialog', { name: `Заказ № ${mine.order.orderNumber}` })
  await expect(view.getByText('Обмен сменами ждёт одобрения')).toBeVisible()
  await page.screenshot({ path: `${shots}/swap-staff-1280.png` })
  await view.getByRole('button', { name: 'Одобрить обмен' }).click()
  await expect(page.getByText('Обмен сменами одобрен')).toBeVisible()
  await expect(view.getByText('Обмен сменами ждёт одобрения')).toBeHidden()

  const [first, second] = await Promise.all(
    [mine.order.id, theirs.order.id].map((id) =>
      postAs<Order>(request, orderEndpoints.byId.path, mine.staff, { id }),
    ),
  )
  expect(first!.executor?.id).toBe(theirs.workerId)
  expect(second!.executor?.id).toBe(mine.workerId)
})
