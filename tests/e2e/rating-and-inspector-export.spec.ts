import { desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/** Issue 45, items 4 and 7 (decision 110): the rating's page for the worker, the inspector's export for admins. */
const shot = (name: string) => `.tmp/shots/rating-export-${name}.png`

test.describe('the rating explained and the export for an inspector', () => {
  test('the worker goes from the rating on the profile to how it is counted, with their own figures', async ({
    page,
  }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'worker')
    await page.goto('/profile')
    const rating = page.getByRole('region', { name: /Рейтинг/ })
    const link = rating.getByRole('link', { name: 'Как считается рейтинг' })
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await link.click()
    await expect(page.getByRole('heading', { name: 'Как считается рейтинг', level: 1 })).toBeVisible()
    const mine = page.getByRole('region', { name: 'Ваш рейтинг' })
    await expect(
      mine.getByText(/^\(\d × \d+( \+ \d × \d+)*\) : \d+ [=≈] \d/).or(mine.getByText(/Оценок пока нет/)),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Что не влияет на рейтинг' })).toContainText('Снять отклик')
    await page.screenshot({ path: shot('worker-375'), fullPage: true })
  })

  test('an admin downloads the ZIP for a period typed with the keyboard; a period the wrong way round is refused', async ({
    page,
  }) => {
    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/administration?tab=rules')
    const form = page.getByRole('form', { name: 'Выгрузка для проверяющего' })
    await form.getByRole('textbox', { name: 'Начало периода' }).fill('01-12-2026')
    await form.getByRole('textbox', { name: 'Конец периода' }).fill('01-11-2026')
    await form.getByRole('button', { name: 'Выгрузка для проверяющего' }).click()
    await expect(form.getByText('Дата начала периода позже даты окончания')).toBeVisible()

    await form.getByRole('textbox', { name: 'Конец периода' }).fill('31-12-2026')
    await form.getByRole('textbox', { name: 'Конец периода' }).press('Tab')
    const download = page.waitForEvent('download')
    await form.getByRole('button', { name: 'Выгрузка для проверяющего' }).focus()
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toBe('Выгрузка для проверяющего 01.12.2026–31.12.2026.zip')
    await page.screenshot({ path: shot('admin-1280') })
  })
})
