// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { order } from '../../../shared/testing/order-fixture.ts'
import { OrderSumCell } from './order-sum-cell.tsx'

afterEach(cleanup)

const shown = (changes: Parameters<typeof order>[0]) =>
  render(<OrderSumCell order={order(changes)} />).container.textContent?.replace(/\u00a0/g, ' ')

describe('the orders table sum (spec section 9)', () => {
  it('shows 0 ₽ for an hourly order without minutes, with the rate under it', () => {
    expect(
      shown({ planTariffPeriod: 'Hour', planTariffValue: '350.00', actualTime: null, sum: '0.00' }),
    ).toBe('0 ₽350 ₽/ч')
  })

  it('shows the sum of an hourly order once its minutes are known, and the fact rate', () => {
    expect(
      shown({
        planTariffPeriod: 'Hour',
        planTariffValue: '350.00',
        factTariffValue: '400.00',
        actualTime: 90,
        sum: '600.00',
      }),
    ).toBe('600 ₽400 ₽/ч')
  })

  it('shows just the sum for a shift or a piece rate', () => {
    expect(shown({ planTariffPeriod: 'Order', sum: '1500.00' })).toBe('1 500 ₽')
    expect(shown({ planTariffPeriod: 'Shift', planTariffValue: '2800.00', sum: '2800.00' })).toBe('2 800 ₽')
  })
})
