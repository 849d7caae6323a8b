import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error.ts'
import { applyFieldErrors } from './field-errors.ts'

type Values = { inn: string; passportNumber: string }
const refused = (fields: Record<string, string>) => new ApiError(400, 'Проверьте поля', undefined, fields)

describe('a 400 answer shown on a form', () => {
  it('puts each message under its field, focusing only the first', () => {
    const setError = vi.fn()
    const outcome = applyFieldErrors<Values>(
      { setError },
      refused({ inn: 'Некорректный ИНН', passportNumber: 'Введите корректное значение' }),
      ['inn', 'passportNumber'],
    )
    expect(setError.mock.calls).toEqual([
      ['inn', { type: 'server', message: 'Некорректный ИНН' }, { shouldFocus: true }],
      ['passportNumber', { type: 'server', message: 'Введите корректное значение' }, { shouldFocus: false }],
    ])
    expect(outcome).toEqual({ placed: 2, unplaced: [] })
  })

  it('answers the messages of paths the form has no field for', () => {
    const setError = vi.fn()
    expect(
      applyFieldErrors<Values>(
        { setError },
        refused({ registrationToken: 'Подтвердите номер телефона кодом из СМС' }),
        ['inn'],
      ),
    ).toEqual({ placed: 0, unplaced: ['Подтвердите номер телефона кодом из СМС'] })
    expect(setError).not.toHaveBeenCalled()
  })

  it('maps a body path to the form field of another name, and places nothing for other failures', () => {
    const setError = vi.fn()
    const fieldOf = (path: string) => (path === 'number' ? ('passportNumber' as const) : undefined)
    expect(applyFieldErrors<Values>({ setError }, refused({ number: 'Неверно' }), fieldOf).placed).toBe(1)
    expect(setError).toHaveBeenCalledWith(
      'passportNumber',
      { type: 'server', message: 'Неверно' },
      { shouldFocus: true },
    )
    expect(applyFieldErrors<Values>({ setError }, new Error('offline'), fieldOf)).toEqual({
      placed: 0,
      unplaced: [],
    })
  })
})
