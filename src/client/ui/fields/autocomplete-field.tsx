import { useState } from 'react'
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { ChevronUpDownIcon } from '@heroicons/react/20/solid'
import type { FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { HeadlessFieldFrame, inputClass } from './field-frame.tsx'
import { useBoundField } from './use-bound-field.ts'
import {
  ChosenDescription,
  OptionText,
  OptionsMessage,
  filterOptions,
  optionClass,
  optionsPanelClass,
} from './option-list.tsx'
import type { Option, OptionValue } from './options.ts'

/** A choice from a longer list, narrowed by typing (Headless UI Combobox); the list is at most 620 px wide. */
export function AutocompleteField<T extends FieldValues, V extends OptionValue>({
  control,
  name,
  options,
  placeholder = 'Выберите',
  ...props
}: BoundFieldProps<T> & { options: readonly Option<V>[]; placeholder?: string }) {
  const { field, ref, error } = useBoundField({ control, name, required: props.required })
  const [query, setQuery] = useState('')
  const shown = filterOptions(options, query)
  const optionOf = (value: V | null) => options.find((option) => option.value === value)
  const labelOf = (value: V | null) => optionOf(value)?.label ?? ''
  return (
    <HeadlessFieldFrame label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
      <Combobox
        value={(field.value ?? null) as V | null}
        onChange={(value: V | null) => field.onChange(value)}
        onClose={() => {
          setQuery('')
          field.onBlur()
        }}
        disabled={props.disabled}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            ref={ref}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={labelOf}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputClass} pr-10`}
          />
          <ComboboxButton
            aria-label="Показать варианты"
            className="absolute inset-y-0 right-0 flex items-center px-2 text-gray-400"
          >
            <ChevronUpDownIcon className="size-5" aria-hidden />
          </ComboboxButton>
        </div>
        <ComboboxOptions anchor="bottom start" className={optionsPanelClass.combobox}>
          {shown.length === 0 ? (
            <OptionsMessage>Ничего не найдено</OptionsMessage>
          ) : (
            shown.map((option) => (
              <ComboboxOption key={String(option.value)} value={option.value} className={optionClass}>
                <OptionText option={option} />
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      <ChosenDescription option={optionOf((field.value ?? null) as V | null)} />
    </HeadlessFieldFrame>
  )
}
