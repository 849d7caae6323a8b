import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { dictionaryEndpoints as dictionaries } from '../../src/contract/dictionaries/endpoints.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/** A day `days` from today, ISO. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test.describe('staff tables keep their state in the address', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('a link opens a filtered, paged orders list; reload and back restore it', async ({ page }) => {
    // 22 orders made through the API first, on a machine that may be busy.
    test.setTimeout(90_000)
    await signInAs(page, 'admin')
    const headers = await authHeaders(page.request, 'admin')
    const shops = (await (await page.request.get(dictionaryEndpoints.shops.path, { headers })).json()) as {
      id: number
      name: string
      city: { id: number; name: string }
      services: { id: number }[]
    }[]
    // Another city than the demo worker's, so the worker's list of open orders is not pushed to page 2.
    const shop = shops.find((candidate) => candidate.name === 'Магазин «Урал»')!
    for (let i = 0; i < 22; i++) {
      const day = isoDay(40 + i)
      const response = await page.request.post(orderEndpoints.create.path, {
        headers,
        data: {
          shopId: shop.id,
          serviceId: shop.services[0]!.id,
          dateTime: `${day}T08:00:00+05:00`,
          dateTo: `${day}T16:00:00+05:00`,
          description: `Ссылка e2e ${i}`,
        },
      })
      expect(response.ok()).toBe(true)
    }

    const link = `/?statuses=${encodeURIComponent('["NEW"]')}&cityId=${shop.city.id}&page=2`
    await page.goto(link)
    const rows = page.locator('table tbody tr')
    const newChip = page.getByRole('button', { name: /^Новый/ })
    const allChip = page.getByRole('button', { name: 'Все', exact: true })
    const city = page.getByRole('button', { name: 'Город' })
    const secondPage = page.getByRole('button', { name: 'Страница 2' })
    const summary = page.getByText(/^21–\d+ из \d+$/)

    const showsTheLinkedView = async () => {
      await expect(newChip).toHaveAttribute('aria-pressed', 'true')
      await expect(allChip).toHaveAttribute('aria-pressed', 'false')
      await expect(city).toContainText(shop.city.name)
      await expect(secondPage).toHaveAttribute('aria-current', 'page')
      await expect(summary).toBeVisible()
      const [first, last] = (await summary.textContent())!.split(' из ')[0]!.split('–').map(Number)
      await expect(rows).toHaveCount(last! - first! + 1)
      for (const row of await rows.all()) await expect(row).toContainText('Новый')
    }

    await showsTheLinkedView()
    await page.reload()
    await showsTheLinkedView()

    await page.getByRole('button', { name: 'Страница 1' }).click()
    await expect(page.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page')
    await expect(page).not.toHaveURL(/page=/)
    await expect(page).toHaveURL(/cityId=/)
    await expect(rows).toHaveCount(20)

    await page.goBack()
    await expect(page).toHaveURL(/page=2/)
    await showsTheLinkedView()

    // A filter changed on the page goes to the address, back to page 1; back brings the linked view again.
    await allChip.click()
    await expect(newChip).toHaveAttribute('aria-pressed', 'false')
    await expect(page).not.toHaveURL(/statuses=|page=/)
    await page.goBack()
    await showsTheLinkedView()
  })

  test('the people table opens filtered from a link and follows back and forward', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/confirmed?blocked=true')
    const rows = page.locator('table tbody tr')
    const blocked = page.getByRole('button', { name: 'Блокировка' })
    const blockedWorker = rows.filter({ hasText: 'Сидоров Алексей' })
    const activeWorker = rows.filter({ hasText: 'Иванов Иван Петрович' })
    const search = page.getByRole('searchbox', { name: 'Поиск' })
    await expect(blocked).toContainText('Заблокированные')
    await expect(blockedWorker).toHaveCount(1)
    await expect(activeWorker).toHaveCount(0)

    await page.reload()
    await expect(blocked).toContainText('Заблокированные')
    await expect(blockedWorker).toHaveCount(1)
    await expect(activeWorker).toHaveCount(0)

    await search.fill('Никого такого')
    await expect(page).toHaveURL(/search=/)
    await expect(page.getByText('Нет исполнителей по этим условиям')).toBeVisible()

    await page.goBack()
    await expect(page).not.toHaveURL(/search=/)
    await expect(search).toHaveValue('')
    await expect(blockedWorker).toHaveCount(1)
    await page.goForward()
    await expect(search).toHaveValue('Никого такого')
    await expect(page.getByText('Нет исполнителей по этим условиям')).toBeVisible()
  })

  test('a link opens a dictionary tab with its search; reload and back restore it', async ({ page }) => {
    await signInAs(page, 'admin')
    const cities = (await (await page.request.get(dictionaries.cities.path)).json()) as { name: string }[]
    const city = cities[0]!.name

    await page.goto(`/dictionaries?tab=city&search=${encodeURIComponent(city)}`)
    const citiesTab = page.getByRole('tab', { name: 'Города' })
    const search = page.getByLabel('Поиск')
    const rows = page.locator('table tbody tr')
    const showsTheLinkedView = async () => {
      await expect(citiesTab).toHaveAttribute('aria-selected', 'true')
      await expect(search).toHaveValue(city)
      await expect(rows.first()).toContainText(city)
      for (const row of await rows.all()) await expect(row).toContainText(city)
    }

    await showsTheLinkedView()
    await page.reload()
    await showsTheLinkedView()

    // Another tab opens plain: its own address, without the cities' search.
    await page.getByRole('tab', { name: 'Фонды' }).click()
    await expect(page.getByRole('tab', { name: 'Фонды' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=fund/)
    await expect(page).not.toHaveURL(/search=/)
    await expect(search).toHaveValue('')

    await page.goBack()
    await showsTheLinkedView()
  })

  test('a link opens a filtered journal; reload and back restore it, another journal opens plain', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=journals&journal=signIns&actorKind=employee&what=session.started')
    const journalsTab = page.getByRole('tab', { name: 'Журналы' })
    const signIns = page.getByRole('radio', { name: 'Входы и СМС' })
    const actor = page.getByRole('button', { name: /^Кто это/ })
    const what = page.getByRole('button', { name: /^Что/ })
    const rows = page.locator('table tbody tr')
    const showsTheLinkedView = async () => {
      await expect(journalsTab).toHaveAttribute('aria-selected', 'true')
      await expect(signIns).toBeChecked()
      await expect(actor).toContainText('Сотрудник')
      await expect(what).toContainText('Вход')
      // The admin's own sign-in made one such record at least.
      await expect(rows.first()).toContainText('Вход')
      for (const row of await rows.all()) {
        await expect(row).toContainText('Вход')
        await expect(row).toContainText('Сотрудник')
      }
    }

    await showsTheLinkedView()
    await page.reload()
    await showsTheLinkedView()

    // Another journal opens with its filters off and its own address.
    await page.getByRole('radio', { name: 'Заказы' }).click()
    await expect(page.getByRole('radio', { name: 'Заказы' })).toBeChecked()
    await expect(page).not.toHaveURL(/journal=|actorKind=|what=/)
    await expect(actor).toContainText('Все')

    await page.goBack()
    await showsTheLinkedView()

    // A filter changed on the page goes to the address.
    await page.getByRole('searchbox', { name: 'Кто' }).fill('Никого такого')
    await expect(page).toHaveURL(/search=/)
    await expect(page.getByText('Нет записей по этим условиям')).toBeVisible()
    await page.goBack()
    await showsTheLinkedView()
  })
})
