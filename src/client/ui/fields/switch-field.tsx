import { Switch } from '@headlessui/react'
import type { FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { HeadlessFieldFrame } from './field-frame.tsx'
import { useBoundField } from './use-bound-field.ts'

/** On or off (Headless UI Switch): Space toggles it; `required` means it must be on. */
export function SwitchField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const { field, ref, error } = useBoundField({ control, name, required: props.required })
  return (
    <HeadlessFieldFrame inline label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
      <Switch
        ref={ref}
        checked={field.value === true}
        onChange={(on) => {
          field.onChange(on)
          field.onBlur()
        }}
        aria-invalid={error ? true : undefined}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-gray-300 transition-colors focus:outline-none data-[checked]:bg-primary-700 data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[focus]:ring-2 data-[focus]:ring-primary-700 data-[focus]:ring-offset-2 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600"
      >
        <span className="pointer-events-none mt-0.5 ml-0.5 inline-block size-5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5" />
      </Switch>
    </HeadlessFieldFrame>
  )
}
