import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

test.describe('route guards', () => {
  test('an unauthenticated user goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/history')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhistory/)
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
  })

  test('a self-employed user is kept to worker pages and the profile', async ({ page }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'worker')
    for (const path of ['/', '/history', '/accounts', '/playground', '/self-employed-profile/1']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/orders$/)
    }
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Иванов Иван Петрович')).toBeVisible()
  })

  test('an employee without ADMIN is sent home from admin pages', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'employee')
    for (const path of ['/accounts', '/dictionaries', '/administration', '/orders']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    }
    await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
  })

  test('an admin opens the admin pages', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    for (const [path, title] of [
      ['/accounts', 'Счета'],
      ['/dictionaries', 'Справочники'],
      ['/administration', 'Общие настройки'],
    ]) {
      await page.goto(path!)
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(page).toHaveTitle(`${title} — Смены`)
    }
  })

  test('any other path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
  })
})
