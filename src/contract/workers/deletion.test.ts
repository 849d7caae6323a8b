import { describe, expect, it } from 'vitest'
import { personalDataKeptUntil, workerDeletionMessages } from './deletion.ts'

describe("a deleted worker's data is kept as long as the documents need it", () => {
  it('keeps the name and INN until the end of the fifth year after the last finished order', () => {
    expect(personalDataKeptUntil('2026-11-23', '2026-11-20')).toBe('2031-12-31')
    expect(personalDataKeptUntil('2026-01-02', '2025-12-31')).toBe('2030-12-31')
  })

  it('keeps nothing past the deletion day without a finished order', () => {
    expect(personalDataKeptUntil('2026-11-23', null)).toBe('2026-11-23')
  })

  it('names the orders that hold a deletion back, one or several', () => {
    expect(workerDeletionMessages.openOrders([1005])).toBe(
      'Нельзя удалить исполнителя: не завершён заказ № 1005. Снимите его с заказа или завершите заказ',
    )
    expect(workerDeletionMessages.unpaid([1009])).toBe(
      'Нельзя удалить исполнителя: выплата по заказу № 1009 ещё не отправлена в банк',
    )
    expect(workerDeletionMessages.openOrders([1005, 1007])).toBe(
      'Нельзя удалить исполнителя: не завершены заказы № 1005, № 1007. Снимите его с заказов или завершите их',
    )
  })
})
