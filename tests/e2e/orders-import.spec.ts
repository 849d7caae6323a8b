import { importHeader } from '../../src/contract/orders/bulk.ts'
import { desktopSize, expect, signInAs, test } from './fixtures.ts'

/** A day some months ahead and a minute of its morning, new on every run: the shared server keeps the orders. */
function freshShift() {
  const day = new Date(Date.now() + 3 * 3_600_000 + (30 + Math.floor(Math.random() * 500)) * 86_400_000)
  const two = (value: number) => String(value).padStart(2, '0')
  const minute = two(Math.floor(Math.random() * 60))
  return {
    date: `${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`,
    start: `${8 + Math.floor(Math.random() * 4)}:${minute}`,
  }
}

const csv = (rows: string[][]) => ({
  name: 'orders.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([importHeader, ...rows.map((row) => row.join(';'))].join('\r\n')),
})

test('staff import a table of orders: a bad row is reported, fixed and the orders created', async ({
  page,
}) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'employee')
  await page.goto('/')
  await page.getByRole('button', { name: 'Импорт' }).click()
  const dialog = page.getByRole('dialog', { name: 'Импорт заказов' })

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Скачать шаблон' }).click()
  expect((await download).suggestedFilename()).toBe('Шаблон импорта заказов.xlsx')

  const { date, start } = freshShift()
  const good = ['Магазин «Центральный»', 'Кассир', date, start, '17:00', '1', '', 'Импорт e2e']
  const bad = ['Магазин «Несуществующий»', 'Кассир', date, start, '18:00', '', '', '']
  await dialog.getByLabel('Файл таблицы с заказами').setInputFiles(csv([good, bad]))
  const report = dialog.getByRole('region', { name: 'Проверка таблицы' })
  await expect(report).toContainText('строк с заказами — 2')
  await expect(report.getByRole('list', { name: 'Ошибки в строках' })).toHaveText(
    'Строка 3: Не найден магазин: Магазин «Несуществующий»',
  )
  await expect(dialog.getByRole('button', { name: 'Создать заказы' })).toBeDisabled()

  const fixed = ['Магазин «У станции»', 'Кассир', date, start, '18:00', '', '', '']
  await dialog.getByLabel('Файл таблицы с заказами').setInputFiles(csv([good, fixed]))
  await expect(report.getByText('Ошибок нет: можно создавать заказы')).toBeVisible()
  await dialog.getByRole('button', { name: 'Создать заказы' }).click()
  await expect(page.getByText('Создано заказов: 2')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('an admin keeps a shop’s shift templates in the shop dictionary', async ({ page }) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/dictionaries?tab=shop')
  await page.getByRole('button', { name: 'Шаблоны смен: Магазин «Центральный»' }).click()
  const dialog = page.getByRole('dialog', { name: 'Магазин «Центральный»: шаблоны смен' })
  const name = `Утро e2e ${Date.now()}`
  const form = dialog.getByRole('form', { name: 'Новый шаблон' })
  await form.getByRole('textbox', { name: 'Название' }).fill(name)
  await form.getByRole('textbox', { name: 'Окончание' }).fill('')
  await form.getByRole('textbox', { name: 'Окончание' }).pressSequentially('1600')
  await form.getByRole('textbox', { name: 'Количество исполнителей' }).fill('2')
  await form.getByRole('button', { name: 'Добавить шаблон' }).click()
  const list = dialog.getByRole('list', { name: 'Шаблоны смен' })
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('09:00–16:00 · 2 чел.')
  await dialog.getByRole('button', { name: `Удалить шаблон «${name}»` }).click()
  await expect(dialog.getByText(name)).toBeHidden()
})
