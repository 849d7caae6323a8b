// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CardField } from './card-field.tsx'
import { MaskField } from './mask-field.tsx'
import { NumberField } from './number-field.tsx'
import { PhoneFormField } from './phone-form-field.tsx'
import { renderInForm } from './testing/render-in-form.tsx'
import { TimeField } from './time-field.tsx'

afterEach(cleanup)

const defaults = { card: '', time: '', code: '', count: null, share: null, phone: '' }

function renderFields() {
  return renderInForm(defaults, (control) => (
    <>
      <CardField control={control} name="card" label="Карта" required />
      <TimeField control={control} name="time" label="Время" />
      <MaskField control={control} name="code" label="Код подразделения" mask="###-###" />
      <NumberField control={control} name="count" label="Количество" />
      <NumberField control={control} name="share" label="Доля" float />
      <PhoneFormField control={control} name="phone" label="Телефон" />
      <input aria-label="Дальше" />
    </>
  ))
}

describe('masked fields', () => {
  it('card: a pasted number with spaces is kept as 16 digits, a wrong digit fails Luhn on leaving', async () => {
    const { user, values } = renderFields()
    await user.click(screen.getByLabelText('Карта'))
    await user.paste('2200 0000 1234 5678')
    expect(screen.getByLabelText('Карта')).toHaveProperty('value', '2200 0000 1234 5678')
    expect(values()?.card).toBe('2200000012345678')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.queryByText('Некорректный номер банковской карты')).toBeNull()
    await user.clear(screen.getByLabelText('Карта'))
    await user.type(screen.getByLabelText('Карта'), '2200000012345670')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.getByText('Некорректный номер банковской карты')).toBeDefined()
  })

  it('time: ##:##, an impossible time reads the spec message', async () => {
    const { user, values } = renderFields()
    await user.type(screen.getByLabelText('Время'), '2560')
    expect(values()?.time).toBe('25:60')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.getByText('Введите корретное значение времени')).toBeDefined()
  })

  it('mask: a value short of the mask reads «Введите корректное значение»', async () => {
    const { user, values } = renderFields()
    await user.type(screen.getByLabelText('Код подразделения'), '50a01')
    expect(screen.getByLabelText('Код подразделения')).toHaveProperty('value', '500-1')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.getAllByText('Введите корректное значение')).toHaveLength(1)
    expect(screen.getByLabelText('Код подразделения').getAttribute('aria-invalid')).toBe('true')
    expect(values()).toMatchObject({ code: '5001' })
    await user.type(screen.getByLabelText('Код подразделения'), '23')
    expect(values()?.code).toBe('500123')
    expect(screen.queryByText('Введите корректное значение')).toBeNull()
  })

  it('number: whole numbers, or fractions with float; letters are reported, not dropped', async () => {
    const { user, values } = renderFields()
    await user.type(screen.getByLabelText('Количество'), '12')
    await user.type(screen.getByLabelText('Доля'), '2,5')
    expect(values()).toMatchObject({ count: 12, share: 2.5 })
    await user.type(screen.getByLabelText('Количество'), 'a')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.getByText('Поле должно содержать только целые числа')).toBeDefined()
    await user.clear(screen.getByLabelText('Доля'))
    await user.type(screen.getByLabelText('Доля'), '2,5,')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.getByText('Поле должно содержать число')).toBeDefined()
  })

  it('phone: starts at +7, a pasted 8… number is kept as + and 11 digits', async () => {
    const { user, values } = renderFields()
    expect(screen.getByLabelText('Телефон')).toHaveProperty('value', '+7 (___) ___-__-__')
    await user.click(screen.getByLabelText('Телефон'))
    await user.paste('8 916 123-45-67')
    expect(values()?.phone).toBe('+79161234567')
    await user.click(screen.getByLabelText('Дальше'))
    expect(screen.queryByText(/Номер телефона/)).toBeNull()
  })
})
