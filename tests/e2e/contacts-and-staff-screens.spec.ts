import { desktopSize, expect, phoneSize, signInAs, test, type Account } from './fixtures.ts'

/**
 * Issue 46, items 7 and 8: whom a worker can ask, and the staff screens tidied. The files run in name order on one
 * server: this one runs before staff-people.spec.ts, which confirms the demo's not-confirmed worker.
 */
const shots = process.env.E2E_SCREENSHOTS

const contacts = {
  phone: { name: 'Позвонить в поддержку: +7 (900) 123-45-67', href: 'tel:+79001234567' },
  email: { name: 'Написать в поддержку: support@smeny.example', href: 'mailto:support@smeny.example' },
  link: { name: 'Поддержка в мессенджере: t.me/smeny_support', href: 'https://t.me/smeny_support' },
}

/** Each demo contact is a link of its kind, a full finger (44 px) tall. */
async function expectContacts(scope: ReturnType<import('@playwright/test').Page['locator']>) {
  for (const { name, href } of Object.values(contacts)) {
    const link = scope.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    const box = (await link.boundingBox())!
    expect(box.height, name).toBeGreaterThanOrEqual(44)
  }
}

test.describe('support contacts on the phone', () => {
  test.use({ viewport: phoneSize })

  test('are under the sign-in card', async ({ page }) => {
    await page.goto('/login')
    await expectContacts(page.getByRole('region', { name: 'Поддержка' }))
    if (shots) await page.screenshot({ path: `${shots}/login.png`, fullPage: true })
  })

  test('are in the worker menu', async ({ page }) => {
    await signInAs(page, 'worker')
    await page.goto('/')
    await page.getByRole('button', { name: /меню/i }).click()
    const menu = page.getByRole('dialog', { name: 'Меню' })
    await expectContacts(menu.getByRole('region', { name: 'Поддержка' }))
    if (shots) await page.screenshot({ path: `${shots}/menu.png` })
  })

  for (const [account, notice] of [
    ['notConfirmedWorker', 'Анкета отправлена на проверку'],
    ['blockedWorker', 'К сожалению, Ваш профиль заблокирован'],
  ] as [Account, string][]) {
    test(`are on the notice «${notice}», its text unchanged`, async ({ page }) => {
      await signInAs(page, account)
      await page.goto('/')
      const box = page.getByRole(account === 'blockedWorker' ? 'alert' : 'status').filter({ hasText: notice })
      await expect(box.getByText(notice, { exact: true })).toBeVisible()
      await expectContacts(box.getByRole('region', { name: 'Поддержка' }))
      // The spec's blocked notice has no profile button, and gets none (its only action is to appeal, decision 097).
      await expect(box.getByRole('button', { name: /[Пп]рофил/ })).toHaveCount(0)
      await expect(box.getByRole('link', { name: /[Пп]рофил/ })).toHaveCount(0)
      await expect(box.getByRole('button').filter({ hasNotText: 'Обжаловать' })).toHaveCount(0)
      if (shots) await page.screenshot({ path: `${shots}/${account}.png` })
    })
  }
})

test.describe('staff screens at 1280×800', () => {
  test.use({ viewport: desktopSize })

  test('the admin keeps the support contacts in the settings, checked', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=settings')
    const section = page.getByRole('region', { name: 'Поддержка' })
    const link = section.getByLabel('Ссылка на мессенджер')
    await expect(link).toHaveValue('https://t.me/smeny_support')
    await link.fill('http://t.me/smeny')
    await section.getByRole('button', { name: 'Сохранить: контакты поддержки' }).click()
    await expect(section.getByText('Ссылка на мессенджер — адрес, начинающийся с https://')).toBeVisible()
    if (shots) await page.screenshot({ path: `${shots}/settings.png`, fullPage: true })
  })

  test('Shift+V typed twice into a text field is text, not the debug menu', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=settings')
    const field = page.getByRole('region', { name: 'Поддержка' }).getByLabel('Электронная почта')
    await expect(field).toHaveValue('support@smeny.example')
    await field.click()
    await page.keyboard.press('Shift+V')
    await page.keyboard.press('Shift+V')
    await expect(field).toHaveValue(/VV/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.locator('h1').click()
    await page.keyboard.press('Shift+V')
    await page.keyboard.press('Shift+V')
    // The dialog's own element has no box (its panel is placed inside it): its heading is what shows.
    await expect(page.getByRole('heading', { name: 'Меню разработчика' })).toBeVisible()
  })
})

test.describe('blocking a worker at 1280×800', () => {
  test.use({ viewport: desktopSize })

  test('«Заблокировать» is a secondary action: outlined, not a filled button', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Иванов')
    await page.getByRole('link', { name: 'Иванов Иван Петрович' }).click()
    const block = page.getByRole('button', { name: 'Заблокировать' })
    await expect(block).toBeVisible()
    const fill = await block.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(fill).toBe('rgb(255, 255, 255)')
    if (shots) await page.screenshot({ path: `${shots}/worker-profile.png` })
  })
})
