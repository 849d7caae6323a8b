import { desktopSize, expect, signInAs, test } from './fixtures.ts'

/** Issue 48, item 5 (decision 117): staff read the dashboard on the demo data, filter it by the address, export it. */
test('the dashboard shows the period’s figures, keeps its filters in the address and exports a workbook', async ({
  page,
}) => {
  await page.setViewportSize(desktopSize)
  await signInAs(page, 'employee')
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Аналитика' })
    .click()
  await expect(page.getByRole('heading', { name: 'Аналитика' })).toBeVisible()
  // The default period, the last 30 days, goes to the address.
  await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}.*dateTo=/)
  await expect(page.getByText('Заказов размещено')).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'Расходы по неделям, оплачено и к оплате' }).locator('canvas'),
  ).toHaveCount(1)
  // The demo's filled orders carry the moment they were filled, so the time to fill has bars to draw.
  await expect(
    page.getByRole('img', { name: 'Сколько мест заполнено за каждый интервал времени' }).locator('canvas'),
  ).toHaveCount(1)
  await expect(page.getByRole('table', { name: /По магазинам/ })).toBeVisible()
  await page.screenshot({ path: '.tmp/shots/analytics-1280.png', fullPage: true })

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click()
  expect((await download).suggestedFilename()).toMatch(
    /^Аналитика \d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}\.xlsx$/,
  )

  await page.goto('/analytics?dateFrom=2026-03-10&dateTo=2026-03-01')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Дата начала периода позже даты окончания' }),
  ).toBeVisible()
})
