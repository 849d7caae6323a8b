import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEndpoints as calls } from '../../src/contract/analytics/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { seedAnalyticsWeek } from '../support/analytics-data.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 48, item 5 (decision 117): every figure of the dashboard on a week counted by hand
 * (tests/support/analytics-data.ts). The week's orders o1–o7, o10 and o11 start in it by their shop's local day;
 * o8 and o9 fall just outside. Places needed leave out o5 (cancelled) and o11 (cancelled late); filled are o1–o4,
 * o7 and o10; fill times 10, 30, 60, 120, 200, 300 and 1 440 minutes; hours o1 8 + o2 4 + o3 6 + o10 8; paid
 * o1 and o10 2 000 each; due o2 1 200, o3 2 000, o11 1 000.
 */
let test: TestApp, staff: string, worker: string
let data: Awaited<ReturnType<typeof seedAnalyticsWeek>>

beforeAll(async () => {
  test = await createTestApp()
  data = await seedAnalyticsWeek(test)
  await test.analyticsSteps.runDue()
  staff = (await signIn(test, 'employee')).accessToken
  worker = (await signIn(test, 'worker')).accessToken
}, 120_000)
afterAll(() => test.close())

const week = { dateFrom: '2024-03-04', dateTo: '2024-03-10' }
type Query = Record<string, string | number>
const answered = <T>(answer: { status: number; body: T }): T => {
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}
const summaryOf = async (query: Query) =>
  answered(await callApi(test.app, calls.summary, { token: staff, query: query as never }))
const timeToFillOf = async (query: Query) =>
  answered(await callApi(test.app, calls.timeToFill, { token: staff, query: query as never }))
const topWorkersOf = async (query: Query) =>
  answered(await callApi(test.app, calls.topWorkers, { token: staff, query: query as never }))
