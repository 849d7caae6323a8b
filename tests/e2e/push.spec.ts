import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { startTestPushService } from '../support/push-service.ts'
import { authHeaders, expect, phoneSize, signInAs, test } from './fixtures.ts'

/** The other tests block the service worker; this one is about it. */
test.use({ serviceWorkers: 'allow' })

/** An instant `hours` from now in the demo shops' city (UTC+3), as the order calls take it. */
function moscowIso(hours: number): string {
  const local = new Date(Date.now() + hours * 3_600_000 + 3 * 3_600_000)
  return `${local.toISOString().slice(0, 19)}+03:00`
}

/**
 * Issue 23 in the browser. Real: the profile page and its «Включить», the permission (granted), the app's
 * subscribe call, staff creating an order, the server's digest, encryption, VAPID signature and delivery, the
 * service worker's push handler and the notification it shows. Stood in (decision 031): headless Chromium
 * reaches no push service (FCM), so the browser's PushManager answers a subscription pointing at the test's own
 * push service, and the payload that service decrypts is handed to the service worker through the DevTools
 * protocol, as the browser's push service would hand it.
 */
test('the demo worker turns notifications on and sees a new order staff posted', async ({
  page,
  context,
}) => {
  const service = await startTestPushService()
  const device = service.device()
  await context.grantPermissions(['notifications'])
  await context.addInitScript((subscription) => {
    let current: PushSubscription | null = null
    // The browser's subscription, pointing at the test's push service; the page never asks for its keys.
    const fake: Omit<PushSubscription, 'getKey'> = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        current = null
        return true
      },
    }
    PushManager.prototype.subscribe = async () => (current = fake as PushSubscription)
    PushManager.prototype.getSubscription = async () => current
  }, device.subscription)

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Уведомления' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  // Nothing was asked on load: the permission is the test's grant, the subscription not yet made.
  await expect(page.getByRole('button', { name: 'Включить' })).toBeVisible()
  await page.getByRole('button', { name: 'Включить' }).click()
  await expect(page.getByText('Уведомления включены')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Выключить на этом устройстве' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Новые заказы' })).toBeChecked()
  await page.screenshot({ path: 'test-results/push-profile-375.png', fullPage: true })

  const staff = await authHeaders(page.request, 'employee')
  const shops = (await (
    await page.request.get(dictionaryEndpoints.shops.path, { headers: staff })
  ).json()) as {
    id: number
    name: string
    city: { name: string }
    services: { id: number }[]
  }[]
  const shop = shops.find((candidate) => candidate.city.name === 'Луховицы')!
  const created = await page.request.post(orderEndpoints.create.path, {
    headers: staff,
    data: {
      shopId: shop.id,
      serviceId: shop.services[0]!.id,
      dateTime: moscowIso(26),
      dateTo: moscowIso(34),
    },
  })
  expect(created.ok()).toBe(true)

  const newOrders = () =>
    service.received.find((push) => push.device === device.id && push.message.kind === 'newOrders')
  await expect.poll(() => Boolean(newOrders()), { timeout: 30_000 }).toBe(true)
  const sent = newOrders()!
  expect(sent.vapidValid).toBe(true)
  expect(sent.message).toMatchObject({ kind: 'newOrders', title: 'Новый заказ', url: '/orders' })
  expect(sent.message.body).toContain(shop.name)

  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((candidate) => !candidate.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const badgesRefreshed = page.waitForRequest((request) =>
    request.url().includes(navigationEndpoints.counts.path),
  )
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: sent.text,
  })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
        })),
      ),
    )
    .toEqual([{ title: 'Новый заказ', body: sent.message.body, tag: 'new-orders' }])
  await badgesRefreshed
  await service.close()
})
