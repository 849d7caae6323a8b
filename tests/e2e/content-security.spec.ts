import type { Page } from '@playwright/test'
import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

declare global {
  interface Window {
    violations: string[]
  }
}

/** Every violation of the page's content security policy, recorded from the document's first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    window.violations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
}
const violations = (page: Page) => page.evaluate(() => window.violations)

test('the sign-in page and its form break no rule of the content security policy', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/login')
  await page.getByLabel('Телефон').fill('9990000001')
  await page.getByRole('button', { name: 'Получить код' }).click()
  await expect(page.getByLabel('Код из СМС')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the staff and worker pages break no rule of the content security policy', async ({ page }) => {
  await recordViolations(page)
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.setViewportSize(phoneSize)
  await signInAs(page, 'worker')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
