import type { Page } from '@playwright/test'
import { expect, phoneSize, signInAs, test } from './fixtures.ts'

/**
 * Issue 46, item 6: on the worker's phone every button, tab and switch is at least 44×44 px and every link at least
 * 24 px high, measured on every worker screen, the menu and a dialog included; a dialog opens on its first field.
 */
test.use({ viewport: phoneSize })

const workerScreens = [
  '/orders',
  '/my-current',
  '/my-current?tab=awaiting',
  '/my-current?tab=scheduled',
  '/confirmations',
  '/my-history',
  '/receipts',
  '/profile',
]

/** The controls in view that are smaller than a finger: `what "name" width×height`. */
function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], [role="switch"], a[href], input[type="checkbox"], input[type="radio"], summary',
    )
    for (const control of controls) {
      // A radio or a tick inside its label is tapped anywhere on the label.
      const target = (control.tagName === 'INPUT' && control.closest('label')) || control
      const box = target.getBoundingClientRect()
      const style = getComputedStyle(control)
      if (!box.width || !box.height || style.visibility === 'hidden' || control.closest('[inert]')) continue
      const link = control.tagName === 'A'
      const small = link ? box.height < 24 : box.width < 44 || box.height < 44
      if (small) {
        const what = control.getAttribute('role') ?? control.tagName.toLowerCase()
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)
        found.push(`${what} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return found
  })
}

test("every control on the worker's screens is phone-sized", async ({ page }) => {
  await signInAs(page, 'worker')
  for (const path of workerScreens) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await tooSmall(page), path).toEqual([])
  }
  await page.getByRole('button', { name: /Открыть меню/ }).click()
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible()
  expect(await tooSmall(page), 'меню').toEqual([])
})

test('a dialog opens with focus on its first field, and its close button is phone-sized', async ({
  page,
}) => {
  await signInAs(page, 'worker')
  await page.goto('/confirmations')
  await page
    .getByRole('button', { name: /^(Оценить магазин|Изменить оценку)$/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Оценка магазина' })
  await expect(dialog.getByRole('radio').first()).toBeFocused()
  expect(await tooSmall(page), 'диалог').toEqual([])
})

test("a message shown over an open dialog leaves the dialog's buttons free", async ({ page }) => {
  await page.route('**/api/order/rate-shop', (route) =>
    route.fulfill({
      status: 409,
      json: { message: 'Оценку сейчас изменить нельзя', messages: ['Оценку сейчас изменить нельзя'] },
    }),
  )
  await signInAs(page, 'worker')
  await page.goto('/confirmations')
  await page
    .getByRole('button', { name: /^(Оценить магазин|Изменить оценку)$/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Оценка магазина' })
  await dialog.getByRole('radio', { name: '5 из 5' }).click()
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  const toast = page.getByText('Оценку сейчас изменить нельзя')
  await expect(toast).toBeVisible()
  const message = (await toast.locator('xpath=..').boundingBox())!
  for (const button of await dialog.getByRole('button').all()) {
    const box = (await button.boundingBox())!
    const overlaps =
      box.x < message.x + message.width &&
      message.x < box.x + box.width &&
      box.y < message.y + message.height &&
      message.y < box.y + box.height
    expect(overlaps, await button.innerText()).toBe(false)
  }
})
