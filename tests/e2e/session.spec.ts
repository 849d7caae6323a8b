import AxeBuilder from '@axe-core/playwright'
import { partnerLinkMessages } from '../../src/contract/auth/partner-link.ts'
import { partnerApiKey } from '../../playwright.config.ts'
import { accounts, desktopSize, expect, phoneSize, sessionFor, signInAs, test } from './fixtures.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import { staffEndpoints } from '../../src/contract/staff/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'

test.describe('the session', () => {
  test('logout clears the tokens and replaces the page with sign-in', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'employee')
    await page.goto('/history')
    await page.getByRole('button', { name: 'Выйти' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null])
    await page.goto('/')
    await expect(page).toHaveURL(/\/login/)
  })

  test('an expired access token is refreshed once and the call retried', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    const tokens = await signInAs(page, 'admin')
    const [header, , signature] = tokens.accessToken.split('.')
    const expiredPayload = Buffer.from(
      JSON.stringify({
        sub: '1',
        kind: 'employee',
        roles: ['EMPLOYEE', 'ADMIN'],
        sid: 'x',
        exp: 1,
        aud: 'access',
      }),
    ).toString('base64url')
    await page.evaluate(
      (token) => localStorage.setItem('accessToken', token),
      `${header}.${expiredPayload}.${signature}`,
    )
    const refreshes: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(authEndpoints.renewTokens.path)) refreshes.push(request.url())
    })
    await page.goto('/profile')
    await expect(page.getByText('Смирнова Анна Сергеевна').first()).toBeVisible()
    expect(refreshes).toHaveLength(1)
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(tokens.refreshToken)
  })

  test('a refresh answered 400 clears both tokens and opens sign-in', async ({ page }) => {
    await page.setViewportSize(desktopSize)
    const tokens = await signInAs(page, 'employee')
    const [header, , signature] = tokens.accessToken.split('.')
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', kind: 'employee', roles: ['EMPLOYEE'], sid: 'x' }),
    ).toString('base64url')
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token)
      localStorage.setItem('refreshToken', 'spent-or-forged')
    }, `${header}.${forged}.${signature}`)
    await page.goto('/history')
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
  })

  test('a failing current-user load shows a Russian message and a way out, never a blank page', async ({
    page,
  }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'employee')
    await page.route(`**${staffEndpoints.me.path}`, (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.goto('/')
    await expect(
      page.getByRole('heading', { name: 'Не удалось получить информацию о пользователе' }),
    ).toBeVisible()
    // A failure without the server's message says what failed (spec section 8), not the generic text.
    await expect(page.getByRole('alert')).toContainText('Не удалось получить информацию о пользователе')
    await expect(page.getByRole('alert')).not.toContainText('Возникла внутренняя ошибка')
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible()
  })

  test('a worker arriving from a partner app lands on orders without the Выйти entry', async ({ page }) => {
    await page.setViewportSize(phoneSize)
    const granted = await page.request.post(authEndpoints.issuePartnerLink.path, {
      headers: { 'x-api-key': partnerApiKey },
      data: { phone: accounts.worker.phone },
    })
    const { refreshToken } = (await granted.json()) as { refreshToken: string }
    await page.goto(`/throw-auth#refreshToken=${encodeURIComponent(refreshToken)}`)
    await expect(page).toHaveURL(/\/orders$/)
    await page.getByRole('button', { name: 'Открыть меню' }).click()
    await expect(page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: 'Чеки' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Выйти' })).toHaveCount(0)
  })

  test('a partner link works once, and a refresh token pasted into /throw-auth signs nobody in', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    const granted = await page.request.post(authEndpoints.issuePartnerLink.path, {
      headers: { 'x-api-key': partnerApiKey },
      data: { phone: accounts.worker.phone },
    })
    const link = `/throw-auth#refreshToken=${encodeURIComponent(((await granted.json()) as { refreshToken: string }).refreshToken)}`
    await page.goto(link)
    await expect(page).toHaveURL(/\/orders$/)
    await page.evaluate(() => localStorage.clear())
    await page.goto(link)
    await expect(page.getByRole('alert')).toHaveText(partnerLinkMessages.invalid)

    // Someone else's session, as an attacker would paste their own into a link for a victim.
    const attacker = await sessionFor(page.request, 'notConfirmedWorker')
    await page.goto(`/throw-auth#refreshToken=${encodeURIComponent(attacker.refreshToken)}`)
    await expect(page.getByRole('heading', { name: 'Не удалось войти из приложения партнёра' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(partnerLinkMessages.invalid)
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null])
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login/)
  })

  test('a partner link opened where someone else is signed in asks first and switches only on «Да»', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    const issueLink = async () => {
      const granted = await page.request.post(authEndpoints.issuePartnerLink.path, {
        headers: { 'x-api-key': partnerApiKey },
        data: { phone: accounts.worker.phone },
      })
      const { refreshToken } = (await granted.json()) as { refreshToken: string }
      return `/throw-auth#refreshToken=${encodeURIComponent(refreshToken)}`
    }
    const savedRefresh = () => page.evaluate(() => localStorage.getItem('refreshToken'))
    /** Whom the browser's saved session belongs to, as the server says. */
    const signedInName = async () => {
      const token = await page.evaluate(() => localStorage.getItem('accessToken'))
      const me = await page.request.get(workerEndpoints.me.path, {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await me.json()) as { fullName: string }).fullName
    }
    const victim = await signInAs(page, 'secondWorker')

    await page.goto(await issueLink())
    const dialog = page.getByRole('dialog', { name: 'Сменить пользователя?' })
    await expect(dialog).toContainText('Сейчас выполнен вход как Абдуллаев Тимур')
    await expect(dialog).toContainText('откроет вход как Иванов Иван Петрович')
    // The keyboard stays in the dialog: Tab goes round its two buttons.
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('[role=dialog]') ? document.activeElement.textContent : null,
      )
    const seen = []
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      seen.push(await focused())
    }
    expect(new Set(seen)).toEqual(new Set(['Нет', 'Да']))
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
    await dialog.getByRole('button', { name: 'Нет' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/throw-auth/)
    expect(await savedRefresh()).toBe(victim.refreshToken)
    expect(await signedInName()).toBe('Абдуллаев Тимур Русланович')

    await page.goto(await issueLink())
    await page
      .getByRole('dialog', { name: 'Сменить пользователя?' })
      .getByRole('button', { name: 'Да' })
      .click()
    await expect(page).toHaveURL(/\/orders$/)
    expect(await savedRefresh()).not.toBe(victim.refreshToken)
    expect(await signedInName()).toBe('Иванов Иван Петрович')
    // The session it replaced is over, not just forgotten by this browser.
    const renewed = await page.request.post(authEndpoints.renewTokens.path, {
      data: { refreshToken: victim.refreshToken },
    })
    expect(renewed.status()).toBe(400)
  })

  test('shift+V twice toggles the debug menu for any user', async ({ page }) => {
    await page.goto('/login')
    // The static frame paints the sign-in card before the app runs; the phone field is the app's own.
    await expect(page.getByLabel('Телефон')).toBeVisible()
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Shift+V')
    await page.keyboard.press('Shift+V')
    const menu = page.getByRole('dialog', { name: 'Меню разработчика' })
    await expect(menu.getByRole('heading', { name: 'Меню разработчика' })).toBeVisible()
    await menu.getByRole('tab', { name: 'Фонды' }).click()
    await expect(menu.getByText('Основной фонд')).toBeVisible()
    await page.keyboard.press('Shift+V')
    await page.keyboard.press('Shift+V')
    await expect(menu).toHaveCount(0)
  })

  test('the sign-in page and both layouts have no accessibility violations', async ({ page }) => {
    const check = async () => {
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
      expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    }
    await page.setViewportSize(phoneSize)
    await page.goto('/login')
    await check()
    await signInAs(page, 'worker')
    await page.goto('/orders')
    await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible()
    await check()
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Текущие заявки' })).toBeVisible()
    await check()
  })
})

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a service worker controls the page after a reload', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({
      lang: 'ru',
      display: 'standalone',
      start_url: '/orders',
      short_name: 'Смены',
    })
  })
})