const breakdown = async (by: 'shop' | 'service' | 'week', query: Record<string, string | number> = week) => {
  const answer = await callApi(test.app, calls.breakdown, { token: staff, query: { ...query, by } as never })
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

describe('the summary', () => {
  it('counts the week of every city', async () => {
    expect(await summaryOf(week)).toEqual({
      posted: 9,
      needed: 7,
      filled: 6,
      fillRate: 0.857,
      medianMinutesToFill: 120,
      noShows: 1,
      lateReleases: 1,
      hours: 26,
      cost: { paid: '4000.00', due: '4200.00' },
    })
  })

  it('narrows to a city, a shop and a service', async () => {
    // Without o10: fill times 10, 30, 60, 120, 200, 300.
    expect(await summaryOf({ ...week, cityId: data.eastCityId })).toEqual({
      posted: 8,
      needed: 6,
      filled: 5,
      fillRate: 0.833,
      medianMinutesToFill: 90,
      noShows: 1,
      lateReleases: 1,
      hours: 18,
      cost: { paid: '2000.00', due: '4200.00' },
    })
    expect(await summaryOf({ ...week, shopId: data.shopB })).toEqual({
      posted: 2,
      needed: 2,
      filled: 1,
      fillRate: 0.5,
      medianMinutesToFill: 300,
      noShows: 0,
      lateReleases: 1,
      hours: 0,
      cost: { paid: '0.00', due: '0.00' },
    })
    expect(await summaryOf({ ...week, serviceId: data.perHour })).toMatchObject({
      posted: 1,
      filled: 1,
      medianMinutesToFill: 30,
      hours: 4,
      cost: { paid: '0.00', due: '1200.00' },
    })
  })

  it('answers nothing found as zeros, the rates as null', async () => {
    expect(
      await summaryOf({ dateFrom: '2023-01-02', dateTo: '2023-01-08', cityId: data.westCityId }),
    ).toEqual({
      posted: 0,
      needed: 0,
      filled: 0,
      fillRate: null,
      medianMinutesToFill: null,
      noShows: 0,
      lateReleases: 0,
      hours: 0,
      cost: { paid: '0.00', due: '0.00' },
    })
  })
})

describe('the breakdowns', () => {
  it('lists shops and services by cost, most first', async () => {
    const shops = await breakdown('shop')
    expect(shops.total).toBe(3)
    expect(shops.rows).toEqual([
      {
        key: String(data.shopA),
        name: 'Магазин А',
        posted: 6,
        filled: 4,
        noShows: 1,
        hours: 18,
        cost: { paid: '2000.00', due: '4200.00' },
      },
      {
        key: String(data.shopC),
        name: 'Магазин В',
        posted: 1,
        filled: 1,
        noShows: 0,
        hours: 8,
        cost: { paid: '2000.00', due: '0.00' },
      },
      {
        key: String(data.shopB),
        name: 'Магазин Б',
        posted: 2,
        filled: 1,
        noShows: 0,
        hours: 0,
        cost: { paid: '0.00', due: '0.00' },
      },
    ])
    const services = await breakdown('service')
    expect(services.rows.map((row) => [row.name, row.posted, row.cost])).toEqual([
      ['Аналитика: смена', 8, { paid: '4000.00', due: '3000.00' }],
      ['Аналитика: час', 1, { paid: '0.00', due: '1200.00' }],
    ])
  })

  it('lists weeks from their Monday, in their order', async () => {
    const weeks = await breakdown('week', { dateFrom: '2024-03-04', dateTo: '2024-03-17' })
    expect(weeks.rows.map((row) => [row.key, row.posted, row.hours, row.cost.paid])).toEqual([
      ['2024-03-04', 9, 26, '4000.00'],
      ['2024-03-11', 1, 8, '2000.00'],
    ])
  })

  it('bands the time to fill, with the median and the 90th percentile', async () => {
    // 10 and 30 under an hour; 60, 120, 200 in 1–4 h; 300 in 4–12 h; 1 440 in 1–3 days. p90 = 300 + 0.4 × 1 140.
    expect(await timeToFillOf(week)).toEqual({
      bands: [
        { label: 'до 1 ч', orders: 2 },
        { label: '1–4 ч', orders: 3 },
        { label: '4–12 ч', orders: 1 },
        { label: '12–24 ч', orders: 0 },
        { label: '1–3 дн', orders: 1 },
        { label: 'от 3 дн', orders: 0 },
      ],
      medianMinutes: 120,
      p90Minutes: 756,
    })
  })

  it('ranks the workers by hours worked', async () => {
    // The second worker: o3 6 h + o10 8 h, 2 000 + 2 000; the first: o1 8 h + o2 4 h, 2 000 + 1 200.
    const top = await topWorkersOf(week)
    expect(top.map((row) => [row.id, row.shifts, row.hours, row.earned])).toEqual([
      [data.w2, 2, 14, '4000.00'],
      [data.w1, 2, 12, '3200.00'],
    ])
    expect(top[0]!.fullName).toMatch(/\S+ \S+/)
  })
})

describe('the export', () => {
  it('writes the same figures into a workbook, a sheet per table', async () => {
    const answer = await test.app.inject({
      method: 'GET',
      url: `/api/analytics/export?dateFrom=${week.dateFrom}&dateTo=${week.dateTo}`,
      headers: { authorization: `Bearer ${staff}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-disposition']).toContain(
      encodeURIComponent('Аналитика 04.03.2024–10.03.2024.xlsx'),
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.rawPayload.slice().buffer)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Сводка',
      'Магазины',
      'Услуги',
      'Недели',
      'Время заполнения',
      'Исполнители',
    ])
    const summary = workbook.getWorksheet('Сводка')!
    const value = (label: string) => {
      let found: unknown
      summary.eachRow((row) => {
        if (row.getCell(1).value === label) found = row.getCell(2).value
      })
      return found
    }
    expect(value('Заказов размещено')).toBe(9)
    expect(value('Заполнено, %')).toBe(85.7)
    expect(value('Оплачено, руб.')).toBe(4000)
    expect(value('К оплате, руб.')).toBe(4200)
    expect(workbook.getWorksheet('Магазины')!.getRow(2).values).toEqual([
      undefined,
      'Магазин А',
      6,
      4,
      1,
      18,
      2000,
      4200,
    ])
  })
})

describe('refusals', () => {
  const refused = async (query: Record<string, unknown>, token = staff) => {
    const answer = await callApi(test.app, calls.summary, { token, query: query as never })
    return { status: answer.status, body: answer.body as unknown as { message: string } }
  }

  it('refuses a reversed or too long period, and missing dates, in Russian', async () => {
    const reversed = await refused({ dateFrom: '2024-03-10', dateTo: '2024-03-04' })
    expect(reversed.status).toBe(400)
    expect(JSON.stringify(reversed.body)).toContain('Дата начала периода позже даты окончания')
    const long = await refused({ dateFrom: '2023-01-01', dateTo: '2024-01-02' })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain('Период — не больше 366 дней')
    expect((await refused({ dateFrom: '2023-01-01', dateTo: '2024-01-01' })).status).toBe(200)
    const missing = await refused({ dateTo: '2024-03-04' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/[а-я]/)
    const badDate = await refused({ dateFrom: '2024-02-30', dateTo: '2024-03-04' })
    expect(badDate.status).toBe(400)
  })

  it('refuses unknown ids and a shop of another city', async () => {
    expect(await refused({ ...week, cityId: 99_999_999 })).toMatchObject({
      status: 400,
      body: { message: 'Город не найден' },
    })
    expect(await refused({ ...week, shopId: 99_999_999 })).toMatchObject({
      status: 400,
      body: { message: 'Магазин не найден' },
    })
    expect(await refused({ ...week, serviceId: 99_999_999 })).toMatchObject({
      status: 400,
      body: { message: 'Услуга не найдена' },
    })
    expect(await refused({ ...week, cityId: data.westCityId, shopId: data.shopA })).toMatchObject({
      status: 400,
      body: { message: 'Магазин не из выбранного города' },
    })
    const unknownExport = await test.app.inject({
      method: 'GET',
      url: `/api/analytics/export?dateFrom=2024-03-04&dateTo=2024-03-10&shopId=99999999`,
      headers: { authorization: `Bearer ${staff}` },
    })
    expect(unknownExport.statusCode).toBe(400)
  })

  it('is the staff’s only', async () => {
    expect((await refused(week, worker)).status).toBe(403)
    const breakdownByWorker = await callApi(test.app, calls.breakdown, {
      token: worker,
      query: { ...week, by: 'shop' } as never,
    })
    expect(breakdownByWorker.status).toBe(403)
  })
})
