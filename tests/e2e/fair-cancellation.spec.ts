import type { APIRequestContext } from '@playwright/test'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { formatRoubles } from '../../src/contract/common/kopecks.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { fillPolicyEndpoints } from '../../src/contract/fill-policy/endpoints.ts'
import type { FillPolicy } from '../../src/contract/fill-policy/fill-policy.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { lateCancellationLine } from '../../src/contract/orders/compensation.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/**
 * Issue 49, item 5 in the browser: staff cancelling a confirmed shift five hours ahead are told what the worker will
 * be paid, and the order goes on as «Отменён с компенсацией». The shop's policy is put back afterwards, so no other
 * spec meets it. Screenshots go to .tmp/.
 */
type Auth = { authorization: string }
const hour = 3600_000
const moscow = 3
const shots = '.tmp/screens-fair-cancellation'
const shopName = 'Магазин «У станции»'

async function call<T>(request: APIRequestContext, path: string, headers: Auth, data: unknown): Promise<T> {
  const response = await request.post(path, { headers, data })
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

test('staff see the compensation before a late cancellation, and the order shows it', async ({
  page,
  request,
}) => {
  const staff = await authHeaders(request, 'admin')
  const worker = await authHeaders(request, 'worker')
  const shops = (await (await request.get(dictionaryEndpoints.shops.path, { headers: staff })).json()) as {
    id: number
    name: string
    services: { id: number }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === shopName)!
  const policyPath = `${fillPolicyEndpoints.fillPolicy.path}?shopId=${shop.id}`
  const before = (await (await request.get(policyPath, { headers: staff })).json()) as FillPolicy
  await call(request, fillPolicyEndpoints.updateFillPolicy.path, staff, {
    shopId: shop.id,
    cancelCompensationPercent: 50,
  })
  try {
    const description = `Поздняя отмена e2e ${Date.now()}`
    const start = new Date(Math.ceil((Date.now() + 5 * hour) / hour) * hour)
    const order = await call<Order>(request, orderEndpoints.create.path, staff, {
      shopId: shop.id,
      serviceId: shop.services[0]!.id,
      dateTime: toOffsetIso(start, moscow),
      dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), moscow),
      description,
    })
    await call(request, responseEndpoints.make.path, worker, { orderId: order.id })
    const me = (await (await request.get(workerEndpoints.me.path, { headers: worker })).json()) as {
      id: number
    }
    await call(request, orderEndpoints.setExecutor.path, staff, { id: order.id, selfEmployedId: me.id })
    await call(request, orderEndpoints.confirm.path, worker, { id: order.id })

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

    const after = await call<Order>(request, orderEndpoints.byId.path, staff, { id: order.id })
    expect(after).toMatchObject({
      status: 'DONE',
      compensationKind: 'LATE_CANCELLATION',
      sum: owed,
      certificateStatus: 'SENT',
    })
    await expect(view.getByText('Отменён с компенсацией').first()).toBeVisible()
    await page.screenshot({ path: `${shots}/cancelled-with-compensation-1280.png` })
  } finally {
    await call(request, fillPolicyEndpoints.updateFillPolicy.path, staff, {
      shopId: shop.id,
      cancelCompensationPercent: before.cancelCompensationPercent,
    })
  }
})
