import ExcelJS from 'exceljs'
import { desktopSize, expect, signInAs, test } from './fixtures.ts'

test.use({ viewport: desktopSize })

test('the admin filters the payments, sends one to the bank, sees it sent, and downloads the registry', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  await expect(page.getByRole('heading', { name: 'Счета' })).toBeVisible()

  await page.getByRole('button', { name: /^Фильтры/ }).click()
  await page.getByRole('button', { name: 'Статус в банке' }).click()
  await page.getByRole('option', { name: 'Не отправлено в банк', exact: true }).click()
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Итоги и действия' })).toContainText('Отобрано платежей: 4')

  // The demo worker's payment: the act is confirmed and the card is onboarded, so it can go.
  const ivanov = rows.filter({ hasText: 'Иванов Иван Петрович' })
  const orderNumber = /№ (\d+)/.exec((await ivanov.locator('td').nth(1).innerText()).trim())![1]!
  await ivanov.getByRole('checkbox', { name: `Выбрать платёж по заказу № ${orderNumber}` }).check()
  await page.getByRole('button', { name: 'Отправить выбранные в банк (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Отправить в банк' })
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByText(`Заказ № ${orderNumber}: платёж передан в банк`)).toBeVisible()

  await page.getByRole('button', { name: 'Статус в банке' }).click()
  await page.getByRole('option', { name: 'Все статусы' }).click()
  const sent = rows.filter({
    has: page.getByRole('checkbox', { name: `Выбрать платёж по заказу № ${orderNumber}` }),
  })
  await expect(sent.getByText('В процессе отправки в банк')).toBeVisible()
  // The demo bank finishes a payment 5 s after it is sent; the page asks again while one is on its way.
  await expect(sent.getByText('Отправлено в банк', { exact: true })).toBeVisible({ timeout: 20_000 })

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Реестр платежей' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Реестр платежей.xlsx')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.getWorksheet('Платежи')!
  const numbers = sheet.getColumn(2).values.slice(2, -1)
  expect(numbers).toContain(Number(orderNumber))
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Итого')
})

test('Счета fits a 1280-pixel screen: no column is cut off behind a sideways scroll', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  const table = page.locator('table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const widths = await table.evaluate((element) => ({
    table: element.scrollWidth,
    visible: element.parentElement!.clientWidth,
  }))
  expect(widths.table).toBeLessThanOrEqual(widths.visible)
  await expect(page.getByRole('columnheader', { name: 'Банк' })).toBeInViewport({ ratio: 1 })
})

test('Счета shows at least eight whole rows on the first screen, with the filters folded', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  const rows = page.locator('table tbody tr')
  await expect(rows.nth(7)).toBeVisible()
  for (let row = 0; row < 8; row++) await expect(rows.nth(row)).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: /^Фильтры/ })).toHaveAttribute('aria-expanded', 'false')
})

test('a refusal and the other folded facts of a row unfold in one click', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/accounts')
  const refusal = page.getByRole('button', { name: /^Банк отклонил: / }).first()
  await expect(refusal).toHaveAttribute('aria-expanded', 'false')
  await expect(refusal).toHaveText('Банк отклонил: карта получателя заблокирована или не существует')
  await refusal.click()
  await expect(refusal).toHaveAttribute('aria-expanded', 'true')
})
