import { apiKeyMessages, apiKeyPrefix, apiScopeLabels } from '../../src/contract/api-keys/scopes.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { webhookMessages } from '../../src/contract/webhooks/webhooks.ts'
import { desktopSize, expect, signInAs, test } from './fixtures.ts'

/** Issue 48, item 6 on the admin's screen: Общие настройки → Интеграции issues a key that works, and refuses bad input. */
test.describe('integrations', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=integrations')
  })

  test('an admin issues an API key, a system reads orders with it, and a revoked key is refused', async ({
    page,
    request,
  }) => {
    await page.getByRole('button', { name: 'Выпустить ключ' }).click()
    const dialog = page.getByRole('dialog', { name: 'Новый ключ API' })
    await dialog.getByLabel('Название').fill('ERP сети, проверка')
    await dialog.getByLabel(apiScopeLabels['orders:read']).uncheck()
    await dialog.getByRole('button', { name: 'Выпустить' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(apiKeyMessages.scopes)

    await dialog.getByLabel(apiScopeLabels['orders:read']).check()
    await dialog.getByRole('button', { name: 'Выпустить' }).click()
    const shown = page.getByRole('dialog', { name: 'Ключ выпущен' })
    const key = await shown.getByLabel('Ключ').inputValue()
    expect(key.startsWith(apiKeyPrefix)).toBe(true)
    await shown.getByRole('button', { name: 'Готово' }).click()
    await expect(page.getByText('ERP сети, проверка')).toBeVisible()

    const readOrders = () =>
      request.post(orderEndpoints.filter.path, {
        headers: { authorization: `Bearer ${key}` },
        data: {},
      })
    expect((await readOrders()).status()).toBe(200)

    await page.getByRole('button', { name: 'Отозвать ключ ERP сети, проверка' }).click()
    await page
      .getByRole('dialog', { name: 'Отозвать ключ?' })
      .getByRole('button', { name: 'Отозвать' })
      .click()
    await expect(page.getByText('ERP сети, проверка')).toHaveCount(0)
    expect((await readOrders()).status()).toBe(401)
  })

  test('a webhook needs an event and an https address in the internet', async ({ page }) => {
    await page.getByRole('button', { name: 'Добавить вебхук' }).click()
    const dialog = page.getByRole('dialog', { name: 'Новый вебхук' })
    await dialog.getByLabel('Адрес').fill('http://192.168.1.10/hook')
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck()
    await dialog.getByRole('button', { name: 'Добавить' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(webhookMessages.events)

    await dialog.getByRole('checkbox').first().check()
    await dialog.getByRole('button', { name: 'Добавить' }).click()
    await expect(dialog.getByText(webhookMessages.url)).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Вебхук добавлен' })).toHaveCount(0)
  })
})
