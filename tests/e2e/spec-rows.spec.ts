import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Tokens } from '../../src/contract/auth/auth.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'
import type { EndpointRoute } from '../../src/contract/common/endpoint.ts'
import { dictionaryEndpoints as dictionaries } from '../../src/contract/dictionaries/endpoints.ts'
import { cardFor, innFor, snilsFor } from '../../src/server/db/seed/documents.ts'
import {
  authHeaders,
  desktopSize,
  expect,
  latestSmsCode,
  requestRegistrationCode,
  signInAs,
  test,
} from './fixtures.ts'

/** Issue 21: the spec's last rows that only a browser shows (layout widths, the drawer, deleting a worker). */

type Auth = { authorization: string }

async function call<T>(request: APIRequestContext, url: string, headers: Auth | null, data?: unknown) {
  const response =
    data === undefined
      ? await request.get(url, { headers: headers ?? {} })
      : await request.post(url, { headers: headers ?? {}, data })
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width

/** A new worker who registers through the API as the registration page would: not confirmed, nothing owed. */
async function registeredWorker(page: Page, lastName: string): Promise<Tokens> {
  const seed = 900_000 + Math.floor(Math.random() * 90_000)
  const phone = `+7916${String(seed).padStart(7, '0')}`
  await requestRegistrationCode(page.request, phone)
  const code = await latestSmsCode(page, phone)
  const { registrationToken } = await call<{ registrationToken: string }>(
    page.request,
    authEndpoints.proveRegistrationPhone.path,
    null,
    { phone, code },
  )
  const pick = async (list: EndpointRoute) =>
    await call<{ id: number; code?: string }[]>(page.request, list.path, null)
  const citizenship = (await pick(dictionaries.citizenships)).find((item) => item.code === 'RUS')!
  return call<Tokens>(page.request, authEndpoints.register.path, null, {
    lastName,
    firstName: 'Ольга',
    patronymic: '',
    birthDate: '1995-03-14',
    gender: 'F',
    phone,
    citizenshipId: citizenship.id,
    cityId: (await pick(dictionaries.cities))[0]!.id,
    paymentCardNumber: cardFor(seed),
    inn: innFor(seed),
    snils: snilsFor(seed),
    passportSeries: '4512',
    passportNumber: '345678',
    passportIssueDate: '2016-05-20',
    passportDepartmentCode: '500123',
    passportIssuedBy: 'ГУ МВД России по Московской области',
    passportBirthPlace: 'г. Коломна',
    address: 'Московская обл, г Коломна, ул Ленина, д. 5',
    selfEmployed: true,
    fundId: (await pick(dictionaries.funds))[0]!.id,
    selfEmployedServiceId: (await pick(dictionaries.services))[0]!.id,
    registrationToken,
  })
}

test.describe('the spec rows of issue 21', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('autocomplete and searchable lists are at most 620 px wide, and the choice shows its guid', async ({
    page,
  }) => {
    const admin = await authHeaders(page.request, 'admin')
    const name = `Фонд ${'долгого названия '.repeat(6)}`.slice(0, 100)
    const guid = crypto.randomUUID()
    await call(page.request, dictionaries.createFund.path, admin, {
      name,
      guid,
      code: `F-${Date.now() % 100_000}`,
    })

    await signInAs(page, 'admin')
    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Новикова')
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await page.getByRole('link', { name: 'Новикова Елена Викторовна' }).click()
    const fund = page.getByRole('combobox', { name: 'Подменный фонд' })
    await fund.click()
    const list = page.getByRole('listbox')
    await expect(list.getByRole('option', { name: new RegExp(name.slice(0, 30)) })).toBeVisible()
    expect(await widthOf(list)).toBeLessThanOrEqual(620)
    expect(await widthOf(list)).toBeGreaterThanOrEqual(Math.min(await widthOf(fund), 620) - 1)
    await list.getByRole('option', { name: new RegExp(name.slice(0, 30)) }).click()
    await expect(page.getByText(guid, { exact: true })).toBeVisible()

    await page.goto('/playground')
    const search = page.getByRole('combobox', { name: 'Город' }).first()
    await search.fill('Пес')
    const found = page.getByRole('listbox')
    await expect(found.getByRole('option', { name: /Цементников/ })).toBeVisible()
    expect(await widthOf(found)).toBeLessThanOrEqual(620)
  })

  test('the icon column is 24 px in every table, and an hourly order without minutes sums to 0 ₽', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/')
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    expect(await widthOf(page.locator('table thead th').first())).toBe(24)
    expect(await widthOf(rows.first().locator('td').first())).toBe(24)
    // The demo's running cashier shift (350 ₽ an hour) has no minutes yet.
    const hourly = rows.filter({ hasText: /Кассир, смена с/ })
    await expect(hourly.getByText(/^0\s₽$/)).toBeVisible()
    await expect(hourly.getByText(/^350\s₽\/ч$/)).toBeVisible()
    await expect(hourly).toContainText(/\d\d-\d\d-\d{4}/)

    await page.goto('/accounts')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    expect(await widthOf(page.locator('table thead th').first())).toBe(24)
  })

  test("the executor's card opens in the 480 px drawer beside the orders", async ({ page }) => {
    await signInAs(page, 'employee')
    await page.goto('/')
    await page
      .getByRole('button', { name: 'Карточка исполнителя: Новикова Елена Викторовна' })
      .first()
      .click()
    const card = page.getByRole('dialog', { name: 'Исполнитель' })
    await expect(card.getByText('Новикова Елена Викторовна')).toBeVisible()
    await expect(card.getByRole('link', { name: /^\+7 \(999\) 000-00-15$/ })).toBeVisible()
    expect(await widthOf(card)).toBe(480)
    await expect(page.getByRole('dialog', { name: /Заказ №/ })).toHaveCount(0)
    await card.getByRole('link', { name: 'Открыть профиль' }).click()
    await expect(page.getByRole('heading', { name: 'Новикова Елена Викторовна' })).toBeVisible()
  })

  test('an admin deletes a worker: asked first, gone from the lists, signed out for good', async ({
    page,
  }) => {
    const lastName = `Удаляемова`
    const tokens = await registeredWorker(page, lastName)

    await signInAs(page, 'employee')
    await page.goto('/unconfirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(lastName)
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await page.getByRole('link', { name: `${lastName} Ольга` }).click()
    await expect(page.getByRole('heading', { name: `${lastName} Ольга` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Удалить', exact: true })).toHaveCount(0)

    await signInAs(page, 'admin')
    await page.goto('/unconfirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(lastName)
    await page.getByRole('link', { name: `${lastName} Ольга` }).click()
    await page.getByRole('button', { name: 'Удалить', exact: true }).click()
    const question = page.getByRole('dialog', { name: `Удалить исполнителя ${lastName} Ольга?` })
    await expect(question).toContainText('Он больше не сможет войти')
    await question.getByRole('button', { name: 'Отмена' }).click()
    await expect(question).toHaveCount(0)
    await page.getByRole('button', { name: 'Удалить', exact: true }).click()
    await question.getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByText('Исполнитель удалён')).toBeVisible()
    await expect(page).toHaveURL(/\/unconfirmed$/)
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(lastName)
    await expect(page.getByText('Новых анкет по этим условиям нет')).toBeVisible()

    // The worker's own session ends: the app sends them to sign in.
    await page.evaluate((saved) => {
      localStorage.setItem('accessToken', saved.accessToken)
      localStorage.setItem('refreshToken', saved.refreshToken)
    }, tokens)
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login/)
  })
})
