import { describe, expect, it } from 'vitest'
import type { OrderTemplate } from '#contract/order-templates/templates.ts'
import { cellRange, dayLabel, ordersOfTemplate, refusedLines, weekLabel } from './planner-cells.ts'

const days = [
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
  '2026-12-12',
  '2026-12-13',
]
const shops = [
  { id: 1, name: 'Первый', cityName: 'Москва', utcOffset: 3 },
  { id: 2, name: 'Второй', cityName: 'Москва', utcOffset: 3 },
  { id: 3, name: 'Третий', cityName: 'Екатеринбург', utcOffset: 5 },
]
const template: OrderTemplate = {
  id: 9,
  shopId: 1,
  name: 'Ночь',
  serviceId: 4,
  serviceName: 'Кассир',
  startTime: '22:00',
  endTime: '06:00',
  planAssignmentsCount: 2,
  planTariffValue: null,
  planTariffPeriod: 'Shift',
  description: 'Ночная смена',
  favouritesFirstHours: null,
}

describe('the planner cells', () => {
  it('names days and weeks as the grid shows them', () => {
    expect(dayLabel('2026-12-07')).toBe('Пн, 07.12')
    expect(weekLabel(days)).toBe('07.12 – 13.12.2026')
  })

  it('takes the rectangle between two cells, whichever way it is drawn', () => {
    const range = cellRange({ shopId: 3, date: days[2]! }, { shopId: 2, date: days[1]! }, shops, days)
    expect(range).toEqual([
      { shopId: 2, date: days[1] },
      { shopId: 2, date: days[2] },
      { shopId: 3, date: days[1] },
      { shopId: 3, date: days[2] },
    ])
  })

  it("makes one order per cell at the template's times in the cell shop's offset, a night shift ending next day", () => {
    const [order] = ordersOfTemplate(template, [{ shopId: 3, date: days[6]! }], shops)
    expect(order).toMatchObject({
      shopId: 3,
      serviceId: 4,
      dateTime: '2026-12-13T22:00:00+05:00',
      dateTo: '2026-12-14T06:00:00+05:00',
      planAssignmentsCount: 2,
    })
  })

  it('names a refused row by its shop and day', () => {
    const lines = refusedLines(
      [{ row: 1, message: 'Причина' }],
      [
        { shopId: 1, date: days[0]! },
        { shopId: 2, date: days[3]! },
      ],
      shops,
    )
    expect(lines).toEqual(['Второй, Чт, 10.12: Причина'])
  })
})
