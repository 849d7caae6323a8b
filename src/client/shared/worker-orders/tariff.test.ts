import { describe, expect, it } from 'vitest'
import { expectedSum, formatHours, tariffText } from './tariff.ts'

const order = {
  planTariffValue: '350.00',
  planTariffPeriod: 'Hour' as const,
  factTariffValue: null,
  factTariffPeriod: null,
  planAssignmentsCount: null,
  factAssignmentsCount: null,
  actualTime: null,
  dateTime: '2026-11-21T09:00:00+03:00',
  dateTo: '2026-11-21T17:00:00+03:00',
  sum: '0.00',
}

describe('money and hours', () => {
  it('shows hours truncated to one decimal with a comma', () => {
    expect(formatHours(480)).toBe('8\u00a0ч')
    expect(formatHours(450)).toBe('7,5\u00a0ч')
    expect(formatHours(59)).toBe('0,9\u00a0ч')
  })
})

describe('tariff text', () => {
  it('names the period in Russian', () => {
    expect(tariffText(order)).toBe('350\u00a0₽ за час')
    expect(tariffText({ ...order, planTariffValue: '2800.00', planTariffPeriod: 'Shift' })).toBe(
      '2\u00a0800\u00a0₽ за смену',
    )
    expect(tariffText({ ...order, planTariffValue: '150.00', planTariffPeriod: 'Order' })).toBe(
      '150\u00a0₽ за поручение',
    )
  })

  it('prefers the fact tariff once staff set it', () => {
    expect(tariffText({ ...order, factTariffValue: '400.00', factTariffPeriod: 'Shift' })).toBe(
      '400\u00a0₽ за смену',
    )
  })
})

describe('expected sum', () => {
  it('estimates an hourly order from the planned shift', () => {
    expect(expectedSum(order)).toEqual({ text: '2\u00a0800\u00a0₽ за 8\u00a0ч', estimate: true })
  })

  it('uses the server sum once the minutes are known or for other tariffs', () => {
    expect(expectedSum({ ...order, actualTime: 450, sum: '2625.00' })).toEqual({
      text: '2\u00a0625\u00a0₽ за 7,5\u00a0ч',
      estimate: false,
    })
    expect(
      expectedSum({ ...order, planTariffPeriod: 'Order', planAssignmentsCount: 12, sum: '1800.00' }),
    ).toEqual({
      text: '1\u00a0800\u00a0₽',
      estimate: false,
    })
  })

  it('shows nothing when the tariff already says it all or there is no sum', () => {
    expect(
      expectedSum({ ...order, planTariffValue: '2800.00', planTariffPeriod: 'Shift', sum: '2800.00' }),
    ).toBeNull()
    expect(expectedSum({ ...order, planTariffPeriod: 'Order' })).toBeNull()
    expect(expectedSum({ ...order, dateTo: order.dateTime })).toBeNull()
  })
})
