import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { cardFor, innFor, snilsFor } from '../../src/server/db/seed/documents.ts'
import {
  desktopSize,
  expect,
  latestSmsCode,
  phoneSize,
  requestRegistrationCode,
  signInAs,
  test,
} from './fixtures.ts'
import { codeChallenge } from '../../src/contract/auth/code-challenge.ts'
import { authEndpoints } from '../../src/contract/auth/endpoints.ts'

/** A phone no other test uses, so this file asks for exactly one code for it. */
const phone = `+7916${String(Date.now()).slice(-7)}`

/** Today in the browser's time zone (the Playwright config sets Moscow), as the form's date checks see it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date())

/** The date `years` and `days` away from today, typed as the date mask wants it (DDMMYYYY). */
function typedDate(years: number, days = 0): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y + years, m - 1, d + days))
  return date.toISOString().slice(0, 10).split('-').reverse().join('')
}

/** One digit of a valid number changed, so only its control digits are wrong. */
const withDigitChanged = (digits: string) =>
  `${digits.slice(0, 3)}${(Number(digits[3]) + 1) % 10}${digits.slice(4)}`

const inn = innFor(4242)
const card = cardFor(4242)

/** The draft the form keeps on the device, read from IndexedDB as idb-keyval stores it. */
const storedDraft = (page: Page) =>
  page.evaluate(
    (key) =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(key)
          read.onsuccess = () => resolve((read.result as Record<string, unknown>) ?? null)
        }
      }),
    `registration-draft:${phone}`,
  )

