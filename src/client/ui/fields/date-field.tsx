import { useState } from 'react'
import { useController, type FieldValues } from 'react-hook-form'
import { textRules, type Rule } from '#contract/common/rules.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { DatePickerButton } from './date-picker.tsx'
import {
  completeDateLength,
  dateOfIso,
  isoOfDate,
  isoToDisplay,
  pickerBounds,
  valueOfText,
  type DateChecks,
} from './date-value.ts'
import { validateText } from './field-rules.ts'
import { MaskedInput } from './masked-input.tsx'
import { specMasks } from './masks.ts'

function dateRules(checks: DateChecks): Rule<string>[] {
  return [
    textRules.date,
    ...(checks.notFuture ? [textRules.notFuture] : []),
    ...(checks.adult ? [textRules.adult] : []),
    ...(checks.maxAge ? [textRules.maxAge] : []),
  ]
}

/**
 * A date typed as `DD-MM-YYYY` or picked in the calendar. The field holds the ISO `YYYY-MM-DD` of the contract
 * once all 10 characters are typed, and nothing before; an incomplete date is cleared when the input is left.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  checks = {},
  ...props
}: BoundFieldProps<T> & { checks?: DateChecks }) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateText(dateRules(checks), props.required) },
  })
  const value: string = field.value ?? ''
  const [text, setText] = useState(() => isoToDisplay(value))
  // The form may set the value itself (reset, a saved draft): show it, unless it is what the text already means.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (value !== valueOfText(text)) setText(isoToDisplay(value))
  }
  const { from, to } = pickerBounds(checks)

  return (
    <MaskedInput
      label={props.label}
      hint={props.hint}
      mask={specMasks.date}
      placeholder="ДД-ММ-ГГГГ"
      disabled={props.disabled}
      name={field.name}
      value={text}
      onChange={(typed) => {
        setText(typed)
        const next = valueOfText(typed)
        if (next !== value) field.onChange(next)
      }}
      onBlur={() => {
        if (text.length < completeDateLength) setText('')
        field.onBlur()
      }}
      inputRef={field.ref}
      error={fieldState.error?.message}
      trailing={
        <DatePickerButton
          selected={dateOfIso(value)}
          from={from}
          to={to}
          disabled={props.disabled}
          onPick={(date) => {
            const iso = isoOfDate(date)
            setText(isoToDisplay(iso))
            field.onChange(iso)
            field.onBlur()
          }}
        />
      }
    />
  )
}
