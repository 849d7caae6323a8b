import { orderTemplateEndpoints } from '../../src/contract/order-templates/endpoints.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { addDays, mondayOf } from '../../src/contract/week-planner/week.ts'
import { authHeaders, desktopSize, expect, signInAs, test } from './fixtures.ts'

type Shop = { id: number; name: string; services: { id: number }[] }

/** A Monday some weeks ahead, new on every run: the shared server keeps the orders. */
function freshMonday() {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
  return addDays(mondayOf(today), 7 * (8 + Math.floor(Math.random() * 80)))
}
const short = (iso: string) => iso.split('-').slice(1).reverse().join('.')

test('staff fill a week from a template: by choosing cells, by dragging, and copy it to the next week', async ({
  page,
}) => {
  await page.setViewportSize(desktopSize)
  const headers = await authHeaders(page.request, 'employee')
  const shops = (await (await page.request.get(dictionaryEndpoints.shops.path, { headers })).json()) as Shop[]
  const shop = shops.find((candidate) => candidate.name === 'Магазин «Центральный»')!
  const name = `Дневная e2e ${Date.now()}`
  const template = await page.request.post(orderTemplateEndpoints.create.path, {
    headers,
    data: { shopId: shop.id, name, serviceId: shop.services[0]!.id, startTime: '09:00', endTime: '18:00' },
  })
  expect(template.ok()).toBe(true)

  const monday = freshMonday()
  await signInAs(page, 'employee')
  await page.goto(`/planner?week=${monday}&shopId=${shop.id}`)
  await expect(page.getByRole('heading', { name: 'Планировщик' })).toBeVisible()
  const cell = (day: number, label: string) =>
    page.getByRole('button', { name: `Выбрать: ${shop.name}, ${label}, ${short(addDays(monday, day))}` })

  // The keyboard and click way: a template, Monday, then Friday with Shift for the range, «Создать».
  await page.getByRole('button', { name: new RegExp(name) }).click()
  await cell(0, 'Пн').click()
  await cell(4, 'Пт').click({ modifiers: ['Shift'] })
  await expect(page.getByText('Выбрано ячеек: 5')).toBeVisible()
  await page.getByRole('button', { name: 'Создать', exact: true }).click()
  await expect(page.getByRole('status', { name: 'Итог' })).toContainText(
    `Создано заказов: 5 по шаблону «${name}»`,
  )
  await expect(page.getByLabel('Заполнено 0 из 1')).toHaveCount(5)

  // Dragged onto Saturday: one more; onto Monday again: refused, named by its cell, nothing created.
  await page.getByRole('button', { name: new RegExp(name) }).dragTo(cell(5, 'Сб'))
  await expect(page.getByRole('status', { name: 'Итог' })).toContainText('Создано заказов: 1')
  await page.getByRole('button', { name: new RegExp(name) }).dragTo(cell(0, 'Пн'))
  await expect(page.getByRole('alert', { name: 'Итог' })).toContainText(
    `${shop.name}, Пн, ${short(monday)}: Такой заказ уже есть: тот же магазин, услуга и время смены`,
  )
  await expect(page.getByLabel('Заполнено 0 из 1')).toHaveCount(6)

  await page.getByRole('button', { name: 'Копировать неделю на следующую' }).click()
  await expect(page.getByRole('status', { name: 'Итог' })).toContainText(
    'Создано копий на следующую неделю: 6',
  )
  await page.getByRole('button', { name: 'Следующая неделя' }).click()
  await expect(page).toHaveURL(new RegExp(`week=${addDays(monday, 7)}`))
  await expect(page.getByLabel('Заполнено 0 из 1')).toHaveCount(6)
})
