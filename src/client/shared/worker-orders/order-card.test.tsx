// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { order } from '../testing/order-fixture.ts'
import { OrderCard } from './order-card.tsx'

afterEach(cleanup)

const boosted = order({
  status: 'NEW',
  planTariffPeriod: 'Shift',
  planTariffValue: '2200.00',
  boost: { percent: 10, baseTariffValue: '2000.00' },
})
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ')

describe('a rate that rose (decision 106)', () => {
  it('shows the worker «+10 %» beside the risen tariff, and nothing on an order without a rise', () => {
    const { container } = render(<OrderCard order={boosted} />)
    expect(text(container)).toContain('2 200 ₽ за смену')
    // The chip reads «Ставка повышена: +10 %» to a screen reader.
    expect(screen.getByText('+10 %').textContent).toBe('Ставка повышена: +10\u00a0%')
    cleanup()
    render(<OrderCard order={order({ status: 'NEW' })} />)
    expect(screen.queryByText(/^\+\d/)).toBeNull()
  })
})
