// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { searchStatus } from './option-list.tsx'
import { PasswordField } from './password-field.tsx'
import { renderInForm } from './testing/render-in-form.tsx'
import { TextareaField } from './textarea-field.tsx'
import { TextField } from './text-field.tsx'

afterEach(cleanup)

describe('text, textarea and password fields bound with register', () => {
  it('limit text to 256 characters and a textarea to 4000 in 3 rows unless told otherwise', async () => {
    const { user, values } = renderInForm({ name: '', issuedBy: '', note: '' }, (control) => {
      const register = control.register
      return (
        <>
          <TextField label="Фамилия" {...register('name')} />
          <TextField label="Кем выдан" {...register('issuedBy')} maxLength={100} />
          <TextareaField label="Комментарий" {...register('note')} />
        </>
      )
    })
    expect(screen.getByLabelText('Фамилия').getAttribute('maxlength')).toBe('256')
    expect(screen.getByLabelText('Кем выдан').getAttribute('maxlength')).toBe('100')
    const note = screen.getByLabelText('Комментарий')
    expect([note.getAttribute('rows'), note.getAttribute('maxlength')]).toEqual(['3', '4000'])
    await user.type(note, 'Две строки{Enter}текста')
    expect(values()?.note).toBe('Две строки\nтекста')
  })

  it('password: hidden until its button shows it, and typed into the form either way', async () => {
    const { user, values } = renderInForm({ secret: '' }, (control) => (
      <PasswordField label="Пароль" {...control.register('secret')} />
    ))
    const input = screen.getByLabelText('Пароль')
    expect(input.getAttribute('type')).toBe('password')
    await user.type(input, 'секрет')
    const toggle = screen.getByRole('button', { name: 'Показать пароль' })
    await user.click(toggle)
    expect(input.getAttribute('type')).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(values()?.secret).toBe('секрет')
  })
})

describe('what a search list says before it has options', () => {
  it('asks for 3 characters, then says it is searching, found nothing or failed', () => {
    expect(searchStatus('Ко', false, false, 0)).toBe('Введите не менее 3 символов')
    expect(searchStatus('Кол', true, false, 0)).toBe('Поиск…')
    expect(searchStatus('Кол', true, false, 2)).toBeNull()
    expect(searchStatus('Кол', false, false, 0)).toBe('Ничего не найдено')
    expect(searchStatus('Кол', false, true, 0)).toBe('Не удалось выполнить поиск')
  })
})