/** WCAG 2 A and AA problems axe finds on the page as it is now, or only within `scope`. */
async function accessibilityProblems(page: Page, scope?: string): Promise<string[]> {
  const axe = scope ? new AxeBuilder({ page }).include(scope) : new AxeBuilder({ page })
  const result = await axe.withTags(['wcag2a', 'wcag2aa']).analyze()
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

test.use({ viewport: phoneSize })

test('a new worker proves the phone, sees every bad input named, keeps the draft over a reload and registers', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const field = (label: string) => page.getByLabel(label, { exact: true })
  const choose = async (list: string, option: string) => {
    await page.getByRole('button', { name: new RegExp(`^${list}`) }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  const retype = async (label: string, text: string) => {
    await field(label).fill('')
    await field(label).pressSequentially(text)
    await field(label).blur()
  }
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(authEndpoints.register.path)) sent.push(request)
  })

  await page.goto('/register')
  await field('Телефон').pressSequentially(phone.slice(2))
  await page.getByRole('button', { name: 'Получить код' }).click()
  await expect(page.getByText('Получить код повторно можно через')).toBeVisible()
  await field('Код из СМС').fill(await latestSmsCode(page, phone))
  await page.getByRole('button', { name: 'Подтвердить номер' }).click()

  await expect(page.getByRole('heading', { name: /Анкета исполнителя/ })).toBeVisible()
  await expect(field('Телефон')).toHaveValue(
    `+7 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`,
  )
  await expect(field('Телефон')).toBeDisabled()

  await page.getByRole('button', { name: 'Отправить анкету' }).click()
  await expect(field('Фамилия')).toHaveAccessibleDescription('Поле не должно быть пустым')
  await expect(field('Фамилия')).toBeFocused()
  expect(sent).toHaveLength(0)
  expect(await accessibilityProblems(page)).toEqual([])

  await field('Фамилия').pressSequentially('орлова')
  await expect(field('Фамилия')).toHaveValue('Орлова')
  await field('Имя').fill(' Дарья ')
  await field('Имя').blur()
  await expect(field('Имя')).toHaveAccessibleDescription('Не допускаются пробелы в начале и конце строки')
  await field('Имя').fill('Дарья')
  await expect(field('Имя')).not.toHaveAttribute('aria-invalid')

  for (const [typed, message] of [
    ['31022000', 'Введите корректное значение даты'],
    [typedDate(0, 1), 'Дата не может быть указана в будущем'],
    [typedDate(-15), 'Вы должны достигнуть возраста 16 лет'],
    [typedDate(-101), 'Максимальный возраст - 100 лет'],
  ] as const) {
    await retype('Дата рождения', typed)
    await expect(field('Дата рождения')).toHaveAccessibleDescription(message)
  }
  await field('Дата рождения').fill('')
  await field('Дата рождения').pressSequentially('1204')
  await field('Дата рождения').blur()
  await expect(field('Дата рождения')).toHaveValue('')
  await retype('Дата рождения', '12041998')
  await expect(field('Дата рождения')).toHaveValue('12-04-1998')
  await expect(field('Дата рождения')).not.toHaveAttribute('aria-invalid')

  await choose('Пол', 'Женский')
  await choose('Гражданство', 'Россия')
  await choose('Город', 'Коломна')
  await page.getByRole('combobox', { name: 'Адрес' }).pressSequentially('Коломна Октябрьской')
  await page.getByRole('option', { name: 'Московская обл, г Коломна, ул Октябрьской Революции' }).click()
  await field('Дом/Владение').fill('368')
  await field('Квартира/Офис').fill('15')

  await retype('Номер банковской карты', withDigitChanged(card))
  await expect(field('Номер банковской карты')).toHaveAccessibleDescription(
    'Некорректный номер банковской карты',
  )
  await retype('Номер банковской карты', card)
  await expect(field('Номер банковской карты')).not.toHaveAttribute('aria-invalid')
  await retype('ИНН', withDigitChanged(inn))
  await expect(field('ИНН')).toHaveAccessibleDescription('Некорректный ИНН')
  await retype('ИНН', `${inn.slice(0, 11)}О`)
  await expect(field('ИНН')).toHaveAccessibleDescription('Поле должно содержать только целые числа')
  await retype('ИНН', inn)
  await retype('СНИЛС', snilsFor(4242))
  await expect(field('СНИЛС')).not.toHaveAttribute('aria-invalid')
  await page.getByRole('switch', { name: 'Оформлен статус самозанятого' }).click()

  await retype('Серия паспорта', '4512')
  await expect(field('Серия паспорта')).toHaveValue('45 12')
  await retype('Номер паспорта', '34567a')
  await expect(field('Номер паспорта')).toHaveAccessibleDescription(
    'Поле должно содержать только целые числа',
  )
  await retype('Номер паспорта', '345678')
  await retype('Дата выдачи паспорта', '20052018')
  await retype('Код подразделения', '500123')
  await field('Кем выдан').fill('ГУ МВД России по Московской области')
  await field('Место рождения').fill('г. Коломна')

  // The draft is on the device: a reload opens the form where it was left, the phone still proven.
  await expect.poll(async () => (await storedDraft(page))?.passportBirthPlace).toBe('г. Коломна')
  await page.reload()
  await expect(field('Фамилия')).toHaveValue('Орлова')
  await expect(field('Дата рождения')).toHaveValue('12-04-1998')
  await expect(page.getByRole('combobox', { name: 'Адрес' })).toHaveValue(
    'Московская обл, г Коломна, ул Октябрьской Революции',
  )
  await expect(field('Дом/Владение')).toHaveValue('368')
  await expect(page.getByRole('button', { name: /^Гражданство/ })).toContainText('Россия')

  // A Kazakh passport has no series and its number is N and 8 digits.
  await choose('Гражданство', 'Казахстан')
  await expect(field('Серия паспорта')).toHaveCount(0)
  await retype('Номер паспорта', '12345678')
  await expect(field('Номер паспорта')).toHaveAccessibleDescription('Введите ровно 9 символов')
  await retype('Номер паспорта', '123456789')
  await expect(field('Номер паспорта')).toHaveAccessibleDescription('Введите корректное значение')
  // Not N12345678: the demo's Абдуллаев has that passport, and documents belong to one person.
  await retype('Номер паспорта', 'N42424242')
  await expect(field('Номер паспорта')).not.toHaveAttribute('aria-invalid')

  await page.getByRole('combobox', { name: 'Должность' }).fill('касс')
  await page.getByRole('option', { name: /Кассир/ }).click()
  await page.getByRole('combobox', { name: 'Подменный фонд' }).click()
  await page.getByRole('option', { name: /Основной фонд/ }).click()

  // With the form bypassed, the server refuses the same INN and the form shows its message under the field.
  await page.route(
    '**/auth/self-employed/send-form',
    (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      return route.continue({ postData: JSON.stringify({ ...body, inn: withDigitChanged(inn) }) })
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Отправить анкету' }).click()
  await expect(field('ИНН')).toHaveAccessibleDescription('Некорректный ИНН')
  await expect(field('ИНН')).toBeFocused()
  expect(sent).toHaveLength(1)

  await page.getByRole('button', { name: 'Отправить анкету' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByText('Анкета отправлена на проверку')).toBeVisible()
  await expect(page.getByRole('link', { name: 'сайте банка' })).toHaveAttribute('href', /^https:\/\//)
  expect(await storedDraft(page)).toBeNull()
})

test('past its free requests of the day the browser does the work the server asks, saying «Проверяем…»', async ({
  page,
}) => {
  // The browser's block spends its free requests to new numbers (other tests may have spent them already).
  const newNumber = (n: number) => `+7915${String(Date.now() + n).slice(-7)}`
  for (let n = 1; n <= codeChallenge.freePerDay; n++)
    await requestRegistrationCode(page.request, newNumber(n))
  // The challenge is held back a moment, so that the screen's word can be seen.
  await page.route(`**${authEndpoints.codeChallenge.path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  const proofs: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(authEndpoints.requestRegistrationCode.path))
      proofs.push((request.postDataJSON() as { proof?: string }).proof)
  })
  const own = newNumber(codeChallenge.freePerDay + 1)
  await page.goto('/register')
  await page.getByLabel('Телефон', { exact: true }).pressSequentially(own.slice(2))
  await page.getByRole('button', { name: 'Получить код' }).click()
  const checking = page.getByRole('status').filter({ hasText: 'Проверяем…' })
  await expect(checking).toBeVisible()
  await expect(page.getByText('Получить код повторно можно через')).toBeVisible()
  await expect(checking).toHaveCount(0)
  expect(proofs).toEqual([undefined, expect.any(String)])
  await expect(page.getByLabel('Код из СМС')).toBeFocused()
})

test('the registration page leads back to sign-in', async ({ page }) => {
  await page.goto('/register')
  await page.getByRole('link', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('the playground shows every form widget in its four states, accessibly', async ({ page }) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'admin')
  await page.goto('/playground')
  await expect(page.getByRole('heading', { name: 'Поля форм' })).toBeVisible()
  for (const title of ['Текст', 'Дата', 'Маска', 'Адрес', 'Поиск']) {
    const specimen = page.getByRole('region', { name: title, exact: true })
    await expect(specimen.getByText('С ошибкой')).toBeVisible()
  }
  await expect(page.getByText('Введите корректное значение даты')).toBeVisible()
  await expect(page.getByText('Введите корретное значение времени')).toBeVisible()
  expect(await accessibilityProblems(page, '#form-fields')).toEqual([])
})
