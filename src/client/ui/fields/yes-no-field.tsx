import { Description, Label, Radio, RadioGroup } from '@headlessui/react'
import { useController, type FieldValues } from 'react-hook-form'
import { messages } from '#contract/common/messages.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { errorClass, hintClass, labelClass } from './field-frame.tsx'

const answers = [
  { value: true, label: 'Да' },
  { value: false, label: 'Нет' },
] as const

/**
 * «Да» or «Нет» as two radio buttons (arrow keys move between them). Unlike a switch it can be left unanswered
 * (null), so `required` asks for an answer rather than for «Да».
 */
export function YesNoField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: { validate: (value) => (props.required && typeof value !== 'boolean' ? messages.required : true) },
  })
  const error = fieldState.error?.message
  // The group holds its own Label and Description: a Headless UI Field would hand its id to every radio.
  return (
    <RadioGroup
      ref={ref}
      value={field.value ?? null}
      onChange={(value: boolean | null) => {
        field.onChange(value)
        field.onBlur()
      }}
      disabled={props.disabled}
      aria-invalid={error ? true : undefined}
      className="group/answers space-y-1.5"
    >
      <Label className={labelClass}>{props.label}</Label>
      <div className="inline-grid grid-flow-col gap-1 rounded-lg bg-gray-100 p-1 group-aria-[invalid=true]/answers:ring-1 group-aria-[invalid=true]/answers:ring-red-600">
        {answers.map((answer) => (
          <Radio
            key={answer.label}
            value={answer.value}
            className="block min-w-16 cursor-pointer rounded-md px-4 py-2 text-center text-sm font-medium text-gray-600 focus:outline-none data-[checked]:bg-white data-[checked]:text-primary-800 data-[checked]:shadow-sm data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[focus]:ring-2 data-[focus]:ring-primary-700"
          >
            {answer.label}
          </Radio>
        ))}
      </div>
      {error ? (
        <Description className={errorClass}>{error}</Description>
      ) : props.hint ? (
        <Description className={hintClass}>{props.hint}</Description>
      ) : null}
    </RadioGroup>
  )
}
