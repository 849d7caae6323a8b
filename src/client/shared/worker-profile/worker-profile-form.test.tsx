// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { ApiError } from '../../lib/api-error.ts'
import {
  citiesQueryOptions,
  citizenshipsQueryOptions,
  fundsQueryOptions,
  servicesQueryOptions,
} from '../reference-lists.ts'
import { emptyProfile, type ProfileFormValues } from './profile-form-values.ts'
import { personDocuments } from './testing/person-documents.ts'
import { WorkerProfileForm, type SubmitOutcome } from './worker-profile-form.tsx'

afterEach(cleanup)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const phone = '+79161234567'
const filled: ProfileFormValues = {
  ...emptyProfile(phone),
  lastName: 'Орлова',
  firstName: 'Дарья',
  ...personDocuments,
  citizenshipId: 1,
  cityId: 10,
  fundId: 100,
  selfEmployedServiceId: 1000,
}

function renderForm(
  defaultValues: ProfileFormValues,
  onSubmit = vi.fn(async (_profile: WorkerProfileInput): Promise<SubmitOutcome> => undefined),
  options: { cardMasked?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(citizenshipsQueryOptions.queryKey, [
    { id: 2, code: 'KAZ', name: 'Казахстан' },
    { id: 1, code: 'RUS', name: 'Россия' },
    { id: 3, code: 'ARM', name: 'Армения' },
  ])
  queryClient.setQueryData(citiesQueryOptions.queryKey, [{ id: 10, name: 'Коломна', utcOffset: 3 }])
  queryClient.setQueryData(fundsQueryOptions.queryKey, [
    { id: 100, name: 'Основной фонд', guid: '5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01', code: 'F-001' },
  ])
  queryClient.setQueryData(servicesQueryOptions.queryKey, [
    {
      id: 1000,
      fullName: 'Кассир',
      planTariffValue: '350.00',
      planTariffPeriod: 'Hour',
      responsibilities: null,
      zupId: 'ZUP-101',
      group: null,
      hasContractOffer: false,
      contractOffer: null,
    },
  ])
  render(
    <QueryClientProvider client={queryClient}>
      <WorkerProfileForm
        defaultValues={defaultValues}
        submitLabel="Отправить анкету"
        onSubmit={onSubmit}
        phoneLocked
        cardMasked={options.cardMasked}
      />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), onSubmit }
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Отправить анкету' }))

/** The field's message: the last of its descriptions (a chosen fund's guid comes before it). */
const messageOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent).at(-1)
}

