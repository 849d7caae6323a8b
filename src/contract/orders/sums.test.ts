import { describe, expect, it } from 'vitest'
import { hoursFromMinutes, limitExceededMessage, orderTotal } from './sums.ts'

describe('order total (spec section 9)', () => {
  it('Shift: the tariff itself, whatever the count or time', () => {
    expect(
      orderTotal({
        planTariffValue: '2800.00',
        planTariffPeriod: 'Shift',
        actualTime: 600,
        factAssignmentsCount: 3,
      }),
    ).toBe('2800.00')
  })

  it('Order: tariff × count, the fact count before the plan count, 0 without any count', () => {
    expect(
      orderTotal({ planTariffValue: '150.00', planTariffPeriod: 'Order', planAssignmentsCount: 12 }),
    ).toBe('1800.00')
    expect(
      orderTotal({
        planTariffValue: '150.00',
        planTariffPeriod: 'Order',
        planAssignmentsCount: 12,
        factAssignmentsCount: 7,
      }),
    ).toBe('1050.00')
    expect(
      orderTotal({ planTariffValue: '150.55', planTariffPeriod: 'Order', factAssignmentsCount: 3 }),
    ).toBe('451.65')
    expect(orderTotal({ planTariffValue: '150.00', planTariffPeriod: 'Order' })).toBe('0.00')
  })

  it('Hour: tariff / 60 × minutes, rounded to kopecks, 0 without time', () => {
    expect(orderTotal({ planTariffValue: '350.00', planTariffPeriod: 'Hour', actualTime: 480 })).toBe(
      '2800.00',
    )
    expect(orderTotal({ planTariffValue: '350.00', planTariffPeriod: 'Hour', actualTime: 1 })).toBe('5.83')
    expect(orderTotal({ planTariffValue: '100.00', planTariffPeriod: 'Hour', actualTime: 7 })).toBe('11.67')
    expect(orderTotal({ planTariffValue: '350.00', planTariffPeriod: 'Hour' })).toBe('0.00')
    expect(orderTotal({ planTariffValue: '350.00', planTariffPeriod: 'Hour', actualTime: 0 })).toBe('0.00')
  })

  it('fact rate and period fall back to the plan ones', () => {
    expect(
      orderTotal({
        planTariffValue: '350.00',
        planTariffPeriod: 'Hour',
        factTariffValue: '400.00',
        actualTime: 90,
      }),
    ).toBe('600.00')
    expect(
      orderTotal({
        planTariffValue: '350.00',
        planTariffPeriod: 'Hour',
        factTariffPeriod: 'Shift',
        actualTime: 90,
      }),
    ).toBe('350.00')
  })
})

describe('hours from minutes: / 60, truncated to one decimal', () => {
  it.each([
    [0, 0],
    [59, 0.9],
    [60, 1],
    [65, 1],
    [66, 1.1],
    [89, 1.4],
    [479, 7.9],
  ])('%i minutes → %f hours', (minutes, hours) => {
    expect(hoursFromMinutes(minutes)).toBe(hours)
  })
})

describe('the limit message', () => {
  it('reads as the spec writes it', () => {
    expect(limitExceededMessage('30000.00')).toBe('Сумма превышает допустимый лимит по выплате в 30000 руб.')
    expect(limitExceededMessage('2500.50')).toBe('Сумма превышает допустимый лимит по выплате в 2500.50 руб.')
  })
})
