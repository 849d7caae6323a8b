import { describe, expect, it } from 'vitest'
import { confirmQuestion } from './confirm-texts.ts'

// 09:30 in Moscow, the tax service's clock.
const checked = { checkedAt: '2026-11-20T06:30:00.000Z', requestDate: '2026-11-20', message: null }
const never = { registered: null, checkedAt: null, requestDate: null, message: null }

describe('the question before confirming a worker', () => {
  it('warns when the НПД check found the INN not registered, with the proof', () => {
    const question = confirmQuestion({ inn: '500100732250', npd: { ...checked, registered: false } })
    expect(question.warning).toBe(true)
    expect(question.message).toContain(
      'ИНН 500100732250 — Не самозанятый на 20-11-2026, проверено 20-11-2026, 09:30',
    )
  })

  it('reminds that the status was never checked, without a warning', () => {
    const question = confirmQuestion({ inn: '500100732259', npd: never })
    expect(question).toEqual({
      message:
        'Исполнитель сможет откликаться на заказы своего города. Статус самозанятого по ИНН ещё не проверялся.',
      warning: false,
    })
  })

  it('says the status is unknown, without a warning, when the tax service did not answer', () => {
    const question = confirmQuestion({ inn: '500100732259', npd: { ...checked, registered: null } })
    expect(question.warning).toBe(false)
    expect(question.message).toContain('Статус на 20-11-2026 неизвестен')
  })

  it('asks plainly when the INN is registered', () => {
    expect(confirmQuestion({ inn: '500100732259', npd: { ...checked, registered: true } }).warning).toBe(
      false,
    )
  })
})
