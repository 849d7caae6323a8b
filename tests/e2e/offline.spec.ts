import type { BrowserContext, Page } from '@playwright/test'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'
import { goOffline } from './offline-network.ts'

/**
 * The installed worker app with no network (issue 11): what the worker saw online stays readable offline,
 * with a notice, and actions that need the network are disabled; signing out leaves nothing of theirs behind.
 */
test.use({ serviceWorkers: 'allow', viewport: phoneSize })

const offlineNotice = 'Нет сети — показаны сохранённые данные'
const openAct = { name: 'Открыть акт (PDF)' }

/** The service worker has precached the app: from now on a reload works without the network. */
async function appCached(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** The device's saved entries by name (`<user id>:<name>` keys), read straight from IndexedDB. */
function savedEntries(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve) => {
        const request = indexedDB.open('smeny-offline')
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains('entries')) return resolve({})
          const store = db.transaction('entries').objectStore('entries')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () =>
            resolve(
              Object.fromEntries(
                (keys.result as string[]).map((key, index) => [
                  key.split(':')[1] ?? '',
                  values.result[index],
                ]),
              ),
            )
        }
      }),
  )
}

/** The device has the worker's pages saved (written a moment after they load). */
async function pagesSaved(page: Page) {
  await expect
    .poll(async () => Object.keys(await savedEntries(page)))
    .toEqual(expect.arrayContaining(['query-cache', 'acts', 'act-pdf']))
}

/**
 * The available orders the worker just saw are in the saved page data (keyed by their call's path), so leaving
 * the page now loses nothing; other lists of `/api/order/…` do not count.
 */
async function ordersSaved(page: Page) {
  await expect
    .poll(async () => {
      const saved = (await savedEntries(page))['query-cache'] as
        { data: { state: { queries: { queryKey: unknown[] }[] } } } | undefined
      return saved?.data.state.queries.map((query) => query.queryKey.slice(0, 2).join('/')) ?? []
    })
    .toContain(workerOrderEndpoints.available.path.replace(/^\/api\//, ''))
}

/** Opens an act's PDF; answers the type of the document the new tab shows (a `blob:` link of this page). */
async function openActPdf(page: Page, context: BrowserContext): Promise<string> {
  const tabOpened = context.waitForEvent('page')
  await page.getByRole('button', openAct).first().click()
  const tab = await tabOpened
  await expect.poll(() => tab.url()).toMatch(/^blob:/)
  await tab.waitForLoadState()
  const type = await tab.evaluate(() => document.contentType)
  await tab.close()
  return type
}

test('acts, their PDF and the last orders stay readable offline, with a notice; actions wait for the network', async ({
  page,
  context,
}) => {
  await signInAs(page, 'worker')
  await page.goto('/orders')
  await expect(page.getByRole('button', { name: 'Откликнуться' }).first()).toBeEnabled()
  await ordersSaved(page)
  await page.goto('/confirmations')
  await appCached(page)
  expect(await openActPdf(page, context)).toBe('application/pdf')
  await expect(page.getByText(/^Сохранён на телефоне .+ — откроется и без сети$/).first()).toBeVisible()
  await pagesSaved(page)

  const offline = await goOffline(page)
  await offline.open()
  await expect(page.getByRole('heading', { name: 'Акты' })).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: offlineNotice })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(/Сохранено \d{2}-\d{2}-\d{4}, \d{2}:\d{2}/)
  await expect(
    page.getByRole('list', { name: 'Акты выполненных работ' }).getByRole('article'),
  ).not.toHaveCount(0)
  expect(await openActPdf(page, context)).toBe('application/pdf')

  await offline.open('/orders')
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  await expect(notice).toBeVisible()
  const respond = page.getByRole('button', { name: 'Откликнуться' }).first()
  await expect(respond).toBeDisabled()
  await expect(respond).toHaveAccessibleDescription(/Нет сети — это действие станет доступно/)

  await offline.online()
  await expect(notice).toHaveCount(0)
  await expect(respond).toBeEnabled()
})

test('the orders the worker just saw are kept even when they leave the page at once', async ({ page }) => {
  await signInAs(page, 'worker')
  await page.goto('/orders')
  await expect(page.getByRole('button', { name: 'Откликнуться' }).first()).toBeEnabled()
  // Within the second a save waits: leaving the page must not lose the list.
  await page.goto('/receipts')
  await expect(page.getByRole('heading', { name: 'Чеки', exact: true })).toBeVisible()
  await ordersSaved(page)
})

test("signing out leaves none of the worker's data in IndexedDB or Cache Storage", async ({
  page,
  context,
}) => {
  const tokens = await signInAs(page, 'worker')
  const me = (await (
    await page.request.get(workerEndpoints.me.path, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    })
  ).json()) as { id: number; fullName: string; phone: string }
  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
  await page.goto('/confirmations')
  await appCached(page)
  await openActPdf(page, context)
  await pagesSaved(page)

  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Выйти' }).click()
  await expect(page).toHaveURL(/\/login$/)

  const device = await page.evaluate(async () => {
    const read = (name: string) =>
      new Promise<{ db: string; store: string; key: string; value: string }[]>((resolve) => {
        const request = indexedDB.open(name)
        request.onsuccess = async () => {
          const db = request.result
          const rows: { db: string; store: string; key: string; value: string }[] = []
          for (const store of Array.from(db.objectStoreNames)) {
            const all = await new Promise<{ keys: IDBValidKey[]; values: unknown[] }>((done) => {
              const objects = db.transaction(store).objectStore(store)
              const keys = objects.getAllKeys()
              const values = objects.getAll()
              values.onsuccess = () => done({ keys: keys.result, values: values.result })
            })
            all.keys.forEach((key, index) => {
              const value = all.values[index]
              const text =
                value instanceof ArrayBuffer ? new TextDecoder().decode(value) : JSON.stringify(value)
              rows.push({ db: name, store, key: String(key), value: text })
            })
          }
          db.close()
          resolve(rows)
        }
      })
    const databases = await indexedDB.databases()
    const entries = (await Promise.all(databases.map((info) => read(info.name!)))).flat()
    const cached: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname)
    }
    return { entries, cached }
  })

  expect(device.entries.filter((entry) => entry.db === 'smeny-offline')).toEqual([])
  const personal = [me.fullName, me.phone, `"id":${me.id}`, '%PDF', '["order",']
  for (const entry of device.entries) {
    for (const mark of personal)
      expect(entry.value, `${entry.db}/${entry.store}/${entry.key}`).not.toContain(mark)
  }
  const apiCached = device.cached.filter((path) => path.startsWith('/api/') || path.startsWith('/auth/'))
  // Only the public lists the registration form needs stay cached: nothing of the worker's.
  const { citizenships, funds, services } = dictionaryEndpoints
  const publicLists: string[] = [citizenships.path, funds.path, services.path]
  expect(apiCached.every((path) => publicLists.includes(path))).toBe(true)
  expect(device.cached.some((path) => path.endsWith('.js'))).toBe(true)
})
