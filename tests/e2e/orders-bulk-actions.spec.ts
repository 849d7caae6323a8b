import { readFile } from 'node:fs/promises'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { bulkOrderEndpoints } from '../../src/contract/orders/bulk-endpoints.ts'
import { readTableFile } from '../../src/server/kernel/table-file.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

/**
 * Issue 48, item 4: staff tick orders in the table (or take all the filters find) and act on them at once. The
 * orders are this test's own, found by a word only they carry, so other tests' orders never enter the selection.
 */
test('staff change the tariff of two chosen orders, then export every order found', async ({ page }) => {
  await page.setViewportSize(desktopSize)
  const headers = await authHeaders(page.request, 'employee')
  const shops = (await (await page.request.get(dictionaryEndpoints.shops.path, { headers })).json()) as {
    id: number
    name: string
    services: { id: number; fullName: string }[]
  }[]
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const cashier = shop.services.find((service) => service.fullName === 'Кассир')!
  const tag = `Пачка${Date.now().toString(36)}`
  // Days far ahead and a minute of their own: the shared server keeps every run's orders.
  const firstDay = 600 + Math.floor(Math.random() * 100)
  const minute = Math.floor(Math.random() * 60)
  const orders = [0, 1, 2].map((index) => {
    const start = new Date(Date.now() + (firstDay + index) * 86_400_000)
    start.setUTCHours(5, minute, 0, 0)
    return {
      shopId: shop.id,
      serviceId: cashier.id,
      dateTime: toOffsetIso(start, 3),
      dateTo: toOffsetIso(new Date(start.getTime() + 6 * 3_600_000), 3),
      description: `${tag} ${index + 1}`,
    }
  })
  const created = await page.request.post(bulkOrderEndpoints.createMany.path, { headers, data: { orders } })
  expect(created.ok(), await created.text()).toBe(true)

  await signInAs(page, 'employee')
  await page.goto(`/?search=${encodeURIComponent(tag)}`)
  const table = page.getByRole('table', { name: 'Текущие заявки' })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  const bar = page.getByRole('region', { name: 'Действия с выбранными заказами' })
  await expect(bar).toBeHidden()

  const first = rows.filter({ hasText: `${tag} 1` })
  const second = rows.filter({ hasText: `${tag} 2` })
  await first.getByRole('checkbox').check()
  await second.getByRole('checkbox').check()
  await expect(bar).toContainText('Выбрано: 2')
  await bar.getByRole('button', { name: 'Изменить тариф' }).click()
  const dialog = page.getByRole('dialog', { name: 'Изменение тарифа' })
  const rate = dialog.getByRole('textbox', { name: 'Тариф, ₽' })
  await expect(rate).toBeFocused()
  await page.keyboard.type('4321')
  await page.keyboard.press('Enter')
  await expect(rate).toBeHidden()
  await expect(page.getByText('Тариф изменён у заказов: 2')).toBeVisible()
  const newRate = /4\s321/
  await expect(first).toContainText(newRate)
  await expect(second).toContainText(newRate)
  await expect(rows.filter({ hasText: `${tag} 3` })).not.toContainText(newRate)
  await expect(bar).toBeHidden()

  await rows.first().getByRole('checkbox').check()
  await bar.getByRole('button', { name: 'Выбрать все найденные (3)' }).click()
  await expect(bar).toContainText('Выбрано: 3')
  await bar.getByRole('button', { name: 'Выгрузить' }).click()
  const exporting = page.getByRole('dialog', { name: 'Выгрузка заказов' })
  const download = page.waitForEvent('download')
  const save = exporting.getByRole('button', { name: 'Скачать .xlsx' })
  await save.click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Заказы.xlsx')
  const [header, ...lines] = readTableFile(await readFile((await file.path())!))
  const description = header!.cells.indexOf('Описание')
  expect(lines.map((line) => line.cells[description])).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`])
  await expect(save).toBeHidden()
})
