import { peopleEndpoints as people } from '../../src/contract/people/endpoints.ts'
import { authHeaders, desktopSize, expect, phoneSize, signInAs, test } from './fixtures.ts'

/** Issue 45, item 3: the blocked demo worker appeals, staff reverse it, and the worker works again. */
const shot = (name: string) => `.tmp/shots/appeals-${name}.png`

test.describe('appeals', () => {
  // The other specs read the demo's block: it is put back as the seed has it.
  test.afterEach(async ({ request }) => {
    await request.post(people.block.path, {
      headers: await authHeaders(request, 'admin'),
      data: {
        id: 3,
        reasonCode: 'no-show',
        reason: 'Не вышел на две смены подряд в магазине «Центральный», не предупредив магазин',
      },
    })
  })

  test('the blocked worker appeals, staff reverse it, and the blocked notice is gone', async ({ page }) => {
    await page.setViewportSize(phoneSize)
    await signInAs(page, 'blockedWorker')
    await page.goto('/orders')
    const notice = page.getByRole('alert')
    await notice.getByRole('button', { name: 'Обжаловать' }).click()
    const dialog = page.getByRole('dialog', { name: 'Обжаловать ограничение' })
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    await expect(dialog.getByText('Опишите, с чем вы не согласны')).toBeVisible()
    await dialog.getByLabel('С чем вы не согласны').fill('Я предупредил магазин по телефону накануне')
    await dialog.getByRole('button', { name: 'Отправить' }).click()
    await expect(notice.getByText(/Жалоба: Подана, решение до/)).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Обжаловать' })).toHaveCount(0)
    await page.screenshot({ path: shot('worker-375'), fullPage: true })

    await page.setViewportSize(desktopSize)
    await signInAs(page, 'admin')
    await page.goto('/appeals')
    const appeal = page.getByRole('listitem', { name: /Жалоба Сидоров/ })
    await expect(appeal.getByText('Я предупредил магазин по телефону накануне')).toBeVisible()
    await expect(appeal.getByText(/решение до/)).toBeVisible()
    await page.screenshot({ path: shot('staff-1280') })
    await appeal.getByRole('button', { name: 'Решить' }).click()
    const decide = page.getByRole('dialog', { name: /Жалоба: Сидоров/ })
    await decide.getByRole('button', { name: 'Отменить ограничение' }).click()
    await expect(decide.getByText('Укажите причину решения')).toBeVisible()
    await decide.getByLabel('Причина решения').fill('Магазин подтвердил звонок')
    await page.screenshot({ path: shot('decide-1280') })
    await decide.getByRole('button', { name: 'Отменить ограничение' }).click()
    await expect(decide).toHaveCount(0)
    // The demo's other appeals (decision 114) stay in the inbox; Сидоров's is decided.
    await expect(appeal).toHaveCount(0)

    await page.setViewportSize(phoneSize)
    await signInAs(page, 'blockedWorker')
    await page.goto('/orders')
    await expect(page.getByText('Заказы').first()).toBeVisible()
    await expect(page.getByText('К сожалению, Ваш профиль заблокирован')).toHaveCount(0)
  })
})
