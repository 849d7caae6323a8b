// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateField } from './date-field.tsx'
import { isoOfDate } from './date-value.ts'
import { renderInForm } from './testing/render-in-form.tsx'

afterEach(cleanup)

const renderDate = (value = '', checks = {}) =>
  renderInForm({ birthDate: value, after: '' }, (control) => (
    <>
      <DateField control={control} name="birthDate" label="Дата рождения" checks={checks} required />
      <input aria-label="Дальше" />
    </>
  ))

const shiftDays = (days: number) => {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return date
}
const typedForm = (date: Date) => isoOfDate(date).split('-').reverse().join('')

describe('date field', () => {
  it('shows DD-MM-YYYY as typed and keeps the ISO date once all 10 characters are in', async () => {
    const { user, values } = renderDate()
    const input = screen.getByLabelText('Дата рождения')
    await user.type(input, '1204')
    expect(input).toHaveProperty('value', '12-04')
    expect(values()?.birthDate).toBe('')
    await user.type(input, '1998')
    expect(input).toHaveProperty('value', '12-04-1998')
    expect(values()?.birthDate).toBe('1998-04-12')
  })

  it('drops letters and digits past the mask', async () => {
    const { user, values } = renderDate()
    const input = screen.getByLabelText('Дата рождения')
    await user.type(input, '1x2.0a4199877')
    expect(input).toHaveProperty('value', '12-04-1998')
    expect(values()?.birthDate).toBe('1998-04-12')
  })

  it('clears an incomplete date when the input is left', async () => {
    const { user, values } = renderDate()
    const input = screen.getByLabelText('Дата рождения')
    await user.type(input, '12041')
    await user.click(screen.getByLabelText('Дальше'))
    expect(input).toHaveProperty('value', '')
    expect(values()?.birthDate).toBe('')
    expect(screen.getByText('Поле не должно быть пустым')).toBeDefined()
  })

  it('keeps the value empty while a complete date is edited', async () => {
    const { user, values } = renderDate('1998-04-12')
    const input = screen.getByLabelText('Дата рождения')
    expect(input).toHaveProperty('value', '12-04-1998')
    await user.type(input, '{backspace}')
    expect(values()?.birthDate).toBe('')
    await user.type(input, '7')
    expect(values()?.birthDate).toBe('1997-04-12')
  })

  it('reports 31-02-2000 as not a date, tied to the input for screen readers', async () => {
    const { user } = renderDate()
    const input = screen.getByLabelText('Дата рождения')
    await user.type(input, '31022000')
    await user.click(screen.getByLabelText('Дальше'))
    const message = screen.getByText('Введите корректное значение даты')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(message.id)
  })

  it('applies the optional checks: not in the future, 16 years at least, under 100', async () => {
    const checks = { notFuture: true, adult: true, maxAge: true }
    const cases: [Date, string][] = [
      [shiftDays(1), 'Дата не может быть указана в будущем'],
      [
        new Date(new Date().getFullYear() - 15, new Date().getMonth(), new Date().getDate()),
        'Вы должны достигнуть возраста 16 лет',
      ],
      [new Date(new Date().getFullYear() - 101, 0, 1), 'Максимальный возраст - 100 лет'],
    ]
    for (const [date, message] of cases) {
      const { user, unmount } = renderDate('', checks)
      await user.type(screen.getByLabelText('Дата рождения'), typedForm(date))
      await user.click(screen.getByLabelText('Дальше'))
      expect(screen.getByText(message)).toBeDefined()
      unmount()
    }
  })

  it('shows a date the form sets, and clears when the form is reset', async () => {
    const { form } = renderDate('1998-04-12')
    const input = screen.getByLabelText('Дата рождения')
    act(() => form().setValue('birthDate', '2001-09-30'))
    expect(input).toHaveProperty('value', '30-09-2001')
    act(() => form().reset({ birthDate: '', after: '' }))
    expect(input).toHaveProperty('value', '')
  })

  it('picks a date in a Russian calendar whose weeks start on Monday', async () => {
    const { user, values } = renderDate('2024-03-12')
    await user.click(screen.getByRole('button', { name: 'Выбрать дату в календаре' }))
    const calendar = screen.getByRole('grid')
    // The weekday headings are hidden from screen readers, which read each day's full label instead.
    const weekdays = [...calendar.querySelectorAll('thead th')].map((heading) => heading.textContent)
    expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'])
    // 1 March 2024 was a Friday: the first week opens with Monday 26 February.
    expect(within(calendar).getAllByRole('gridcell')[0]?.dataset.day).toBe('2024-02-26')
    expect(
      screen.getAllByRole('combobox').map((select) => (select as HTMLSelectElement).selectedOptions[0]?.text),
    ).toEqual(['март', '2024'])
    await user.click(within(calendar).getByRole('button', { name: /20 марта 2024/ }))
    expect(values()?.birthDate).toBe('2024-03-20')
    expect(screen.getByLabelText('Дата рождения')).toHaveProperty('value', '20-03-2024')
    expect(screen.queryByRole('grid')).toBeNull()
  })
})
