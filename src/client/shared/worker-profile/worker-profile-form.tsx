import { useEffect, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { WorkerProfileInput } from '#contract/workers/profile.ts'
import { Button } from '../../ui/button.tsx'
import { AddressField } from '../../ui/fields/address-field.tsx'
import { AutocompleteField } from '../../ui/fields/autocomplete-field.tsx'
import { DateField } from '../../ui/fields/date-field.tsx'
import { FormCell, FormGrid } from '../../ui/fields/form-grid.tsx'
import { ListField } from '../../ui/fields/list-field.tsx'
import { MaskField } from '../../ui/fields/mask-field.tsx'
import { specMasks } from '../../ui/fields/masks.ts'
import { PhoneFormField } from '../../ui/fields/phone-form-field.tsx'
import { FormSubheader } from '../../ui/fields/subheader.tsx'
import { SwitchField } from '../../ui/fields/switch-field.tsx'
import { TextField } from '../../ui/fields/text-field.tsx'
import {
  citiesQueryOptions,
  citizenshipsQueryOptions,
  fundsQueryOptions,
  servicesQueryOptions,
} from '../reference-lists.ts'
import { fetchAddressSuggestions } from './address-suggestions.ts'
import { capitalizeTyped } from './capitalize-typed.ts'
import { CardNumberField } from './card-number-field.tsx'
import { PassportFields } from './passport-fields.tsx'
import { countryOf, profileFields, profileResolver, type ProfileFormValues } from './profile-form-values.ts'
import {
  citizenshipOptions,
  cityOptions,
  fundOptions,
  genderOptions,
  positionOptions,
} from './reference-options.ts'
import { applyFieldErrors } from '../../lib/field-errors.ts'
import type { ApiError } from '../../lib/api-error.ts'

/** What the form's owner answers after sending: nothing when it went through, else the 400's field messages. */
export type SubmitOutcome = { refused: ApiError } | void

const listPlaceholder = (query: { isPending: boolean; isError: boolean }) =>
  query.isError ? 'Не удалось загрузить список' : query.isPending ? 'Загрузка…' : 'Выберите'

/**
 * The worker's profile (spec section 5, worker profile fields), checked by the contract's own schema with the
 * passport rules of the chosen citizenship; a 400 from the server shows each message under its field.
 */
export function WorkerProfileForm(props: {
  defaultValues: ProfileFormValues
  submitLabel: string
  onSubmit: (profile: WorkerProfileInput) => Promise<SubmitOutcome>
  /** Every change, for keeping a draft; must keep its identity between renders. */
  onChange?: (values: ProfileFormValues) => void
  /** The phone proven by SMS is shown but cannot be changed here. */
  phoneLocked?: boolean
  /** The saved card shows only its last four digits until the user chooses to enter another. */
  cardMasked?: boolean
  /** Leaves without saving: a «Отмена» button beside the submit button. */
  onCancel?: () => void
  /** Questions asked beside the profile, with their own fields (registration's former-employer question). */
  extra?: ReactNode
}) {
  const queryClient = useQueryClient()
  const citizenships = useQuery(citizenshipsQueryOptions)
  const cities = useQuery(citiesQueryOptions)
  const funds = useQuery(fundsQueryOptions)
  const services = useQuery(servicesQueryOptions)
  // The resolver reads the list when it validates, so it never works from a list older than the one shown.
  const [resolver] = useState(() =>
    profileResolver(() => queryClient.getQueryData(citizenshipsQueryOptions.queryKey)),
  )
  const { control, register, handleSubmit, setError, setValue, trigger, subscribe, formState } = useForm<
    ProfileFormValues,
    unknown,
    WorkerProfileInput
  >({
    defaultValues: props.defaultValues,
    resolver,
    mode: 'onTouched',
  })
  const { errors, isSubmitting } = formState
  const [unplaced, setUnplaced] = useState<string[]>([])
  const citizenshipId = useWatch({ control, name: 'citizenshipId' })
  const code = countryOf(citizenships.data, citizenshipId)

  const { onChange } = props
  useEffect(() => {
    if (!onChange) return
    return subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) })
  }, [subscribe, onChange])

  const lastName = register('lastName')
  const text = (name: 'firstName' | 'patronymic' | 'inn') => ({
    ...register(name),
    error: errors[name]?.message,
  })

  const submit = handleSubmit(async (profile) => {
    setUnplaced([])
    const outcome = await props.onSubmit(profile)
    if (outcome) setUnplaced(applyFieldErrors({ setError }, outcome.refused, profileFields).unplaced)
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormGrid>
        <FormSubheader>Личные данные</FormSubheader>
        <TextField
          label="Фамилия"
          {...lastName}
          onChange={(event) => {
            capitalizeTyped(event.target)
            return lastName.onChange(event)
          }}
          error={errors.lastName?.message}
          maxLength={50}
          autoComplete="family-name"
        />
        <TextField label="Имя" {...text('firstName')} maxLength={50} autoComplete="given-name" />
        <TextField
          label="Отчество"
          {...text('patronymic')}
          maxLength={50}
          autoComplete="additional-name"
          hint="Если есть"
        />
        <DateField
          control={control}
          name="birthDate"
          label="Дата рождения"
          checks={{ notFuture: true, adult: true, maxAge: true }}
        />
        <ListField control={control} name="gender" label="Пол" options={genderOptions} />
        <ListField
          control={control}
          name="citizenshipId"
          label="Гражданство"
          options={citizenshipOptions(citizenships.data)}
          placeholder={listPlaceholder(citizenships)}
        />

        <FormSubheader>Контакты</FormSubheader>
        <PhoneFormField
          control={control}
          name="phone"
          label="Телефон"
          disabled={props.phoneLocked}
          hint={props.phoneLocked ? 'Подтверждён кодом из СМС' : undefined}
        />
        <ListField
          control={control}
          name="cityId"
          label="Город"
          options={cityOptions(cities.data)}
          placeholder={listPlaceholder(cities)}
          hint="Вам будут видны заказы магазинов этого города"
        />
        <FormCell wide>
          <AddressField control={control} name="address" label="Адрес" suggest={fetchAddressSuggestions} />
        </FormCell>

        <FormSubheader>Документы и выплаты</FormSubheader>
        <CardNumberField control={control} masked={props.cardMasked ?? false} />
        <TextField label="ИНН" {...text('inn')} maxLength={12} inputMode="numeric" placeholder="12 цифр" />
        <MaskField
          control={control}
          name="snils"
          label="СНИЛС"
          mask={specMasks.snils}
          placeholder="000-000-000 00"
        />
        <SwitchField
          control={control}
          name="selfEmployed"
          label="Оформлен статус самозанятого"
          hint="Статус можно оформить позже в приложении «Мой налог» или на сайте банка"
        />

        <FormSubheader>Паспорт</FormSubheader>
        <PassportFields
          code={code}
          control={control}
          register={register}
          errors={errors}
          setValue={setValue}
          trigger={trigger}
        />

        <FormSubheader>Работа</FormSubheader>
        <AutocompleteField
          control={control}
          name="selfEmployedServiceId"
          label="Должность"
          options={positionOptions(services.data)}
        />
        <AutocompleteField
          control={control}
          name="fundId"
          label="Подменный фонд"
          options={fundOptions(funds.data)}
        />
      </FormGrid>
      {props.extra}
      {unplaced.length > 0 && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {unplaced.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" block loading={isSubmitting} className="sm:w-auto">
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="ghost" block onClick={props.onCancel} className="sm:w-auto">
            Отмена
          </Button>
        )}
      </div>
    </form>
  )
}
