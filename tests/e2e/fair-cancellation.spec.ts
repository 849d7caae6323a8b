import { formatRoubles } from '../../src/contract/common/kopecks.ts'
import { fillPolicyEndpoints } from '../../src/contract/fill-policy/endpoints.ts'
import type { FillPolicy } from '../../src/contract/fill-policy/fill-policy.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { lateCancellationLine } from '../../src/contract/orders/compensation.ts'
import { confirmedShift, postAs, storyShop } from './confirmed-shift.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/**
 * Issue 49, item 5 in the browser: staff cancelling a confirmed shift five hours ahead are told what the worker will
 * be paid, and the order goes on as «Отменён с компенсацией». The shop's policy is put back afterwards, so no other
 * spec meets it. Screenshots go to .tmp/.
 */
const shots = '.tmp/screens-fair-cancellation'

test('staff see the compensation before a late cancellation, and the order shows it', async ({
  page,
  request,
}) => {
  const staff = await authHeaders(request, 'admin')
  const shop = await storyShop(request, staff)
  const policyPath = `${fillPolicyEndpoints.fillPolicy.path}?shopId=${shop.id}`
  const before = (await (await request.get(policyPath, { headers: staff })).json()) as FillPolicy
  await postAs(request, fillPolicyEndpoints.updateFillPolicy.path, staff, {
    shopId: shop.id,
    cancelCompensationPercent: 50,
  })
  try {
    const description = `Поздняя отмена e2e ${Date.now()}`
    const { order } = await confirmedShift(request, 'worker', { hoursAhead: 5, description })

    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(description)
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await page.getByRole('button', { name: `Открыть заказ № ${order.orderNumber}` }).click()
    const view = page.getByRole('dialog', { name: `Заказ № ${order.orderNumber}` })
    await view.getByRole('button', { name: 'Отменить заказ' }).click()
    await page.getByRole('menuitem', { name: 'Отменён' }).click()
    const asked = page.getByRole('dialog', { name: `Завершить заказ № ${order.orderNumber}?` })
    const planned = { ...order, dateTime: new Date(order.dateTime), dateTo: new Date(order.dateTo) }
    const terms = { cancelNoticeHours: 24, cancelCompensationPercent: 50 }
    const owed = lateCancellationLine(planned, terms, new Date(), '1000000')!.compensationSum
    await expect(asked).toContainText(`получит ${formatRoubles(owed)} — 50% плановой суммы`)
    await page.screenshot({ path: `${shots}/cancel-asks-1280.png` })
    await asked.getByRole('button', { name: 'Отменить с компенсацией' }).click()
    await expect(page.getByText('Заказ отменён: исполнителю отправлен акт на компенсацию')).toBeVisible()

    const after = await postAs<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
    expect(after).toMatchObject({
      status: 'DONE',
      compensationKind: 'LATE_CANCELLATION',
      sum: owed,
      certificateStatus: 'SENT',
    })
    await expect(view.getByText('Отменён с компенсацией').first()).toBeVisible()
    await page.screenshot({ path: `${shots}/cancelled-with-compensation-1280.png` })
  } finally {
    await postAs(request, fillPolicyEndpoints.updateFillPolicy.path, staff, {
      shopId: shop.id,
      cancelCompensationPercent: before.cancelCompensationPercent,
    })
  }
})
