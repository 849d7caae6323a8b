// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { order } from '../../../shared/testing/order-fixture.ts'
import { BoostNote } from './boost-note.tsx'

afterEach(cleanup)

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ')
const boosted = order({
  status: 'NEW',
  planTariffValue: '2200.00',
  boost: { percent: 10, baseTariffValue: '2000.00' },
})

describe('a rate that rose, on the staff order (decision 106)', () => {
  it('tells staff the rise over the published tariff, or that rises are off for the order', () => {
    expect(text(render(<BoostNote order={boosted} />).container)).toBe(
      '+10 % к 2 000 ₽: ставка повышена, пока смену не брали',
    )
    cleanup()
    expect(text(render(<BoostNote order={order({ boostOff: true })} />).container)).toBe(
      'Без повышения ставки',
    )
  })
})
