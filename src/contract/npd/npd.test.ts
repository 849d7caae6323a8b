import { describe, expect, it } from 'vitest'
import { npdStatusLine, paidThisYearLine, yearlyCapLevel } from './npd.ts'

describe('the НПД proof line', () => {
  const checked = { checkedAt: '2026-11-22T11:05:00.000Z', requestDate: '2026-11-22', message: null }

  it('says what the tax service answered about which day, and when it was asked, in Moscow time', () => {
    expect(npdStatusLine({ ...checked, registered: true })).toBe(
      'Самозанятый на 22-11-2026, проверено 22-11-2026, 14:05',
    )
    expect(npdStatusLine({ ...checked, registered: false })).toBe(
      'Не самозанятый на 22-11-2026, проверено 22-11-2026, 14:05',
    )
  })

  it('writes the act’s dates in the document form', () => {
    expect(npdStatusLine({ ...checked, registered: true }, 'document')).toBe(
      'Самозанятый на 22.11.2026, проверено 22.11.2026 14:05',
    )
  })

  it('calls a missing answer unknown, never "not self-employed"', () => {
    expect(npdStatusLine({ ...checked, registered: null })).toBe(
      'Статус на 22-11-2026 неизвестен: ответа ФНС нет (проверено 22-11-2026, 14:05), проверка повторится автоматически',
    )
    expect(npdStatusLine({ registered: null, checkedAt: null, requestDate: null, message: null })).toBe(
      'Статус самозанятого не проверялся',
    )
  })
})

describe('the yearly limit', () => {
  it('warns from 2 000 000 ₽ and is reached at 2 400 000 ₽, to the kopeck', () => {
    expect(yearlyCapLevel('1999999.99')).toBe('ok')
    expect(yearlyCapLevel('2000000.00')).toBe('near')
    expect(yearlyCapLevel('2399999.99')).toBe('near')
    expect(yearlyCapLevel('2400000.00')).toBe('reached')
  })

  it('writes the yearly line with the one sum format', () => {
    expect(paidThisYearLine('120000.00', 2026)).toBe(
      'Выплачено в 2026 году: 120\u00a0000\u00a0₽\u00a0из\u00a02\u00a0400\u00a0000\u00a0₽',
    )
  })
})
