import { describe, expect, it } from 'vitest'
import { confirmQuestion } from './confirm-texts.ts'

const checkedAt = new Date(2026, 10, 20, 9, 30).toISOString()

describe('the question before confirming a worker', () => {
  it('warns when the НПД check found the INN not registered', () => {
    const question = confirmQuestion({ inn: '500100732250', npd: { registered: false, checkedAt } })
    expect(question.warning).toBe(true)
    expect(question.message).toContain('по проверке от 20-11-2026, 09:30 ИНН 500100732250 не зарегистрирован')
  })

  it('reminds that the status was never checked, without a warning', () => {
    const question = confirmQuestion({ inn: '500100732259', npd: null })
    expect(question).toEqual({
      message:
        'Исполнитель сможет откликаться на заказы своего города. Статус самозанятого по ИНН ещё не проверялся.',
      warning: false,
    })
  })

  it('asks plainly when the INN is registered', () => {
    expect(confirmQuestion({ inn: '500100732259', npd: { registered: true, checkedAt } }).warning).toBe(false)
  })
})
