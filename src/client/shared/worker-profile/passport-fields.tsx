import { useEffect, useRef } from 'react'
import type {
  Control,
  FieldErrors,
  FieldValues,
  UseFormRegister,
  UseFormSetValue,
  UseFormTrigger,
} from 'react-hook-form'
import type { CountryCode } from '#contract/workers/enums.ts'
import { DateField } from '../../ui/fields/date-field.tsx'
import { MaskField } from '../../ui/fields/mask-field.tsx'
import { specMasks } from '../../ui/fields/masks.ts'
import { TextField } from '../../ui/fields/text-field.tsx'
import type { ProfileFormValues } from './profile-form-values.ts'

type SeriesKind = 'digits' | 'none' | 'latin' | 'unknown'

const seriesKind = (code: CountryCode | undefined): SeriesKind =>
  code === undefined ? 'unknown' : code === 'RUS' ? 'digits' : code === 'KAZ' ? 'none' : 'latin'

/** The number's input by country (spec section 5): RUS 6 digits, KAZ N and 8 digits, KGZ ARM BLR 7 digits. */
const numberInputs: Record<SeriesKind, { maxLength: number; placeholder?: string; hint?: string }> = {
  digits: { maxLength: 6, placeholder: '000000' },
  none: { maxLength: 9, placeholder: 'N00000000', hint: 'Буква N и 8 цифр' },
  latin: { maxLength: 7, placeholder: '0000000' },
  unknown: { maxLength: 9, hint: 'Формат зависит от гражданства' },
}

/** The passport: series and number by the citizenship's country, then the issue and the place of birth. */
export function PassportFields(props: {
  code: CountryCode | undefined
  control: Control<ProfileFormValues, unknown, FieldValues>
  register: UseFormRegister<ProfileFormValues>
  errors: FieldErrors<ProfileFormValues>
  setValue: UseFormSetValue<ProfileFormValues>
  trigger: UseFormTrigger<ProfileFormValues>
}) {
  const { control, register, errors, setValue, trigger } = props
  const kind = seriesKind(props.code)
  // Another country's series means nothing here: drop it, and check the number by the new country's rule.
  const previousKind = useRef(kind)
  useEffect(() => {
    const before = previousKind.current
    previousKind.current = kind
    if (before === kind || before === 'unknown') return
    setValue('passportSeries', '', { shouldDirty: true })
    if (control.getFieldState('passportNumber').isTouched) void trigger('passportNumber')
  }, [kind, control, setValue, trigger])
  const number = numberInputs[kind]

  return (
    <>
      {kind === 'digits' ? (
        <MaskField
          control={control}
          name="passportSeries"
          label="Серия паспорта"
          mask={specMasks.passportSeriesRus}
          placeholder="00 00"
        />
      ) : kind === 'none' ? null : (
        <TextField
          label="Серия паспорта"
          {...register('passportSeries')}
          error={errors.passportSeries?.message}
          maxLength={kind === 'latin' ? 2 : 4}
          placeholder={kind === 'latin' ? 'AB' : undefined}
          autoCapitalize="characters"
          autoComplete="off"
          hint={kind === 'latin' ? 'Две заглавные латинские буквы' : undefined}
        />
      )}
      <TextField
        label="Номер паспорта"
        {...register('passportNumber')}
        error={errors.passportNumber?.message}
        maxLength={number.maxLength}
        placeholder={number.placeholder}
        hint={number.hint}
        inputMode={kind === 'none' || kind === 'unknown' ? 'text' : 'numeric'}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <DateField
        control={control}
        name="passportIssueDate"
        label="Дата выдачи паспорта"
        checks={{ notFuture: true }}
      />
      <MaskField
        control={control}
        name="passportDepartmentCode"
        label="Код подразделения"
        mask={specMasks.departmentCode}
        placeholder="000-000"
      />
      <TextField
        label="Кем выдан"
        {...register('passportIssuedBy')}
        error={errors.passportIssuedBy?.message}
        maxLength={100}
        autoComplete="off"
      />
      <TextField
        label="Место рождения"
        {...register('passportBirthPlace')}
        error={errors.passportBirthPlace?.message}
        maxLength={100}
        autoComplete="off"
      />
    </>
  )
}
