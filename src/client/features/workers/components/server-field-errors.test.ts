import { describe, expect, it, vi } from 'vitest'
import { showServerFieldErrors } from './server-field-errors.ts'

describe('a 400 answer shown on the profile form', () => {
  it('puts each message under its field, focusing only the first', () => {
    const setError = vi.fn()
    const unplaced = showServerFieldErrors(
      { inn: 'Некорректный ИНН', passportNumber: 'Введите корректное значение' },
      setError,
    )
    expect(setError.mock.calls).toEqual([
      ['inn', { type: 'server', message: 'Некорректный ИНН' }, { shouldFocus: true }],
      ['passportNumber', { type: 'server', message: 'Введите корректное значение' }, { shouldFocus: false }],
    ])
    expect(unplaced).toEqual([])
  })

  it('answers the messages of paths the form has no field for', () => {
    const setError = vi.fn()
    expect(
      showServerFieldErrors({ registrationToken: 'Подтвердите номер телефона кодом из СМС' }, setError),
    ).toEqual(['Подтвердите номер телефона кодом из СМС'])
    expect(setError).not.toHaveBeenCalled()
  })
})
