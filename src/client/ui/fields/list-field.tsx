import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { ChevronUpDownIcon } from '@heroicons/react/20/solid'
import type { FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { HeadlessFieldFrame, inputClass } from './field-frame.tsx'
import { useBoundField } from './use-bound-field.ts'
import { OptionText, optionClass, optionsPanelClass } from './option-list.tsx'
import type { Option, OptionValue } from './options.ts'

/** A choice from a short list (Headless UI Listbox): arrow keys, typing a letter, Enter and Escape work. */
export function ListField<T extends FieldValues, V extends OptionValue>({
  control,
  name,
  options,
  placeholder = 'Выберите',
  ...props
}: BoundFieldProps<T> & { options: readonly Option<V>[]; placeholder?: string }) {
  const { field, ref, error } = useBoundField({ control, name, required: props.required })
  const chosen = options.find((option) => option.value === field.value)
  return (
    <HeadlessFieldFrame label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
      <Listbox
        value={field.value ?? null}
        onChange={(value: V | null) => {
          field.onChange(value)
          field.onBlur()
        }}
        disabled={props.disabled}
      >
        <ListboxButton
          ref={ref}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} relative min-h-11 pr-10 text-left`}
        >
          <span className={chosen ? 'block truncate' : 'block truncate text-gray-500'}>
            {chosen?.label ?? placeholder}
          </span>
          <ChevronUpDownIcon
            className="pointer-events-none absolute inset-y-0 right-2 my-auto size-5 text-gray-400"
            aria-hidden
          />
        </ListboxButton>
        <ListboxOptions anchor="bottom start" className={optionsPanelClass.listbox}>
          {options.map((option) => (
            <ListboxOption key={String(option.value)} value={option.value} className={optionClass}>
              <OptionText option={option} />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </HeadlessFieldFrame>
  )
}
