import { useState } from 'react'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { MagnifyingGlassIcon } from '@heroicons/react/20/solid'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useController, type FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { HeadlessFieldFrame, inputClass } from './field-frame.tsx'
import { validateRequired } from './field-rules.ts'
import {
  ChosenDescription,
  OptionText,
  OptionsMessage,
  optionClass,
  optionsPanelClass,
  searchStatus,
} from './option-list.tsx'
import type { Option, OptionValue } from './options.ts'
import { useSearchTerm } from './search-debounce.ts'

type Props<T extends FieldValues, V extends OptionValue> = BoundFieldProps<T> & {
  /** Finds the options for a term of at least 3 characters, typically on the server. */
  search: (term: string) => Promise<Option<V>[]>
  /** Names this search in the query cache, so the same term is not asked twice. */
  searchKey: string
  /** The label of the value the form starts with, which no search has found yet. */
  initialLabel?: string
  placeholder?: string
}

/** A choice among options found by a search as one types: 3 characters at least, 500 ms after the last key. */
export function SearchableField<T extends FieldValues, V extends OptionValue>({
  control,
  name,
  search,
  searchKey,
  initialLabel,
  placeholder = 'Начните вводить',
  ...props
}: Props<T, V>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: { validate: validateRequired(props.required) },
  })
  const { term, input } = useSearchTerm()
  const [typed, setTyped] = useState('')
  const [picked, setPicked] = useState<Option<V> | null>(null)
  const results = useQuery({
    queryKey: ['search', searchKey, term],
    queryFn: () => search(term ?? ''),
    enabled: term !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
  const value = (field.value ?? null) as V | null
  const chosen: Option<V> | null =
    value === null ? null : picked?.value === value ? picked : { value, label: initialLabel ?? String(value) }
  const options = term === null ? [] : (results.data ?? [])
  const waiting = term !== typed.trim() || results.isFetching
  const status = searchStatus(typed, waiting, results.isError, options.length)
  const error = fieldState.error?.message

  return (
    <HeadlessFieldFrame label={props.label} error={error} hint={props.hint} disabled={props.disabled}>
      <Combobox
        value={chosen}
        by="value"
        onChange={(option: Option<V> | null) => {
          setPicked(option)
          field.onChange(option?.value ?? null)
        }}
        onClose={field.onBlur}
        disabled={props.disabled}
      >
        <div className="relative">
          <MagnifyingGlassIcon
            className="pointer-events-none absolute inset-y-0 left-3 my-auto size-4 text-gray-400"
            aria-hidden
          />
          <ComboboxInput
            ref={ref}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(option: Option<V> | null) => option?.label ?? ''}
            onChange={(event) => {
              setTyped(event.target.value)
              input(event.target.value)
            }}
            className={`${inputClass} pl-9`}
          />
        </div>
        <ComboboxOptions anchor="bottom start" className={optionsPanelClass.combobox}>
          {status ? (
            <OptionsMessage>{status}</OptionsMessage>
          ) : (
            options.map((option) => (
              <ComboboxOption key={String(option.value)} value={option} className={optionClass}>
                <OptionText option={option} />
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      <ChosenDescription option={chosen} />
    </HeadlessFieldFrame>
  )
}
