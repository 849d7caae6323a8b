import { innFor } from '../../src/server/db/seed/documents.ts'
import { formerEmployeeMessages as says } from '../../src/contract/former-employees/former-employees.ts'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/** INNs of nobody in the demo: the list this spec leaves behind bars no demo worker in later specs. */
const outsider = innFor(951)
const csv = (rows: string[]) => Buffer.from(['ИНН;ФИО;Дата увольнения', ...rows].join('\r\n'), 'utf8')

test('an admin imports the list of former employees: a wrong row stops the whole file, a right file is listed', async ({
  page,
}) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/administration?tab=former-employees')
  const file = page.getByLabel('Файл со списком бывших работников')

  await file.setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: csv([`${outsider};Тестов Тест Тестович;15.03.2025`, '123;Неверный ИНН;01.01.2025']),
  })
  const alert = page.getByRole('alert').filter({ hasText: says.rejected(1) })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(says.row(3, says.badInn))
  await expect(page.getByRole('cell', { name: outsider })).toHaveCount(0)

  await file.setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: csv([`${outsider};Тестов Тест Тестович;15.03.2025`]),
  })
  const row = page.getByRole('row').filter({ hasText: outsider })
  await expect(row).toContainText('Тестов Тест Тестович')
  await expect(row).toContainText('15-03-2025')
  await expect(row).toContainText('15-03-2027')
  await expect(page.getByRole('alert').filter({ hasText: says.rejected(1) })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/former-employees-admin-1280.png', fullPage: true })
  await page.setViewportSize(phoneSize)
  await page.screenshot({ path: 'test-results/former-employees-admin-375.png', fullPage: true })
})

test('the worker finds the question in the profile, answered «Нет» until they say otherwise', async ({
  page,
}) => {
  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Работа в компании по трудовому договору' })
  await expect(section.getByRole('radio', { name: 'Нет' })).toBeChecked()
  await section.getByRole('radio', { name: 'Да' }).click()
  await expect(section.getByLabel('До какого числа действовал договор')).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/former-employees-profile-375.png' })
})
