import { describe, expect, it } from 'vitest'
import { actEndpoints } from '#contract/acts/endpoints.ts'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import {
  canSave,
  finishCalls,
  finishDefaults,
  finishErrors,
  finishTotal,
  isOverLimit,
  type FinishCall,
  type FinishValues,
} from './finish-form.ts'
import { order } from '../../shared/testing/order-fixture.ts'

const values = (changes: Partial<FinishValues> = {}): FinishValues => ({
  ...finishDefaults(order()),
  ...changes,
})

describe('finish form defaults (spec section 4)', () => {
  it('takes the plan rate and period, DONE_AND_PAID, and the plan count for Order', () => {
    expect(finishDefaults(order())).toEqual({
      resolution: 'DONE_AND_PAID',
      factTariffValue: 150,
      factTariffPeriod: 'Order',
      factAssignmentsCount: 10,
      actualTime: null,
      mark: 0,
    })
  })

  it('fixes the count at 1 for Shift and Hour, and keeps facts already saved', () => {
    const hourly = order({ planTariffPeriod: 'Hour', factTariffValue: '320.50', actualTime: 240, mark: 4 })
    expect(finishDefaults(hourly)).toMatchObject({
      factTariffValue: 320.5,
      factTariffPeriod: 'Hour',
      factAssignmentsCount: 1,
      actualTime: 240,
      mark: 4,
    })
    expect(finishDefaults(order({ planTariffPeriod: 'Shift' })).factAssignmentsCount).toBe(1)
  })

  it('keeps DONE_AND_PAID the default on a running shift, and cannot save it before the order is DONE', () => {
    for (const status of ['CONFIRMED', 'IN_PROGRESS'] as const) {
      const running = order({ status })
      const defaults = finishDefaults(running)
      expect(defaults.resolution).toBe('DONE_AND_PAID')
      expect(canSave(running, defaults, '30000.00')).toBe(false)
      expect(canSave(running, { ...defaults, resolution: 'MISSING_EXECUTOR' }, '30000.00')).toBe(true)
    }
  })
})

describe('finish form rules (spec section 5)', () => {
  it('requires the rate and the period with DONE_AND_PAID', () => {
    expect(finishErrors(values({ factTariffValue: null, factTariffPeriod: null }))).toEqual({
      factTariffValue: 'Поле не должно быть пустым',
      factTariffPeriod: 'Поле не должно быть пустым',
    })
  })

  it('requires the minutes for Hour only, and whole minutes within a day', () => {
    expect(finishErrors(values({ factTariffPeriod: 'Hour' }))).toEqual({
      actualTime: 'Поле не должно быть пустым',
    })
    expect(finishErrors(values({ factTariffPeriod: 'Shift' }))).toEqual({})
    expect(finishErrors(values({ factTariffPeriod: 'Hour', actualTime: '4 ч' })).actualTime).toBe(
      'Поле должно содержать только целые числа',
    )
    expect(finishErrors(values({ factTariffPeriod: 'Hour', actualTime: 1441 })).actualTime).toBe(
      'Значение должно быть не больше 1440',
    )
  })

  it('checks the count for Order only', () => {
    expect(finishErrors(values({ factAssignmentsCount: 0 })).factAssignmentsCount).toBe(
      'Значение должно быть не меньше 1',
    )
    expect(finishErrors(values({ factTariffPeriod: 'Shift', factAssignmentsCount: 0 }))).toEqual({})
  })

  it('takes a rate with kopecks but not with more digits', () => {
    expect(finishErrors(values({ factTariffValue: 150.5 }))).toEqual({})
    expect(finishErrors(values({ factTariffValue: 150.555 })).factTariffValue).toBeDefined()
    expect(finishErrors(values({ factTariffValue: 'сто' })).factTariffValue).toBe(
      'Поле должно содержать число',
    )
  })

  it('needs nothing more with MISSING_EXECUTOR', () => {
    expect(finishErrors(values({ resolution: 'MISSING_EXECUTOR', factTariffValue: null }))).toEqual({})
  })
})

describe('finish total and limit', () => {
  it('computes the total by the period: Order × count, Shift as is, Hour by minutes', () => {
    expect(finishTotal(order(), values())).toBe('1500.00')
    expect(finishTotal(order(), values({ factAssignmentsCount: 12 }))).toBe('1800.00')
    expect(finishTotal(order(), values({ factTariffPeriod: 'Shift', factTariffValue: 2800 }))).toBe('2800.00')
    expect(
      finishTotal(order(), values({ factTariffPeriod: 'Hour', factTariffValue: 350, actualTime: 90 })),
    ).toBe('525.00')
    expect(finishTotal(order(), values({ factTariffPeriod: 'Shift', factAssignmentsCount: 12 }))).toBe(
      '150.00',
    )
  })

  it('disables save over the limit, while invalid, or without an executor', () => {
    expect(isOverLimit('30000.01', '30000.00')).toBe(true)
    expect(isOverLimit('30000.00', '30000.00')).toBe(false)
    expect(isOverLimit('99999.00', null)).toBe(false)
    expect(canSave(order(), values(), '30000.00')).toBe(true)
    expect(canSave(order(), values({ factAssignmentsCount: 201 }), '30000.00')).toBe(false)
    expect(canSave(order(), values({ factTariffValue: null }), '30000.00')).toBe(false)
    expect(canSave(order({ executor: null }), values(), '30000.00')).toBe(false)
    expect(canSave(order({ status: 'IN_PROGRESS' }), values(), '30000.00')).toBe(false)
  })
})

describe('finish call sequence (spec section 4)', () => {
  const endpointsOf = (calls: FinishCall[]) => calls.map((call) => call.endpoint)

  it('DONE_AND_PAID: update with facts, the mark when above 1, then the act', () => {
    const calls = finishCalls(order(), values({ mark: 4, factAssignmentsCount: 12 }))
    expect(endpointsOf(calls)).toEqual([orderEndpoints.update, orderEndpoints.setMark, actEndpoints.generate])
    expect(calls[0]!.body).toMatchObject({
      id: 7,
      factTariffValue: '150.00',
      factTariffPeriod: 'Order',
      factAssignmentsCount: 12,
      dateTime: '2026-11-20T08:00:00+03:00',
    })
    expect(calls[1]!.body).toEqual({ id: 7, mark: 4 })
  })

  it('sends no mark of 1 or none', () => {
    expect(endpointsOf(finishCalls(order(), values({ mark: 1 })))).not.toContain(orderEndpoints.setMark)
    expect(endpointsOf(finishCalls(order(), values({ mark: 0 })))).not.toContain(orderEndpoints.setMark)
  })

  it('MISSING_EXECUTOR: update without new facts, then the finished status', () => {
    const calls = finishCalls(
      order(),
      values({ resolution: 'MISSING_EXECUTOR', factTariffValue: 999, mark: 5 }),
    )
    expect(endpointsOf(calls)).toEqual([orderEndpoints.update, orderEndpoints.finish])
    expect(calls[0]!.body).toMatchObject({ factTariffValue: null, factTariffPeriod: null })
    expect(calls[1]!.body).toEqual({ id: 7, resolution: 'MISSING_EXECUTOR' })
  })
})
