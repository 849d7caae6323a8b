// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AddressSuggestion } from '#contract/workers/addresses.ts'
import { AddressField } from './address-field.tsx'
import { searchDebounceMs } from './search-debounce.ts'
import { SearchableField } from './searchable-field.tsx'
import { renderInForm } from './testing/render-in-form.tsx'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const settle = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms))

const cities = [
  { value: 1, label: 'Коломна' },
  { value: 2, label: 'Луховицы' },
]

describe('searchable field', () => {
  it('sends nothing for 1 or 2 characters and searches 500 ms after the last key', async () => {
    const search = vi.fn(async (term: string) => cities.filter((city) => city.label.startsWith(term)))
    const { user, values } = renderInForm({ city: null }, (control) => (
      <SearchableField control={control} name="city" label="Город" search={search} searchKey="cities" />
    ))
    const input = screen.getByRole('combobox', { name: 'Город' })
    await user.type(input, 'Ко')
    await settle(5 * searchDebounceMs)
    expect(search).not.toHaveBeenCalled()
    expect(screen.getByRole('option').textContent).toBe('Введите не менее 3 символов')

    await user.type(input, 'л')
    await settle(searchDebounceMs - 50)
    expect(search).not.toHaveBeenCalled()
    await settle(50)
    expect(search).toHaveBeenCalledExactlyOnceWith('Кол')
    await screen.findByRole('option', { name: 'Коломна' })

    await user.keyboard('{ArrowDown}{Enter}')
    expect(values()?.city).toBe(1)
    expect(input).toHaveProperty('value', 'Коломна')
  })

  it('shows what identifies the chosen option under the control', async () => {
    const positions = [{ value: 7, label: 'Кассир', description: 'ZUP-000123' }]
    const { user, values } = renderInForm({ position: null }, (control) => (
      <SearchableField
        control={control}
        name="position"
        label="Должность"
        search={async () => positions}
        searchKey="positions"
      />
    ))
    const input = screen.getByRole('combobox', { name: 'Должность' })
    await user.type(input, 'Кас')
    await settle(searchDebounceMs)
    await screen.findByRole('option', { name: /Кассир/ })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(values()?.position).toBe(7)
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('ZUP-000123')
  })
})

const suggestion = (street: string, house: string | null = null): AddressSuggestion => ({
  value: house ? `${street}, д ${house}` : street,
  street,
  house,
  building: null,
  flat: null,
})

describe('address field', () => {
  it('suggests after 3 characters and a pause, then completes the line with the parts', async () => {
    const suggest = vi.fn(async () => [
      suggestion('Московская обл, г Коломна, ул Октябрьской Революции'),
      suggestion('Московская обл, г Коломна, ул Октябрьская', '5'),
    ])
    const { user, values } = renderInForm({ address: '' }, (control) => (
      <AddressField control={control} name="address" label="Адрес" suggest={suggest} />
    ))
    const input = screen.getByRole('combobox', { name: 'Адрес' })
    await user.type(input, 'ок')
    await settle(searchDebounceMs)
    expect(suggest).not.toHaveBeenCalled()
    await user.type(input, 'т')
    await settle(searchDebounceMs)
    expect(suggest).toHaveBeenCalledExactlyOnceWith('окт')

    await screen.findByRole('option', { name: /Революции/ })
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Московская обл, г Коломна, ул Октябрьской Революции',
      'Московская обл, г Коломна, ул Октябрьская, д 5',
    ])
    await user.click(options[0]!)
    expect(values()?.address).toBe('Московская обл, г Коломна, ул Октябрьской Революции')

    await user.type(screen.getByLabelText('Дом/Владение'), '368')
    await user.type(screen.getByLabelText('Корпус/Строение'), '2')
    await user.type(screen.getByLabelText('Квартира/Офис'), '15')
    expect(values()?.address).toBe(
      'Московская обл, г Коломна, ул Октябрьской Революции, д. 368, корп. 2, кв. 15',
    )
  })

  it('takes the house from a suggestion that names it, and keeps an address typed without one', async () => {
    const suggest = vi.fn(async () => [suggestion('Московская обл, г Коломна, ул Октябрьская', '5')])
    const { user, values } = renderInForm({ address: '' }, (control) => (
      <AddressField control={control} name="address" label="Адрес" suggest={suggest} />
    ))
    const input = screen.getByRole('combobox', { name: 'Адрес' })
    await user.type(input, 'Коломна Октябрьская 5')
    await settle(searchDebounceMs)
    await user.click(await screen.findByRole('option', { name: /д 5$/ }))
    expect(values()?.address).toBe('Московская обл, г Коломна, ул Октябрьская, д. 5')
    expect(screen.getByLabelText('Дом/Владение')).toHaveProperty('value', '5')

    await user.clear(input)
    await user.type(input, 'пос. Лесной, ул. Новая')
    await user.tab()
    expect(values()?.address).toBe('пос. Лесной, ул. Новая, д. 5')
  })

  it('opens a saved line with its parts in their inputs', () => {
    renderInForm({ address: 'г Самара, ул Ленинградская, д. 24, кв. 7' }, (control) => (
      <AddressField control={control} name="address" label="Адрес" suggest={async () => []} />
    ))
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveProperty(
      'value',
      'г Самара, ул Ленинградская',
    )
    expect(screen.getByLabelText('Дом/Владение')).toHaveProperty('value', '24')
    expect(screen.getByLabelText('Квартира/Офис')).toHaveProperty('value', '7')
  })
})
