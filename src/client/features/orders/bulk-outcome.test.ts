import { describe, expect, it } from 'vitest'
import { outcomeLines } from './bulk-outcome.ts'

const ref = (orderNumber: number) => ({ id: orderNumber - 1000, orderNumber })

describe('what an action on many orders tells staff', () => {
  it('counts the orders changed and held back, then each reason once with its orders', () => {
    const outcome = {
      changed: [ref(1001), ref(1002), ref(1003)],
      proposed: [],
      refused: [
        { ...ref(1004), message: 'Заказ в работе: нельзя отменить' },
        { id: 77, orderNumber: null, message: 'Заказ не найден' },
        { ...ref(1005), message: 'Заказ в работе: нельзя отменить' },
      ],
    }
    expect(outcomeLines('cancel', outcome)).toEqual([
      'Отменено заказов: 3, не отменено: 3',
      'Заказ в работе: нельзя отменить — № 1004, № 1005',
      'Заказ не найден — id 77',
    ])
  })

  it('names the changes waiting for the executor, and shortens a long list of numbers', () => {
    const refused = Array.from({ length: 12 }, (_, index) => ({
      ...ref(2000 + index),
      message: 'Тариф уже такой',
    }))
    const lines = outcomeLines('tariff', { changed: [ref(1001)], proposed: [ref(1002)], refused })
    expect(lines[0]).toBe('Тариф изменён у заказов: 1, ждут согласия исполнителя: 1, не изменён: 12')
    expect(lines[1]).toBe(
      'Тариф уже такой — № 2000, № 2001, № 2002, № 2003, № 2004, № 2005, № 2006, № 2007, № 2008, № 2009 и ещё 2',
    )
  })
})
