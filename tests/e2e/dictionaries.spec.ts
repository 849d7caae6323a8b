import { dictionaryEndpoints as dictionaries } from '../../src/contract/dictionaries/endpoints.ts'
import { desktopSize, expect, signInAs, test } from './fixtures.ts'

test.describe('dictionaries', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('the admin adds a shop by clicking the map, picks its services, and finds it and its journal record', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/dictionaries')
    await page.getByRole('tab', { name: 'Магазины' }).click()
    await page.getByRole('button', { name: 'Добавить магазин' }).click()

    const dialog = page.getByRole('dialog', { name: 'Новый магазин' })
    const name = `Магазин e2e ${Date.now()}`
    await dialog.getByRole('textbox', { name: 'Название' }).fill(name)
    await dialog.getByRole('combobox', { name: 'Город' }).fill('Колом')
    await page.getByRole('option', { name: 'Коломна' }).click()
    await dialog.getByRole('textbox', { name: 'Адрес' }).fill('Коломна, ул. Октябрьской Революции, 1')

    // Tiles cannot load offline: the map still takes the click and fills both coordinates.
    const latitude = dialog.getByRole('textbox', { name: 'Широта' })
    const longitude = dialog.getByRole('textbox', { name: 'Долгота' })
    await expect(latitude).toHaveValue('')
    await dialog.locator('.leaflet-container').click({ position: { x: 200, y: 200 } })
    await expect(latitude).toHaveValue(/^5\d,\d+$/)
    await expect(longitude).toHaveValue(/^\d{2},\d+$/)

    await dialog.getByRole('button', { name: 'Услуги магазина' }).click()
    await page.getByRole('option', { name: 'Кассир' }).click()
    await page.getByRole('option', { name: 'Приёмка товара' }).click()
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('button', { name: 'Услуги магазина' })).toContainText(
      'Кассир, Приёмка товара',
    )

    const created = page.waitForResponse((response) => response.url().endsWith(dictionaries.createShop.path))
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click()
    const shop = (await (await created).json()) as {
      latitude: number
      longitude: number
      city: { name: string }
      services: { fullName: string }[]
    }
    expect(shop.city.name).toBe('Коломна')
    expect(shop.services.map((service) => service.fullName).sort()).toEqual(['Кассир', 'Приёмка товара'])
    expect(Math.abs(shop.latitude - 54.83)).toBeLessThan(1)
    expect(Math.abs(shop.longitude - 39.83)).toBeLessThan(1)
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: 'Поиск' }).fill(name)
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(name)
    await expect(rows.first()).toContainText('Коломна')
    await expect(rows.first()).toContainText('Кассир, Приёмка товара')

    await page.goto('/administration')
    await page.getByRole('tab', { name: 'Журналы' }).click()
    await page.getByRole('radio', { name: 'Настройки, справочники и сотрудники' }).click()
    const record = page.locator('table tbody tr').filter({ hasText: `добавлено: ${name}` })
    await expect(record).toHaveCount(1)
    await expect(record).toContainText('Магазин: Добавление')
    await expect(record).toContainText('Смирнова Анна Сергеевна')
  })

  test('typed coordinates are kept and checked without map tiles', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/dictionaries')
    await page.getByRole('tab', { name: 'Магазины' }).click()
    await page.getByRole('button', { name: 'Изменить «Магазин «Волга»»' }).click()
    const dialog = page.getByRole('dialog', { name: 'Магазин «Магазин «Волга»»' })
    const latitude = dialog.getByRole('textbox', { name: 'Широта' })
    await latitude.fill('91')
    await dialog.getByRole('button', { name: 'Сохранить' }).click()
    await expect(dialog.getByText('Широта должна быть числом от -90 до 90')).toBeVisible()
    await latitude.fill('54,8')
    const saved = page.waitForResponse((response) => response.url().endsWith(dictionaries.updateShop.path))
    await dialog.getByRole('button', { name: 'Сохранить' }).click()
    expect(((await (await saved).json()) as { latitude: number }).latitude).toBe(54.8)
    await expect(dialog).toBeHidden()
  })

  test('an employee opening /dictionaries is sent home', async ({ page }) => {
    await signInAs(page, 'employee')
    await page.goto('/dictionaries')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Справочники' })).toHaveCount(0)
  })
})
