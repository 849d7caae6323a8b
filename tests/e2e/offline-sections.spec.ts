import type { Page } from '@playwright/test'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'
import { goOffline } from './offline-network.ts'

/**
 * Issue 46, item 3: every section of the worker's menu is saved while online, even those never opened; a
 * section with nothing saved says so at once with «Повторить»; «Нет сети» and «Сервер недоступен» are told
 * apart; the open tab of Мои текущие заказы is in the address.
 */
test.use({ viewport: phoneSize })

/** The keys of the answers saved on the device, as `root/word` (`order/my`, `shifts/filter`). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('smeny-offline')
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains('entries')) return resolve([])
          const values = db.transaction('entries').objectStore('entries').getAll()
          values.onsuccess = () => {
            const cache = (values.result as { data?: { state?: { queries?: { queryKey: unknown[] }[] } } }[])
              .map((entry) => entry.data?.state?.queries)
              .find(Array.isArray)
            resolve((cache ?? []).map((query) => query.queryKey.slice(0, 2).join('/')))
          }
        }
      }),
  )
}

const skeletons = (page: Page) => page.locator('.animate-pulse')
const savedNotice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Each section of the worker's menu, with something of its own that shows it was drawn from saved data. */
const sections = [
  {
    path: '/orders',
    heading: 'Заказы',
    shows: (page: Page) => page.getByRole('list', { name: 'Доступные заказы' }),
  },
  {
    path: '/my-current',
    heading: 'Мои текущие заказы',
    shows: (page: Page) => page.getByRole('tab', { name: /Отклики/, selected: true }),
  },
  {
    path: '/my-current?tab=scheduled',
    heading: 'Мои текущие заказы',
    shows: (page: Page) =>
      page
        .getByRole('list', { name: 'Запланированные и текущие заказы' })
        .or(page.getByText('Запланированных смен нет')),
  },
  {
    path: '/confirmations',
    heading: 'Акты',
    shows: (page: Page) => page.getByRole('list', { name: 'Акты выполненных работ' }),
  },
  {
    path: '/receipts',
    heading: 'Мои чеки',
    shows: (page: Page) => page.getByRole('heading', { name: 'Добавить чек' }),
  },
  {
    path: '/my-history',
    heading: 'Мои подработки',
    shows: (page: Page) => page.getByRole('list', { name: 'Завершённые подработки' }),
  },
  {
    path: '/profile',
    heading: 'Уведомления',
    shows: (page: Page) => page.getByRole('list', { name: 'Какие уведомления присылать' }),
  },
]

test.describe('with the installed app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('after visiting only Заказы, every worker section opens offline from saved data, none spins', async ({
    page,
  }) => {
    await signInAs(page, 'worker')
    await page.goto('/orders')
    await expect(page.getByRole('button', { name: 'Откликнуться' }).first()).toBeEnabled()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect
      .poll(() => savedKeys(page))
      .toEqual(
        expect.arrayContaining([
          'order/available',
          'order/my',
          'shifts/filter',
          'tax-receipt/my',
          'tax-receipt/needed',
          'push/preferences',
          'standby/filter',
          'order/swap',
        ]),
      )

    const offline = await goOffline(page)
    for (const section of sections) {
      await offline.open(section.path)
      await expect(page.getByRole('heading', { name: section.heading }).first(), section.path).toBeVisible()
      await expect(section.shows(page).first(), section.path).toBeVisible()
      await expect(savedNotice(page, 'Нет сети — показаны сохранённые данные'), section.path).toBeVisible()
      await expect(page.getByText('ещё не сохранён'), section.path).toHaveCount(0)
      await expect(skeletons(page), section.path).toHaveCount(0)
    }
    await offline.online()
  })

  test('a section with nothing saved says so with «Повторить» within two seconds, and loads with the network', async ({
    page,
    context,
  }) => {
    // Мои подработки never reaches the device: its call fails while the worker is online.
    await context.route('**/api/shifts/filter*', (route) => route.abort('connectionrefused'))
    await signInAs(page, 'worker')
    await page.goto('/orders')
    await expect(page.getByRole('button', { name: 'Откликнуться' }).first()).toBeEnabled()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => savedKeys(page)).toContain('tax-receipt/my')
    expect(await savedKeys(page)).not.toContain('shifts/filter')

    const offline = await goOffline(page)
    await offline.open('/my-history')
    const notice = savedNotice(page, 'Этот раздел ещё не сохранён на телефоне')
    await expect(notice).toBeVisible({ timeout: 2000 })
    await expect(notice).toContainText('Нет сети')
    await expect(notice.getByRole('button', { name: 'Повторить' })).toBeVisible()
    await expect(skeletons(page)).toHaveCount(0)

    // The network back, the waiting list loads by itself.
    await context.unroute('**/api/shifts/filter*')
    await offline.online()
    await expect(page.getByRole('list', { name: 'Завершённые подработки' })).toBeVisible()
    await expect(notice).toHaveCount(0)
  })
})

async function openSection(page: Page, title: string) {
  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page
    .getByRole('dialog', { name: 'Меню' })
    .getByRole('link', { name: new RegExp(title) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

test('the server down is told apart from no network: saved data with «Сервер недоступен», or why nothing is there', async ({
  page,
}) => {
  await page.route('**/api/shifts/filter*', (route) => route.abort('connectionrefused'))
  await signInAs(page, 'worker')
  await page.goto('/orders')
  await expect(page.getByRole('button', { name: 'Откликнуться' }).first()).toBeEnabled()
  // The other sections were asked for in the background: Акты is in memory before the server goes down.
  await expect.poll(() => savedKeys(page)).toContain('order/my')

  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await openSection(page, 'Акты')
  await expect(page.getByRole('list', { name: 'Акты выполненных работ' })).toBeVisible()
  await expect(savedNotice(page, 'Сервер недоступен — показаны сохранённые данные')).toBeVisible()

  await openSection(page, 'Мои подработки')
  const failed = page.getByRole('alert').filter({ hasText: 'Сервер недоступен' })
  await expect(failed).toBeVisible({ timeout: 2000 })
  await expect(failed.getByRole('button', { name: 'Повторить' })).toBeVisible()
  await expect(skeletons(page)).toHaveCount(0)
})

test('the open tab of Мои текущие заказы is in the address and survives a reload', async ({ page }) => {
  await signInAs(page, 'worker')
  await page.goto('/my-current')
  await page.getByRole('tab', { name: 'Смены' }).click()
  await expect(page).toHaveURL(/\/my-current\?tab=scheduled$/)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Смены', selected: true })).toBeVisible()
  await page.getByRole('tab', { name: /Отклики/ }).click()
  await expect(page).toHaveURL(/\/my-current$/)
})
