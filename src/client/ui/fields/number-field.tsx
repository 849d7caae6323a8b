import { useId, useState } from 'react'
import { useController, type FieldValues } from 'react-hook-form'
import { messages } from '#contract/common/messages.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'
import { formatNumber, parseNumberText, textMeans } from './number-value.ts'

type Props<T extends FieldValues> = BoundFieldProps<T> & {
  /** The spec's float setting: fractions allowed, with a comma or a point. */
  float?: boolean
  placeholder?: string
}

/**
 * A number typed as text: whole numbers, or fractions with `float`. Letters are not blocked but reported, so
 * a pasted «12 шт» says what is wrong instead of silently losing characters.
 */
export function NumberField<T extends FieldValues>({ control, name, float = false, ...props }: Props<T>) {
  const id = useId()
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: {
      validate: (value) => {
        if (value === null || value === undefined) return props.required ? messages.required : true
        const whole = typeof value === 'number' && (float || Number.isInteger(value))
        return whole || (float ? messages.float : messages.number)
      },
    },
  })
  const [text, setText] = useState(() => formatNumber(field.value))
  const [shownValue, setShownValue] = useState<unknown>(field.value)
  if (!Object.is(field.value, shownValue)) {
    setShownValue(field.value)
    if (!textMeans(text, field.value, float)) setText(formatNumber(field.value))
  }
  const error = fieldState.error?.message
  return (
    <FieldFrame id={id} label={props.label} error={error} hint={props.hint}>
      <input
        id={id}
        ref={ref}
        name={field.name}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          field.onChange(parseNumberText(event.target.value, float))
        }}
        onBlur={field.onBlur}
        inputMode={float ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={props.placeholder}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, props.hint)}
        className={inputClass}
      />
    </FieldFrame>
  )
}