describe('worker profile form', () => {
  it('sends the profile as the contract has it once every rule passes', async () => {
    const { user, onSubmit } = renderForm(filled)
    await send(user)
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ ...filled, patronymic: '' })
  })

  it('lists citizenships with Russia first and shows the fund and position with their ids', async () => {
    const { user } = renderForm(filled)
    await user.click(screen.getByRole('button', { name: /Гражданство/ }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Россия',
      'Армения',
      'Казахстан',
    ])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('combobox', { name: 'Подменный фонд' }))
    expect(screen.getByRole('option').textContent).toBe('Основной фонд5f0c6a2e-8d1b-4c3e-9a7f-2b6d4e8f1a01')
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('combobox', { name: 'Должность' }))
    expect(screen.getByRole('option').textContent).toBe('КассирZUP-101')
  })

  it('upper-cases the first letter of the last name as it is typed', async () => {
    const { user } = renderForm(emptyProfile(phone))
    await user.type(screen.getByLabelText('Фамилия'), 'орлова')
    expect(screen.getByLabelText('Фамилия')).toHaveProperty('value', 'Орлова')
  })

  it('shows each bad input with its message and does not send', async () => {
    const { user, onSubmit } = renderForm({ ...filled, paymentCardNumber: '', inn: '', birthDate: '' })
    await user.type(screen.getByLabelText('Дата рождения'), '31022000')
    await user.type(screen.getByLabelText('Номер банковской карты'), '2200000012345670')
    await user.type(screen.getByLabelText('ИНН'), '50010073225a')
    await user.clear(screen.getByLabelText('Имя'))
    await user.type(screen.getByLabelText('Имя'), ' Дарья')
    await send(user)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(messageOf('Дата рождения')).toBe('Введите корректное значение даты')
    expect(messageOf('Номер банковской карты')).toBe('Некорректный номер банковской карты')
    expect(messageOf('ИНН')).toBe('Поле должно содержать только целые числа')
    expect(messageOf('Имя')).toBe('Не допускаются пробелы в начале и конце строки')
    expect(document.activeElement).toBe(screen.getByLabelText('Имя'))
  })

  it('checks the passport by the chosen citizenship: Kazakhstan has no series and N + 8 digits', async () => {
    const { user, onSubmit } = renderForm(filled)
    expect(screen.getByLabelText('Серия паспорта')).toHaveProperty('value', '45 12')
    await user.click(screen.getByRole('button', { name: /Гражданство/ }))
    await user.click(screen.getByRole('option', { name: 'Казахстан' }))
    expect(screen.queryByLabelText('Серия паспорта')).toBeNull()
    await user.clear(screen.getByLabelText('Номер паспорта'))
    await user.type(screen.getByLabelText('Номер паспорта'), '123456789')
    await send(user)
    expect(messageOf('Номер паспорта')).toBe('Введите корректное значение')
    await user.clear(screen.getByLabelText('Номер паспорта'))
    await user.type(screen.getByLabelText('Номер паспорта'), 'N12345678')
    await send(user)
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      citizenshipId: 2,
      passportSeries: '',
      passportNumber: 'N12345678',
    })
  })

  it('asks for two upper-case Latin letters as the series of an Armenian passport', async () => {
    const { user } = renderForm({
      ...filled,
      citizenshipId: 3,
      passportSeries: '',
      passportNumber: '1234567',
    })
    await user.type(screen.getByLabelText('Серия паспорта'), 'аб')
    await send(user)
    expect(messageOf('Серия паспорта')).toBe('Допустимы только латинские символы')
    await user.clear(screen.getByLabelText('Серия паспорта'))
    await user.type(screen.getByLabelText('Серия паспорта'), 'ab')
    expect(messageOf('Серия паспорта')).toBe('Допустимы только заглавные символы')
  })

  it('shows the server’s message under each field it names, and others above the button', async () => {
    const onSubmit = vi.fn(async (_profile: WorkerProfileInput): Promise<SubmitOutcome> => ({
      refused: new ApiError(400, 'Проверьте поля', undefined, {
        inn: 'Некорректный ИНН',
        fundId: 'Выбранное значение не найдено',
        registrationToken: 'Устарело',
      }),
    }))
    const { user } = renderForm(filled, onSubmit)
    await send(user)
    expect(messageOf('ИНН')).toBe('Некорректный ИНН')
    expect(document.activeElement).toBe(screen.getByLabelText('ИНН'))
    expect(messageOf('Подменный фонд')).toBe('Выбранное значение не найдено')
    expect(within(screen.getByRole('alert')).getByText('Устарело')).toBeDefined()
  })

  it('shows a saved card by its last four digits, sends it unchanged, and takes another when asked', async () => {
    const { user, onSubmit } = renderForm(filled, undefined, { cardMasked: true })
    const card = () => screen.getByLabelText<HTMLInputElement>('Номер банковской карты')
    expect(card().value).toBe('•••• 5678')
    expect(document.body.textContent).not.toContain('2200000012345678')
    await send(user)
    expect(onSubmit.mock.calls[0]?.[0].paymentCardNumber).toBe('2200000012345678')

    await user.click(screen.getByRole('button', { name: 'Указать другую карту' }))
    expect(card().value).toBe('')
    expect(document.activeElement).toBe(card())
    await send(user)
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(messageOf('Номер банковской карты')).toBe('Поле не должно быть пустым')
    await user.type(card(), '4111111111111111')
    await send(user)
    expect(onSubmit.mock.calls[1]?.[0].paymentCardNumber).toBe('4111111111111111')
  })
})
