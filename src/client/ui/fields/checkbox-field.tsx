import { Checkbox } from '@headlessui/react'
import { CheckIcon } from '@heroicons/react/20/solid'
import type { FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { HeadlessFieldFrame } from './field-frame.tsx'
import { useBoundField } from './use-bound-field.ts'

/** A tick (Headless UI Checkbox): Space toggles it; `required` means it must be ticked, as for a consent. */
export function CheckboxField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const { field, ref, error } = useBoundField({ control, name, required: props.required })
  return (
    <HeadlessFieldFrame inline label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
      <Checkbox
        ref={ref}
        checked={field.value === true}
        onChange={(checked) => {
          field.onChange(checked)
          field.onBlur()
        }}
        aria-invalid={error ? true : undefined}
        className="group flex size-5 shrink-0 cursor-pointer items-center justify-center rounded bg-white ring-1 ring-inset ring-gray-400 focus:outline-none data-[checked]:bg-primary-700 data-[checked]:ring-primary-700 data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[focus]:ring-2 data-[focus]:ring-primary-700 data-[focus]:ring-offset-2 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600"
      >
        <CheckIcon className="invisible size-4 text-white group-data-[checked]:visible" aria-hidden />
      </Checkbox>
    </HeadlessFieldFrame>
  )
}
