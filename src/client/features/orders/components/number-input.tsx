import { useId, useState } from 'react'
import { useController, type Control } from 'react-hook-form'
import { inputClass } from '../../../ui/fields/field-frame.tsx'
import { formatNumber, parseNumberText, textMeans } from '../../../ui/fields/number-value.ts'
import type { FinishValues } from '../finish-form.ts'
import { FormRow } from './form-row.tsx'

type NumberName = 'factTariffValue' | 'factAssignmentsCount' | 'actualTime'

/**
 * A number of the finish form in a side-labelled row: what is typed stays as typed, the form holds the
 * number (or the text when it is not one, so the rule can say what is wrong).
 */
export function NumberInput(props: {
  control: Control<FinishValues>
  name: NumberName
  label: string
  float?: boolean
  disabled?: boolean
  suffix?: string
  hint?: string | undefined
}) {
  const id = useId()
  const float = props.float ?? false
  const { field, fieldState } = useController({ control: props.control, name: props.name })
  const { ref, name, onChange, onBlur } = field
  const value: unknown = field.value
  const [text, setText] = useState(() => formatNumber(value))
  const [shownValue, setShownValue] = useState(value)
  // The form may set the value itself (the count fixed at 1): show it unless the text already means it.
  if (!Object.is(value, shownValue)) {
    setShownValue(value)
    if (!textMeans(text, value, float)) setText(formatNumber(value))
  }
  const error = fieldState.error?.message
  return (
    <FormRow id={id} label={props.label} error={error} hint={props.hint}>
      <div className="relative max-w-48">
        <input
          id={id}
          ref={ref}
          name={name}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            onChange(parseNumberText(event.target.value, float))
          }}
          onBlur={onBlur}
          inputMode={float ? 'decimal' : 'numeric'}
          autoComplete="off"
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || props.hint ? `${id}-message` : undefined}
          className={`${inputClass} ${props.suffix ? 'pr-12' : ''}`}
        />
        {props.suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500">
            {props.suffix}
          </span>
        )}
      </div>
    </FormRow>
  )
}
