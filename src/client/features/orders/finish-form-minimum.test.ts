import { describe, expect, it } from 'vitest'
import { canSave, finishDefaults, finishLine, finishTotal, type FinishValues } from './finish-form.ts'
import { order } from '../../shared/testing/order-fixture.ts'

/** Decision 107: the finish dialog shows the shop's minimum hours as the server will count them. */
const hourly = order({ planTariffValue: '350.00', planTariffPeriod: 'Hour' })
const values = (actualTime: number): FinishValues => ({ ...finishDefaults(hourly), actualTime })

describe('the minimum paid hours in the finish dialog', () => {
  it('raises an hourly total to the minimum and names the line', () => {
    expect(finishTotal(hourly, values(60), 4)).toBe('1400.00')
    expect(finishLine(hourly, values(60), 4)).toEqual({
      compensationKind: 'MINIMUM_HOURS',
      compensationHours: 4,
      compensationSum: '1050.00',
    })
    expect(finishTotal(hourly, values(300), 4)).toBe('1750.00')
    expect(finishLine(hourly, values(300), 4)).toBeNull()
    expect(finishTotal(hourly, values(60), 0)).toBe('350.00')
  })

  it('counts the minimum against the limit, and drops a line an earlier act left', () => {
    expect(canSave(hourly, values(60), '1000.00', 4)).toBe(false)
    expect(canSave(hourly, values(60), '1000.00', 0)).toBe(true)
    const earlier = order({
      ...hourly,
      compensationKind: 'MINIMUM_HOURS',
      compensationHours: 4,
      compensationSum: '1050.00',
    })
    expect(finishTotal(earlier, values(300), 4)).toBe('1750.00')
  })

  it('keeps a late cancellation’s compensation as all the act pays', () => {
    const cancelled = order({
      ...hourly,
      compensationKind: 'LATE_CANCELLATION',
      compensationHours: 24,
      compensationSum: '700.00',
    })
    expect(finishTotal(cancelled, values(0), 4)).toBe('700.00')
  })
})
