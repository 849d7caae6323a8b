import type { Page } from '@playwright/test'
import { bankDataChangedLine, bankDataChangedNotice } from '../../src/contract/workers/bank-data.ts'
import { profileInputOf, type Worker } from '../../src/contract/workers/worker.ts'
import { cardFor } from '../../src/server/db/seed/documents.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'

/** Finds a worker in a people table by the search box and opens their profile. */
async function openPerson(page: Page, path: '/unconfirmed' | '/confirmed', name: string) {
  await page.goto(path)
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name.split(' ')[0]!)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

test.describe('staff and people', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(desktopSize)
  })

  test('staff correct and confirm the new worker, who then sees the worker pages', async ({ page }) => {
    await signInAs(page, 'employee')
    await page.goto('/unconfirmed')
    const search = page.getByRole('searchbox', { name: 'Поиск' })
    await search.fill('Пе')
    await expect(page.getByText('Введите не менее 3 символов')).toBeVisible()
    await search.fill('000-00-12')
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Петрова Мария Олеговна')
    await expect(rows.first()).toContainText('•••• 0129')
    await expect(rows.first()).toContainText('Не отправлено в банк')
    await openPerson(page, '/unconfirmed', 'Петрова Мария Олеговна')

    await page.getByRole('textbox', { name: 'Место рождения' }).fill('г. Коломна Московской обл.')
    await page.getByRole('button', { name: 'Сохранить изменения' }).click()
    await expect(page.getByText('Профиль исполнителя сохранён')).toBeVisible()

    const npd = page.getByRole('button', { name: 'Проверить' })
    await npd.click()
    await expect(page.getByText(/^ИНН 770000001287: Самозанятый на \d\d-\d\d-\d{4}, проверено/)).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Сводка' }).getByText(/^Самозанятый на \d\d-\d\d-\d{4}, проверено/),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Подтвердить' }).click()
    const dialog = page.getByRole('dialog', { name: 'Подтвердить исполнителя?' })
    await dialog.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByText('Исполнитель подтверждён')).toBeVisible()
    const summary = page.getByRole('region', { name: 'Сводка' })
    await expect(summary.getByText('Подтверждён')).toBeVisible()

    await summary.getByRole('button', { name: 'Отправить в банк' }).click()
    await page
      .getByRole('dialog', { name: 'Отправить данные в банк?' })
      .getByRole('button', { name: 'Отправить' })
      .click()
    await expect(summary.getByText('В процессе отправки в банк')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Место рождения' })).toHaveValue(
      'г. Коломна Московской обл.',
    )
    await page.goto('/unconfirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Петрова')
    await expect(page.getByText('Новых анкет по этим условиям нет')).toBeVisible()

    await signInAs(page, 'notConfirmedWorker')
    await page.goto('/orders')
    await expect(page.getByText('Смены в магазинах вашего города. Время везде местное.')).toBeVisible()
    await expect(page.getByText('Анкета отправлена на проверку')).toHaveCount(0)
  })

  test.describe('blocking', () => {
    test.afterAll(async ({ browser }) => {
      // Other browser tests work as this worker: leave them unblocked even when a step above failed.
      const page = await browser.newPage()
      const headers = await authHeaders(page.request, 'admin')
      const rows = await page.request.post(peopleEndpoints.filter.path, {
        data: { confirmed: true, blocked: true, search: 'Иванов' },
        headers,
      })
      for (const row of ((await rows.json()) as { content: { id: number }[] }).content) {
        await page.request.post(peopleEndpoints.unblock.path, { data: { id: row.id }, headers })
      }
      await page.close()
    })

    test('a blocked worker sees the notice, until staff unblock them', async ({ page }) => {
      await signInAs(page, 'admin')
      await openPerson(page, '/confirmed', 'Иванов Иван Петрович')
      await page.getByRole('button', { name: 'Заблокировать' }).click()
      const dialog = page.getByRole('dialog', { name: 'Заблокировать исполнителя?' })
      await dialog.getByRole('button', { name: /Причина по перечню/ }).click()
      await page.getByRole('option', { name: 'Систематические опоздания' }).click()
      await dialog.getByRole('button', { name: 'Заблокировать' }).click()
      await expect(page.getByText(/^Исполнитель заблокирован до \d\d-\d\d-\d{4}$/)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Сводка' }).getByText(/^Заблокирован до/)).toBeVisible()

      await page.goto('/confirmed')
      await page.getByRole('button', { name: 'Блокировка' }).click()
      await page.getByRole('option', { name: 'Заблокированные', exact: true }).click()
      await expect(page.locator('table tbody tr')).toHaveCount(2)

      await signInAs(page, 'worker')
      await page.goto('/orders')
      await expect(page.getByText('К сожалению, Ваш профиль заблокирован')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Профиль' })).toHaveCount(0)

      await signInAs(page, 'admin')
      await openPerson(page, '/confirmed', 'Иванов Иван Петрович')
      await page.getByRole('button', { name: 'Разблокировать' }).click()
      await page
        .getByRole('dialog', { name: 'Разблокировать исполнителя?' })
        .getByRole('button', { name: 'Разблокировать' })
        .click()
      await expect(page.getByText('Исполнитель разблокирован')).toBeVisible()
      await signInAs(page, 'worker')
      await page.goto('/orders')
      await expect(page.getByText('Смены в магазинах вашего города. Время везде местное.')).toBeVisible()
      await expect(page.getByText('К сожалению, Ваш профиль заблокирован')).toHaveCount(0)
    })
  })

  test('an edit saved by someone else meanwhile is not overwritten: staff reload and see it', async ({
    page,
  }) => {
    await signInAs(page, 'employee')
    await openPerson(page, '/confirmed', 'Новикова Елена Викторовна')

    const headers = await authHeaders(page.request, 'admin')
    const id = Number(page.url().split('/').pop())
    const current = await (
      await page.request.post(peopleEndpoints.byId.path, { data: { id }, headers })
    ).json()
    const saved = await page.request.post(peopleEndpoints.editConfirmed.path, {
      headers,
      data: {
        id,
        version: current.version,
        lastName: current.lastName,
        firstName: current.firstName,
        patronymic: current.patronymic ?? '',
        birthDate: current.birthDate,
        gender: current.gender,
        phone: current.phone,
        citizenshipId: current.citizenship.id,
        cityId: current.city.id,
        paymentCardNumber: current.paymentCardNumber,
        inn: current.inn,
        snils: current.snils,
        passportSeries: current.passportSeries ?? '',
        passportNumber: current.passportNumber,
        passportIssueDate: current.passportIssueDate,
        passportDepartmentCode: current.passportDepartmentCode,
        passportIssuedBy: 'ОВД района Выхино',
        passportBirthPlace: current.passportBirthPlace,
        address: current.address,
        selfEmployed: current.selfEmployed,
        fundId: current.fund.id,
        selfEmployedServiceId: current.selfEmployedService.id,
      },
    })
    expect(saved.ok()).toBe(true)

    await page.getByRole('textbox', { name: 'Место рождения' }).fill('г. Рязань')
    await page.getByRole('button', { name: 'Сохранить изменения' }).click()
    const conflict = page.getByRole('alert').filter({ hasText: 'Профиль уже изменил другой сотрудник' })
    await expect(conflict).toContainText('Ваши правки не сохранены')
    await expect(conflict).toBeFocused()
    await expect(conflict).toBeInViewport()
    await conflict.getByRole('button', { name: 'Загрузить актуальный профиль' }).click()
    await expect(conflict).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Кем выдан' })).toHaveValue('ОВД района Выхино')
    await expect(page.getByRole('textbox', { name: 'Место рождения' })).not.toHaveValue('г. Рязань')

    await page.getByRole('textbox', { name: 'Место рождения' }).fill('г. Рязань')
    await page.getByRole('button', { name: 'Сохранить изменения' }).click()
    await expect(page.getByText('Профиль исполнителя сохранён')).toBeVisible()
  })

  test('a card changed after the bank took it waits for the bank, on Люди and on the profile, until staff send it', async ({
    page,
  }) => {
    const headers = await authHeaders(page.request, 'admin')
    const found = await page.request.post(peopleEndpoints.filter.path, {
      data: { confirmed: true, search: 'Новикова' },
      headers,
    })
    const [row] = ((await found.json()) as { content: { id: number }[] }).content
    const current = (await (
      await page.request.post(peopleEndpoints.byId.path, { data: { id: row!.id }, headers })
    ).json()) as Worker
    expect(current.bankStatus).toBe('SENT')
    const newCard = cardFor(40)
    const saved = await page.request.post(peopleEndpoints.editConfirmed.path, {
      headers,
      data: {
        id: current.id,
        version: current.version,
        ...profileInputOf(current),
        paymentCardNumber: newCard,
      },
    })
    expect(saved.ok()).toBe(true)

    await signInAs(page, 'employee')
    await page.goto('/confirmed')
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Новикова')
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(1)
    // The bank's registry is for admins: an employee is not offered it.
    await expect(page.getByRole('button', { name: 'Реестр для банка' })).toHaveCount(0)
    await expect(rows.first()).toContainText(`•••• ${newCard.slice(-4)}`)
    await expect(rows.first()).toContainText('Не отправлено в банк')
    await expect(rows.first()).toContainText(bankDataChangedLine(['paymentCardNumber']))

    await page.getByRole('link', { name: 'Новикова Елена Викторовна' }).click()
    const summary = page.getByRole('region', { name: 'Сводка' })
    const notice = summary.getByText(bankDataChangedNotice(['paymentCardNumber']))
    await expect(notice).toBeVisible()
    await summary.getByRole('button', { name: 'Отправить в банк' }).click()
    await page
      .getByRole('dialog', { name: 'Отправить данные в банк?' })
      .getByRole('button', { name: 'Отправить' })
      .click()
    await expect(summary.getByText('В процессе отправки в банк')).toBeVisible()
    await expect(notice).toBeVisible()
    // The demo bank takes the data 5 s after it was sent; the scheduler records it.
    await expect(async () => {
      await page.reload()
      await expect(summary.getByText('Отправлено в банк', { exact: true })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(notice).toHaveCount(0)

    await signInAs(page, 'admin')
    await page.goto('/confirmed')
    await expect(page.getByRole('button', { name: 'Реестр для банка' })).toBeVisible()
  })
})
