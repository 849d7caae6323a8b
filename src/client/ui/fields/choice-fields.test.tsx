// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AutocompleteField } from './autocomplete-field.tsx'
import { CheckboxField } from './checkbox-field.tsx'
import { ListField } from './list-field.tsx'
import { SwitchField } from './switch-field.tsx'
import { renderInForm } from './testing/render-in-form.tsx'
import { YesNoField } from './yes-no-field.tsx'

afterEach(cleanup)

const funds = [
  { value: 1, label: 'Основной фонд', description: '5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01' },
  { value: 2, label: 'Резервный фонд', description: '7a3e9c1d-2f4b-4d6a-8e0c-9b1f3d5a7c02' },
  { value: 3, label: 'Сезонный фонд', description: '9c5b1e3f-4a6d-4f8c-a02e-1d3b5f7c9e03' },
]
const genders = [
  { value: 'M', label: 'Мужской' },
  { value: 'F', label: 'Женский' },
]

function renderChoices() {
  return renderInForm({ gender: null, fund: null, on: false, agreed: false, answer: null }, (control) => (
    <>
      <ListField control={control} name="gender" label="Пол" options={genders} required />
      <AutocompleteField control={control} name="fund" label="Подменный фонд" options={funds} required />
      <SwitchField control={control} name="on" label="Самозанятый" />
      <CheckboxField control={control} name="agreed" label="Согласен" required />
      <YesNoField control={control} name="answer" label="Есть опыт" required />
    </>
  ))
}

describe('choice fields work from the keyboard and carry their labels', () => {
  it('list: opens with the keyboard and chooses with arrows and Enter', async () => {
    const { user, values } = renderChoices()
    const button = screen.getByRole('button', { name: /Пол/ })
    await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard(' ')
    expect(screen.getByRole('listbox')).toBeDefined()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(values()?.gender).toBe('F')
    expect(button.textContent).toContain('Женский')
  })

  it('autocomplete: narrows by the name or the guid and shows both', async () => {
    const { user, values } = renderChoices()
    const input = screen.getByRole('combobox', { name: 'Подменный фонд' })
    await user.type(input, 'резерв')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Резервный фонд7a3e9c1d-2f4b-4d6a-8e0c-9b1f3d5a7c02',
    ])
    await user.clear(input)
    await user.type(input, '9c5b')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(values()?.fund).toBe(3)
    expect(input).toHaveProperty('value', 'Сезонный фонд')
    // The chosen value shows its guid too, and the control is described by it (spec section 3).
    await user.keyboard('{Escape}')
    expect(input.getAttribute('aria-describedby')).toBeTruthy()
    const describedBy = input.getAttribute('aria-describedby')!.split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      '9c5b1e3f-4a6d-4f8c-a02e-1d3b5f7c9e03',
    )
    await user.clear(input)
    await user.type(input, 'нет такого')
    expect(screen.getByRole('option').textContent).toBe('Ничего не найдено')
  })

  it('switch, checkbox and yes/no toggle with Space and arrows', async () => {
    const { user, values } = renderChoices()
    screen.getByRole('switch', { name: 'Самозанятый' }).focus()
    await user.keyboard(' ')
    screen.getByRole('checkbox', { name: 'Согласен' }).focus()
    await user.keyboard(' ')
    await user.click(screen.getByRole('radio', { name: 'Нет' }))
    expect(values()).toMatchObject({ on: true, agreed: true, answer: false })
    await user.keyboard('{ArrowLeft}')
    expect(values()?.answer).toBe(true)
  })

  it('reports required choices under each field, marked invalid', async () => {
    const { form } = renderChoices()
    let valid = true
    await act(async () => {
      valid = await form().trigger()
    })
    expect(valid).toBe(false)
    for (const control of [
      screen.getByRole('button', { name: /Пол/ }),
      screen.getByRole('combobox', { name: 'Подменный фонд' }),
      screen.getByRole('checkbox', { name: 'Согласен' }),
      screen.getByRole('radiogroup', { name: 'Есть опыт' }),
    ]) {
      expect(control.getAttribute('aria-invalid'), control.outerHTML).toBe('true')
      const message = document.getElementById(control.getAttribute('aria-describedby') ?? '')
      expect(message?.textContent).toBe('Поле не должно быть пустым')
    }
  })
})
