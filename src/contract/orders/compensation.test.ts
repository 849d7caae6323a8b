import { describe, expect, it } from 'vitest'
import { lateCancellationLine, minimumHoursLine } from './compensation.ts'
import { orderTotal } from './sums.ts'

const start = new Date('2026-12-10T06:00:00Z')
const shift = {
  planTariffValue: '2800.00',
  planTariffPeriod: 'Shift' as const,
  dateTime: start,
  dateTo: new Date(start.getTime() + 8 * 3600_000),
}
const policy = { cancelNoticeHours: 24, cancelCompensationPercent: 50 }
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3600_000)

describe('a late cancellation (decision 107)', () => {
  it('owes the per cent of the planned sum only inside the notice, or after the start', () => {
    expect(lateCancellationLine(shift, policy, hoursBefore(24), '30000')).toBeNull()
    expect(lateCancellationLine(shift, policy, hoursBefore(23.9), '30000')).toEqual({
      compensationKind: 'LATE_CANCELLATION',
      compensationHours: 24,
      compensationSum: '1400.00',
    })
    expect(lateCancellationLine(shift, policy, hoursBefore(-1), '30000')?.compensationSum).toBe('1400.00')
    expect(
      lateCancellationLine(shift, { ...policy, cancelCompensationPercent: 0 }, start, '30000'),
    ).toBeNull()
  })

  it('counts an hourly order by its planned minutes and an order tariff by its planned count', () => {
    const hourly = { ...shift, planTariffValue: '333.33', planTariffPeriod: 'Hour' as const }
    // 333.33 × 8 h = 2666.64; 33 % of it is 879.9912, rounded to kopecks.
    const third = { ...policy, cancelCompensationPercent: 33 }
    expect(lateCancellationLine(hourly, third, start, '30000')?.compensationSum).toBe('879.99')
    const counted = { ...shift, planTariffValue: '150.00', planTariffPeriod: 'Order' as const }
    expect(
      lateCancellationLine({ ...counted, planAssignmentsCount: 12 }, policy, start, '30000')?.compensationSum,
    ).toBe('900.00')
  })

  it('never exceeds the limit on one payment, and pays the line alone', () => {
    const line = lateCancellationLine({ ...shift, planTariffValue: '50000.00' }, policy, start, '20000')
    expect(line?.compensationSum).toBe('20000.00')
    expect(orderTotal({ ...shift, ...line })).toBe('20000.00')
  })
})

describe('the minimum paid hours', () => {
  const hourly = { planTariffValue: '350.00', planTariffPeriod: 'Hour' as const }

  it('tops an hourly act up to the minimum, to the kopeck', () => {
    const line = minimumHoursLine({ ...hourly, actualTime: 61 }, 4)
    expect(line).toEqual({
      compensationKind: 'MINIMUM_HOURS',
      compensationHours: 4,
      compensationSum: '1044.17',
    })
    expect(orderTotal({ ...hourly, actualTime: 61, ...line })).toBe('1400.00')
  })

  it('owes nothing at the minimum, with the minimum off, or for a tariff that does not count hours', () => {
    expect(minimumHoursLine({ ...hourly, actualTime: 240 }, 4)).toBeNull()
    expect(minimumHoursLine({ ...hourly, actualTime: 30 }, 0)).toBeNull()
    expect(
      minimumHoursLine({ planTariffValue: '2800.00', planTariffPeriod: 'Shift', actualTime: 30 }, 4),
    ).toBeNull()
  })
})
