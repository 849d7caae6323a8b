// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NoFillTimes } from './no-fill-times.tsx'

afterEach(cleanup)

describe('the time-to-fill chart without bars', () => {
  it('says no order was filled when none was', () => {
    expect(render(<NoFillTimes filled={0} />).container.textContent).toBe(
      'Нет заполненных заказов за этот период',
    )
  })

  it('says the fill times are not recorded when orders were filled without them', () => {
    expect(render(<NoFillTimes filled={13} />).container.textContent).toBe(
      'Время заполнения этих заказов не записано',
    )
  })
})
